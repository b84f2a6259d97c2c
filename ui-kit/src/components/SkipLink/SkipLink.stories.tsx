import type { Story, StoryDefault } from '@ladle/react';
import { SkipLink } from './SkipLink.tsx';

export default { title: 'SkipLink' } satisfies StoryDefault;

/** Press Tab: the link appears; Enter moves focus to the content. */
export const Default: Story = () => (
  <>
    <SkipLink targetId="story-content" />
    <nav aria-label="Story navigation">
      <a href="#one">One</a> <a href="#two">Two</a> <a href="#three">Three</a>
    </nav>
    <div id="story-content" tabIndex={-1}>
      <h1>Content</h1>
    </div>
  </>
);

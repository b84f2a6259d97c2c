import type { Story, StoryDefault } from '@ladle/react';
import { MenuDrawer } from './MenuDrawer.tsx';

export default { title: 'MenuDrawer' } satisfies StoryDefault;

export const Default: Story = () => (
  <MenuDrawer label="Menu">
    <nav aria-label="Story navigation" style={{ padding: '1rem', display: 'grid', gap: '0.5rem' }}>
      <a href="#home">Home</a>
      <a href="#reports">Reports</a>
      <a href="#settings">Settings</a>
    </nav>
  </MenuDrawer>
);

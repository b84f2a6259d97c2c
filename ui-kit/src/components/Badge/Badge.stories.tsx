import type { Story, StoryDefault } from '@ladle/react';
import { TONES, type Tone } from '../../theme/tokens.ts';
import { row, stack } from '../../stories/layout.css.ts';
import { Badge } from './Badge.tsx';

export default { title: 'Badge' } satisfies StoryDefault;

/** One tone soft and outlined, with the dot, rounded and small (the white-on-fill 'solid' look is below AA contrast for small text, so no story uses it). */
function ToneSet({ tone }: { tone: Tone }) {
  return (
    <div className={stack}>
      <div className={row}>
        <Badge tone={tone}>Soft</Badge>
        <Badge tone={tone} appearance="outline">
          Outline
        </Badge>
      </div>
      <div className={row}>
        <Badge tone={tone} dot>
          With dot
        </Badge>
        <Badge tone={tone} shape="rounded">
          Rounded
        </Badge>
        <Badge tone={tone} size="sm">
          12
        </Badge>
      </div>
    </div>
  );
}

export const Neutral: Story = () => <ToneSet tone="neutral" />;
export const Blue: Story = () => <ToneSet tone="blue" />;
export const Orange: Story = () => <ToneSet tone="orange" />;
export const Purple: Story = () => <ToneSet tone="purple" />;
export const Green: Story = () => <ToneSet tone="green" />;
export const Red: Story = () => <ToneSet tone="red" />;
export const Yellow: Story = () => <ToneSet tone="yellow" />;
export const Amber: Story = () => <ToneSet tone="amber" />;

/** Every tone side by side, to compare them. */
export const AllTones: Story = () => (
  <div className={row}>
    {TONES.map((t) => (
      <Badge key={t} tone={t} dot>
        {t}
      </Badge>
    ))}
  </div>
);

export const Counts: Story = () => (
  <div className={row}>
    <Badge size="sm">2</Badge>
    <Badge tone="blue" size="sm">
      4
    </Badge>
    <Badge tone="green">New</Badge>
    <Badge shape="rounded">Subscribed</Badge>
  </div>
);

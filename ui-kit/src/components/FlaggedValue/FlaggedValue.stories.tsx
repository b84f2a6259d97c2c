import type { Story, StoryDefault } from '@ladle/react';
import { FlaggedValue } from './FlaggedValue.tsx';

export default { title: 'FlaggedValue' } satisfies StoryDefault;

const details = (
  <>
    <span>Low confidence (62%)</span>
    <span>Sheet SOV, row 5, column “Bldg Address”</span>
    <span>Written as: “125 Commerce Dr, Boston MA”</span>
  </>
);

export const Default: Story = () => (
  <p>
    City:{' '}
    <FlaggedValue note="needs review" details={details}>
      Boston
    </FlaggedValue>
  </p>
);

export const Open: Story = () => (
  <div style={{ paddingTop: '6rem' }}>
    <FlaggedValue note="needs review" details={details} defaultOpen>
      Boston
    </FlaggedValue>
  </div>
);

export const Empty: Story = () => (
  <p>
    Year built:{' '}
    <FlaggedValue note="needs review" details="Low confidence (40%)">
      —
    </FlaggedValue>
  </p>
);

export const Note: Story = () => (
  <div style={{ paddingTop: '6rem' }}>
    Construction:{' '}
    <FlaggedValue tone="note" note="decoded from a code" details={<span>Written as “5050” (OED construction code)</span>} defaultOpen>
      Wood, Wood frame
    </FlaggedValue>
  </div>
);

import type { Story, StoryDefault } from '@ladle/react';
import { Button } from '../Button/Button.tsx';
import { DownloadIcon } from '../../icons/Icon.tsx';
import { Tooltip } from './Tooltip.tsx';

export default { title: 'Tooltip' } satisfies StoryDefault;

export const Default: Story = () => (
  <Tooltip content="Download all documents">
    <Button variant="outline" size="icon" aria-label="Download">
      <DownloadIcon />
    </Button>
  </Tooltip>
);

export const Open: Story = () => (
  <div style={{ paddingTop: '3rem' }}>
    <Tooltip content="Download all documents" defaultOpen placement="top">
      <Button variant="outline" size="icon" aria-label="Download">
        <DownloadIcon />
      </Button>
    </Tooltip>
  </div>
);

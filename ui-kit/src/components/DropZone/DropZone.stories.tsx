import type { Story, StoryDefault } from '@ladle/react';
import { stack } from '../../stories/layout.css.ts';
import { DropZone } from './DropZone.tsx';

export default { title: 'DropZone' } satisfies StoryDefault;

const accept = ['.pdf', '.jpg', '.jpeg', '.png', '.xlsx', '.xls', '.csv'];

export const Default: Story = () => (
  <div className={stack}>
    <DropZone
      accept={accept}
      extraFiles="first"
      title="Upload Documents"
      hint="Extract property and vehicle data automatically"
      onFiles={() => {}}
    />
  </div>
);

export const CustomerWidget: Story = () => (
  <div className={stack}>
    <DropZone
      accept={['.pdf', '.xlsx', '.xls', '.jpg', '.jpeg', '.png']}
      showSelection
      title="Drag and drop your file here"
      hint="Supported formats: PDF, Excel, JPEG, PNG"
      onFiles={() => {}}
    />
  </div>
);

export const Error: Story = () => (
  <div className={stack}>
    <DropZone accept={['.pdf']} errorMessage="Failed to process document" onFiles={() => {}} />
  </div>
);

export const Disabled: Story = () => (
  <div className={stack}>
    <DropZone isDisabled onFiles={() => {}} />
  </div>
);

import type { Story, StoryDefault } from '@ladle/react';
import { Button } from '../Button/Button.tsx';
import { DownloadIcon } from '../../icons/Icon.tsx';
import { Dialog, DialogTrigger } from './Dialog.tsx';

export default { title: 'Dialog' } satisfies StoryDefault;

export const Closed: Story = () => (
  <DialogTrigger>
    <Button variant="outline">Preview file</Button>
    <Dialog title="schedule-of-values.pdf">
      <p>Preview</p>
    </Dialog>
  </DialogTrigger>
);

export const Open: Story = () => (
  <DialogTrigger defaultOpen>
    <Button variant="outline">Preview file</Button>
    <Dialog
      title="schedule-of-values.pdf"
      description="PDF document · 240 KB"
      footer={(close) => (
        <>
          <Button variant="outline" onPress={close}>
            Cancel
          </Button>
          <Button>
            <DownloadIcon /> Download
          </Button>
        </>
      )}
    >
      <p>The document preview appears here.</p>
    </Dialog>
  </DialogTrigger>
);

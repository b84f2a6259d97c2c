import { describe, expect, it } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button } from '../Button/Button.tsx';
import { Dialog, DialogTrigger } from './Dialog.tsx';

function Preview() {
  return (
    <DialogTrigger>
      <Button>Preview</Button>
      <Dialog
        title="schedule.pdf"
        footer={(close) => (
          <Button variant="outline" onPress={close}>
            Cancel
          </Button>
        )}
      >
        <p>File preview</p>
      </Dialog>
    </DialogTrigger>
  );
}

describe('Dialog', () => {
  it('opens from its trigger as a modal dialog named by its title', async () => {
    render(<Preview />);
    await userEvent.click(screen.getByRole('button', { name: 'Preview' }));
    const dialog = screen.getByRole('dialog', { name: 'schedule.pdf' });
    expect(dialog).toHaveTextContent('File preview');
  });

  it('closes on Escape and returns focus to the trigger', async () => {
    render(<Preview />);
    await userEvent.click(screen.getByRole('button', { name: 'Preview' }));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Preview' })).toHaveFocus());
  });

  it('closes with the footer button and the Close button', async () => {
    render(<Preview />);
    await userEvent.click(screen.getByRole('button', { name: 'Preview' }));
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Preview' }));
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('opens with focus in its first field', async () => {
    render(
      <DialogTrigger>
        <Button>Rename</Button>
        <Dialog title="Rename">
          <label>
            Name <input />
          </label>
          <label>
            Note <textarea />
          </label>
        </Dialog>
      </DialogTrigger>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Rename' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Name' })).toHaveFocus());
  });
});

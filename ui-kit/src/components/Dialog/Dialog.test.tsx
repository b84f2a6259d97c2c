import { describe, expect, it } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button } from '../Button/Button.tsx';
import { Select } from '../Select/Select.tsx';
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

  it('opens on its first field a person sees, a drop-down list included, never on a hidden one', async () => {
    render(
      <DialogTrigger>
        <Button>Review</Button>
        <Dialog title="Review">
          <form>
            <Select
              aria-label="Read column Street as"
              name="street"
              items={[
                { id: 'address', label: 'Street Address' },
                { id: 'city', label: 'City' },
              ]}
              defaultSelectedKey="address"
            />
            <label>
              Note <input />
            </label>
          </form>
        </Dialog>
      </DialogTrigger>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Review' }));
    await waitFor(() => expect(screen.getByRole('button', { name: /Read column Street as/ })).toHaveFocus());
  });
});

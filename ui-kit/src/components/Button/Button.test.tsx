import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button } from './Button.tsx';

describe('Button', () => {
  it('calls onPress when clicked', async () => {
    const onPress = vi.fn();
    render(<Button onPress={onPress}>Save Submission</Button>);
    await userEvent.click(screen.getByRole('button', { name: 'Save Submission' }));
    expect(onPress).toHaveBeenCalledTimes(1);
  });

  it('is operable from the keyboard', async () => {
    const onPress = vi.fn();
    render(<Button onPress={onPress}>Continue</Button>);
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Continue' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(onPress).toHaveBeenCalledTimes(1);
  });

  it('shows its pending label and ignores presses while pending', async () => {
    const onPress = vi.fn();
    render(
      <Button isPending pendingLabel="Logging in..." onPress={onPress}>
        Login
      </Button>,
    );
    const button = screen.getByRole('button', { name: /Logging in\.\.\./ });
    expect(button).toHaveAttribute('data-pending', 'true');
    await userEvent.click(button);
    expect(onPress).not.toHaveBeenCalled();
  });

  it('does not respond when disabled', async () => {
    const onPress = vi.fn();
    render(
      <Button isDisabled onPress={onPress}>
        Delete
      </Button>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(onPress).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Delete' })).toBeDisabled();
  });

  it('applies a different class per variant', () => {
    render(
      <>
        <Button variant="primary">A</Button>
        <Button variant="destructive">B</Button>
      </>,
    );
    expect(screen.getByRole('button', { name: 'A' }).className).not.toBe(screen.getByRole('button', { name: 'B' }).className);
  });
});

describe('Button pending announcements', () => {
  /** Screen-reader announcements (the live regions react-aria keeps) that name an element no longer in the page. */
  const announcementsNamingNothing = () =>
    [...document.querySelectorAll('[data-live-announcer] [aria-labelledby]')].filter((node) =>
      node
        .getAttribute('aria-labelledby')!
        .split(/\s+/)
        .some((id) => !document.getElementById(id)),
    );

  function Place({ stage }: { stage: 'ready' | 'binding' | 'bound' }) {
    return stage === 'bound' ? (
      <p>Bound</p>
    ) : (
      <Button isPending={stage === 'binding'} pendingLabel="Binding...">
        Bind Chosen Option
      </Button>
    );
  }

  it('leaves no announcement naming it once it is gone, as when a pressed button goes with the step it finished', async () => {
    const { rerender } = render(<Place stage="ready" />);
    await userEvent.click(screen.getByRole('button', { name: 'Bind Chosen Option' }));
    rerender(<Place stage="binding" />);
    rerender(<Place stage="ready" />);
    rerender(<Place stage="bound" />);
    expect(announcementsNamingNothing()).toEqual([]);
  });

  it('still announces itself while it stays on the screen', async () => {
    const { rerender } = render(<Place stage="ready" />);
    await userEvent.click(screen.getByRole('button', { name: 'Bind Chosen Option' }));
    rerender(<Place stage="binding" />);
    rerender(<Place stage="ready" />);
    const id = screen.getByRole('button', { name: 'Bind Chosen Option' }).id;
    expect(document.querySelector(`[data-live-announcer] [aria-labelledby~="${id}"]`)).not.toBeNull();
  });
});

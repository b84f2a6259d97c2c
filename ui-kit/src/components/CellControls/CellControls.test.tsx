import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DownloadIcon } from '../../icons/Icon.tsx';
import { CellButton, CellLink, CellLinkProvider } from './CellControls.tsx';

describe('CellLink', () => {
  it('is an anchor with the href it was given', () => {
    render(<CellLink href="/submissions/SUB-1">SUB-1</CellLink>);
    expect(screen.getByRole('link', { name: 'SUB-1' })).toHaveAttribute('href', '/submissions/SUB-1');
  });

  it('navigates through the app on a plain click and Enter, and leaves new-tab clicks to the browser', async () => {
    const navigate = vi.fn();
    render(
      <CellLinkProvider navigate={navigate}>
        <CellLink href="/submissions/SUB-1">SUB-1</CellLink>
      </CellLinkProvider>,
    );
    const link = screen.getByRole('link', { name: 'SUB-1' });
    await userEvent.click(link);
    expect(navigate).toHaveBeenCalledWith('/submissions/SUB-1');
    link.focus();
    await userEvent.keyboard('{Enter}');
    expect(navigate).toHaveBeenCalledTimes(2);
    for (const modifier of [{ ctrlKey: true }, { metaKey: true }, { shiftKey: true }]) {
      // fireEvent returns false when a handler prevented the browser's own handling (a new tab or window here).
      expect(fireEvent.click(link, modifier)).toBe(true);
    }
    expect(fireEvent.click(link, { button: 1 })).toBe(true);
    expect(navigate).toHaveBeenCalledTimes(2);
  });

  it('prevents nothing without a router, so the browser follows it', () => {
    render(<CellLink href="/submissions/SUB-1">SUB-1</CellLink>);
    expect(fireEvent.click(screen.getByRole('link', { name: 'SUB-1' }))).toBe(true);
  });
});

describe('CellButton', () => {
  it('is a button named by its label, pressed with a click, Enter or Space', async () => {
    const onPress = vi.fn();
    render(
      <CellButton aria-label="Download SUB-1" onPress={onPress}>
        <DownloadIcon />
      </CellButton>,
    );
    const button = screen.getByRole('button', { name: 'Download SUB-1' });
    expect(button).toHaveAttribute('type', 'button');
    await userEvent.click(button);
    button.focus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    expect(onPress).toHaveBeenCalledTimes(3);
  });
});

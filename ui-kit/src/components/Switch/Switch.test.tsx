import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Switch } from './Switch.tsx';

describe('Switch', () => {
  it('turns on and off', async () => {
    const onChange = vi.fn();
    render(<Switch onChange={onChange}>Share with Client</Switch>);
    const control = screen.getByRole('switch', { name: 'Share with Client' });
    await userEvent.click(control);
    expect(control).toBeChecked();
    expect(onChange).toHaveBeenLastCalledWith(true);
    await userEvent.keyboard(' ');
    expect(control).not.toBeChecked();
  });

  it('cannot change when disabled', async () => {
    render(<Switch isDisabled>Locked</Switch>);
    await userEvent.click(screen.getByText('Locked'));
    expect(screen.getByRole('switch', { name: 'Locked' })).not.toBeChecked();
  });
});

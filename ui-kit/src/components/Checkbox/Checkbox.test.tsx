import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Checkbox } from './Checkbox.tsx';

describe('Checkbox', () => {
  it('toggles on click', async () => {
    const onChange = vi.fn();
    render(<Checkbox onChange={onChange}>Sprinklered</Checkbox>);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Sprinklered' }));
    expect(onChange).toHaveBeenCalledWith(true);
    expect(screen.getByRole('checkbox', { name: 'Sprinklered' })).toBeChecked();
  });

  it('toggles with Space', async () => {
    render(<Checkbox>Share with Client</Checkbox>);
    await userEvent.tab();
    await userEvent.keyboard(' ');
    expect(screen.getByRole('checkbox', { name: 'Share with Client' })).toBeChecked();
  });

  it('does not toggle when disabled', async () => {
    render(<Checkbox isDisabled>Locked</Checkbox>);
    await userEvent.click(screen.getByText('Locked'));
    expect(screen.getByRole('checkbox', { name: 'Locked' })).not.toBeChecked();
  });
});

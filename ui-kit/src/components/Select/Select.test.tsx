import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Select } from './Select.tsx';

const priorities = [
  { id: 'low', label: 'Low' },
  { id: 'medium', label: 'Medium' },
  { id: 'high', label: 'High' },
];

describe('Select', () => {
  it('opens its options and picks one', async () => {
    const onSelectionChange = vi.fn();
    render(<Select label="Priority" items={priorities} onSelectionChange={onSelectionChange} />);
    await userEvent.click(screen.getByRole('button', { name: /Priority/ }));
    await userEvent.click(screen.getByRole('option', { name: 'High' }));
    expect(onSelectionChange).toHaveBeenCalledWith('high');
    expect(screen.getByRole('button', { name: /Priority/ })).toHaveTextContent('High');
  });

  it('shows the default selection', () => {
    render(<Select label="Priority" items={priorities} defaultSelectedKey="medium" />);
    expect(screen.getByRole('button', { name: /Priority/ })).toHaveTextContent('Medium');
  });

  it('is operable from the keyboard', async () => {
    const onSelectionChange = vi.fn();
    render(<Select label="Priority" items={priorities} onSelectionChange={onSelectionChange} />);
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(onSelectionChange).toHaveBeenCalled();
  });

  it('shows an error message', () => {
    render(<Select label="Role" items={priorities} errorMessage="Choose a role" />);
    expect(screen.getByText('Choose a role')).toBeInTheDocument();
  });
});

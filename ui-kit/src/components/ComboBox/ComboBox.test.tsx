import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ComboBox } from './ComboBox.tsx';

const carriers = [
  { id: 'axa', label: 'AXA' },
  { id: 'allianz', label: 'Allianz' },
  { id: 'zurich', label: 'Zurich' },
];

describe('ComboBox', () => {
  it('filters suggestions as you type and picks one', async () => {
    const onSelectionChange = vi.fn();
    render(<ComboBox label="Carrier" defaultItems={carriers} onSelectionChange={onSelectionChange} />);
    await userEvent.type(screen.getByRole('combobox', { name: 'Carrier' }), 'zu');
    const options = screen.getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['Zurich']);
    await userEvent.click(options[0]!);
    expect(onSelectionChange).toHaveBeenCalledWith('zurich');
    expect(screen.getByRole('combobox', { name: 'Carrier' })).toHaveValue('Zurich');
  });

  it('shows an error message', () => {
    render(<ComboBox label="Carrier" defaultItems={carriers} errorMessage="Choose a carrier" />);
    expect(screen.getByRole('combobox', { name: 'Carrier' })).toHaveAttribute('aria-invalid', 'true');
  });

  it('says so when nothing matches, instead of opening an empty list', async () => {
    render(<ComboBox label="Carrier" defaultItems={carriers} allowsEmptyCollection emptyText="No results" />);
    await userEvent.type(screen.getByRole('combobox', { name: 'Carrier' }), 'qq');
    expect(screen.getByRole('listbox')).toHaveTextContent('No results');
  });
});

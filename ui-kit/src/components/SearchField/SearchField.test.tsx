import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SearchField } from './SearchField.tsx';

describe('SearchField', () => {
  it('is a searchbox with a default placeholder', () => {
    render(<SearchField aria-label="Search locations" />);
    expect(screen.getByRole('searchbox', { name: 'Search locations' })).toHaveAttribute('placeholder', 'Search...');
  });

  it('clears with the clear button', async () => {
    const onChange = vi.fn();
    render(<SearchField aria-label="Search" defaultValue="acme" onChange={onChange} />);
    await userEvent.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(onChange).toHaveBeenLastCalledWith('');
    expect(screen.getByRole('searchbox')).toHaveValue('');
  });

  it('submits on Enter', async () => {
    const onSubmit = vi.fn();
    render(<SearchField label="Find client" onSubmit={onSubmit} />);
    await userEvent.type(screen.getByRole('searchbox', { name: 'Find client' }), 'acme{Enter}');
    expect(onSubmit).toHaveBeenCalledWith('acme');
  });
});

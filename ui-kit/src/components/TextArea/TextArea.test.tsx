import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TextArea } from './TextArea.tsx';

describe('TextArea', () => {
  it('accepts multi-line text', async () => {
    const onChange = vi.fn();
    render(<TextArea label="Description" onChange={onChange} />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Description' }), 'Line 1{Enter}Line 2');
    expect(onChange).toHaveBeenLastCalledWith('Line 1\nLine 2');
  });

  it('shows an error message', () => {
    render(<TextArea label="Description" errorMessage="Please enter a submission description." />);
    expect(screen.getByRole('textbox', { name: 'Description' })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Please enter a submission description.')).toBeInTheDocument();
  });
});

import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TextField } from './TextField.tsx';

describe('TextField', () => {
  it('is labelled and described', () => {
    render(<TextField label="Username" description="Your sign-in name" />);
    const input = screen.getByRole('textbox', { name: 'Username' });
    expect(input).toHaveAccessibleDescription('Your sign-in name');
  });

  it('reports typed text', async () => {
    const onChange = vi.fn();
    render(<TextField label="Company Name" onChange={onChange} />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Company Name' }), 'Acme');
    expect(onChange).toHaveBeenLastCalledWith('Acme');
  });

  it('shows an error message and marks the input invalid', () => {
    render(<TextField label="Username" errorMessage="Username is required" />);
    const input = screen.getByRole('textbox', { name: 'Username' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Username is required')).toBeInTheDocument();
    expect(input).toHaveAccessibleDescription('Username is required');
  });

  it('uses the given input type', () => {
    render(<TextField label="Password" type="password" />);
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
  });

  it('marks required fields', () => {
    render(<TextField label="Company Name" isRequired />);
    expect(screen.getByRole('textbox', { name: /Company Name/ })).toBeRequired();
  });
});

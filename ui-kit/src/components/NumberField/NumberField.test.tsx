import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nProvider } from 'react-aria-components';
import { NumberField } from './NumberField.tsx';

describe('NumberField', () => {
  it('parses typed numbers on blur', async () => {
    const onChange = vi.fn();
    render(<NumberField label="Stories" onChange={onChange} />);
    const input = screen.getByRole('textbox', { name: 'Stories' });
    await userEvent.type(input, '12');
    await userEvent.tab();
    expect(onChange).toHaveBeenLastCalledWith(12);
  });

  it('steps with the arrow keys and the buttons', async () => {
    const onChange = vi.fn();
    render(<NumberField label="Stories" defaultValue={3} onChange={onChange} />);
    await userEvent.click(screen.getByRole('button', { name: /Increase/ }));
    expect(onChange).toHaveBeenLastCalledWith(4);
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    expect(onChange).toHaveBeenLastCalledWith(2);
  });

  it('formats money in the given currency', () => {
    render(
      <I18nProvider locale="en-US">
        <NumberField label="Premium" currency="USD" defaultValue={4250} />
      </I18nProvider>,
    );
    expect(screen.getByRole('textbox', { name: 'Premium' })).toHaveValue('$4,250.00');
    expect(screen.queryByRole('button', { name: /Increase/ })).toBeNull();
  });

  it('shows an error message', () => {
    render(<NumberField label="Year Built" errorMessage="Enter a year" />);
    expect(screen.getByRole('textbox', { name: 'Year Built' })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Enter a year')).toBeInTheDocument();
  });
});

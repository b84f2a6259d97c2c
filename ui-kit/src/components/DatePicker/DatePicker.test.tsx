import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nProvider } from 'react-aria-components';
import { DatePicker } from './DatePicker.tsx';

const renderUS = (ui: React.ReactElement) => render(<I18nProvider locale="en-US">{ui}</I18nProvider>);

describe('DatePicker', () => {
  it('shows the ISO value in date segments', () => {
    renderUS(<DatePicker label="Due Date" defaultValue="2025-03-14" />);
    const group = screen.getByRole('group', { name: 'Due Date' });
    expect(within(group).getByRole('spinbutton', { name: /month/i })).toHaveTextContent('3');
    expect(within(group).getByRole('spinbutton', { name: /day/i })).toHaveTextContent('14');
    expect(within(group).getByRole('spinbutton', { name: /year/i })).toHaveTextContent('2025');
  });

  it('reports a picked calendar day as an ISO date', async () => {
    const onChange = vi.fn();
    renderUS(<DatePicker label="Due Date" defaultValue="2025-03-14" onChange={onChange} />);
    await userEvent.click(screen.getByRole('button', { name: /Calendar/ }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: /March 20, 2025/ }));
    expect(onChange).toHaveBeenLastCalledWith('2025-03-20');
  });

  it('shows an error message', () => {
    renderUS(<DatePicker label="Due Date" errorMessage="Choose a due date" />);
    expect(screen.getByText('Choose a due date')).toBeInTheDocument();
  });
});

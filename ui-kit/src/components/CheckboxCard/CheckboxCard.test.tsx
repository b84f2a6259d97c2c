import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CheckboxCard } from './CheckboxCard.tsx';

describe('CheckboxCard', () => {
  it('is a checkbox named by its title that toggles anywhere on the card', async () => {
    const onChange = vi.fn();
    render(<CheckboxCard title="Motor Fleet" description="Vehicles used by the business" onChange={onChange} />);
    const box = screen.getByRole('checkbox', { name: /Motor Fleet/ });
    await userEvent.click(screen.getByText('Vehicles used by the business'));
    expect(box).toBeChecked();
    expect(onChange).toHaveBeenCalledWith(true);
  });

  it('toggles with Space', async () => {
    render(<CheckboxCard title="Property" />);
    await userEvent.tab();
    await userEvent.keyboard(' ');
    expect(screen.getByRole('checkbox', { name: /Property/ })).toBeChecked();
  });
});

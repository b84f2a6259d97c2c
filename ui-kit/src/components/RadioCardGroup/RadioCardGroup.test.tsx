import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RadioCard, RadioCardGroup } from './RadioCardGroup.tsx';

function Clients({ onChange = () => {} }: { onChange?: (v: string) => void }) {
  return (
    <RadioCardGroup label="Select Client" onChange={onChange}>
      <RadioCard value="acme" title="Acme Manufacturing" description="jane@acme.test" />
      <RadioCard value="globex" title="Globex Retail" description="bob@globex.test" />
    </RadioCardGroup>
  );
}

describe('RadioCardGroup', () => {
  it('is a labelled radio group whose cards are radios', () => {
    render(<Clients />);
    expect(screen.getByRole('radiogroup', { name: 'Select Client' })).toBeInTheDocument();
    expect(screen.getAllByRole('radio')).toHaveLength(2);
  });

  it('chooses a card on click', async () => {
    const onChange = vi.fn();
    render(<Clients onChange={onChange} />);
    await userEvent.click(screen.getByText('Globex Retail'));
    expect(onChange).toHaveBeenCalledWith('globex');
    expect(screen.getByRole('radio', { name: /Globex Retail/ })).toBeChecked();
  });

  it('moves the choice with the arrow keys', async () => {
    const onChange = vi.fn();
    render(<Clients onChange={onChange} />);
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}');
    expect(onChange).toHaveBeenLastCalledWith('globex');
  });
});

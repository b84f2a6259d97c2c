import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button } from '../Button/Button.tsx';
import { DetailList, SidePanel } from './SidePanel.tsx';

describe('SidePanel', () => {
  it('shows details in a dialog named by its title, with missing values as Not available', () => {
    render(
      <SidePanel isOpen title="Location Details">
        <DetailList
          items={[
            { label: 'City', value: 'Leeds' },
            { label: 'Year Built', value: null },
          ]}
        />
      </SidePanel>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Location Details' });
    expect(within(dialog).getByText('Leeds')).toBeInTheDocument();
    expect(within(dialog).getByText('Not available')).toBeInTheDocument();
  });

  it('closes with its Close button', async () => {
    const onOpenChange = vi.fn();
    render(<SidePanel isOpen onOpenChange={onOpenChange} title="Vehicle Details" actions={<Button variant="outline">Edit</Button>} />);
    expect(screen.getByRole('button', { name: 'Edit' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('closes on Escape', async () => {
    const onOpenChange = vi.fn();
    render(<SidePanel isOpen onOpenChange={onOpenChange} title="Vehicle Details" />);
    await userEvent.keyboard('{Escape}');
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });
});

import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MappingReview, type MappingReviewProps } from './MappingReview.tsx';

const props = (overrides: Partial<MappingReviewProps> = {}): MappingReviewProps => ({
  columns: [
    { id: 'street', header: 'Street', samples: ['125 Commerce Dr', '9 Harbour Rd'], target: 'address', confidence: 1 },
    { id: 'material', header: 'Bldg Material', samples: ['Brick'], target: null, confidence: 0 },
    { id: 'year', header: 'Yr', samples: ['1990'], target: 'yearBuilt', confidence: 0.6, tag: 'learned' },
  ],
  targets: [
    { id: 'address', label: 'Address' },
    { id: 'constructionType', label: 'Construction Type' },
    { id: 'yearBuilt', label: 'Year Built' },
  ],
  onTargetChange: vi.fn(),
  droppedSummary: ['1 total or subtotal'],
  dropped: [{ id: '1', location: 'SOV, row 7', reason: 'Total or subtotal', text: 'Total 1,750,000' }],
  skipped: [{ name: 'Cover', reason: 'No table was found on this sheet' }],
  ...overrides,
});

describe('MappingReview', () => {
  it('shows each column with its samples, what it is read as and the confidence', () => {
    render(<MappingReview {...props()} />);
    const street = screen.getByRole('row', { name: /Street/ });
    expect(street).toHaveTextContent('125 Commerce Dr');
    expect(street).toHaveTextContent('100%');
    expect(within(street).getByRole('button', { name: /Read column Street as/ })).toHaveTextContent('Address');
    const year = screen.getByRole('row', { name: /Yr/ });
    expect(year).toHaveTextContent('learned');
    expect(year).toHaveTextContent('60%, check');
    expect(within(screen.getByRole('row', { name: /Bldg Material/ })).getByRole('button', { name: /Read column/ })).toHaveTextContent(
      'Ignore',
    );
  });

  it('lists the ignored columns, the skipped sheets and counts the dropped rows, showing them on request', async () => {
    render(<MappingReview {...props()} />);
    const ignored = screen.getByRole('region', { name: 'Ignored columns' });
    expect(
      within(ignored)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Bldg Material']);
    expect(screen.getByRole('region', { name: 'Skipped sheets' })).toHaveTextContent('Cover: No table was found on this sheet');
    expect(screen.getByText('1 total or subtotal')).toBeInTheDocument();
    expect(screen.queryByText(/Total 1,750,000/)).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Show dropped rows' }));
    expect(screen.getByText(/Total 1,750,000/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Hide dropped rows' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('re-maps a column to a target or to Ignore from the keyboard', async () => {
    const onTargetChange = vi.fn();
    render(<MappingReview {...props({ onTargetChange })} />);
    screen.getByRole('button', { name: /Read column Bldg Material as/ }).focus();
    await userEvent.keyboard('{Enter}');
    await userEvent.click(screen.getByRole('option', { name: 'Construction Type' }));
    expect(onTargetChange).toHaveBeenCalledWith('material', 'constructionType');
    await userEvent.click(screen.getByRole('button', { name: /Read column Street as/ }));
    await userEvent.click(screen.getByRole('option', { name: 'Ignore' }));
    expect(onTargetChange).toHaveBeenCalledWith('street', null);
  });

  it('says when nothing was ignored or dropped', () => {
    render(<MappingReview {...props({ columns: [props().columns[0]!], dropped: [], droppedSummary: [], skipped: [] })} />);
    expect(screen.getByText('Every column is read.')).toBeInTheDocument();
    expect(screen.getByText('No rows were dropped.')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Skipped sheets' })).toBeNull();
  });
});

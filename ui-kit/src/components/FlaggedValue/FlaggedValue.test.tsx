import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Table, type TableColumn } from '../Table/Table.tsx';
import { FlaggedValue } from './FlaggedValue.tsx';

interface Row {
  id: string;
  address: string;
  city: string;
}
const columns: TableColumn<Row>[] = [
  { id: 'address', header: 'Address', isRowHeader: true },
  {
    id: 'city',
    header: 'City',
    cell: (row) => (
      <FlaggedValue note="needs review" details="Sheet SOV, row 5">
        {row.city}
      </FlaggedValue>
    ),
  },
];

describe('FlaggedValue', () => {
  it('as a note, explains a value on focus without marking it for a check', async () => {
    render(
      <FlaggedValue tone="note" note="decoded from a code" details="Written as “5050” (OED construction code)">
        Wood, Wood frame
      </FlaggedValue>,
    );
    await userEvent.tab();
    const value = document.activeElement as HTMLElement;
    expect(value).toHaveTextContent('Wood, Wood frame (decoded from a code)');
    expect(value).not.toHaveAttribute('data-flagged');
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Written as “5050” (OED construction code)');
  });

  it('takes keyboard focus and is described by its details', async () => {
    render(
      <FlaggedValue note="needs review" details="Sheet SOV, row 5">
        Boston
      </FlaggedValue>,
    );
    await userEvent.tab();
    const value = document.activeElement as HTMLElement;
    expect(value).toHaveTextContent('Boston (needs review)');
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Sheet SOV, row 5');
    expect(value).toHaveAccessibleDescription('Sheet SOV, row 5');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  it('is reached in a table row with the arrow keys, and tells its details there', async () => {
    render(
      <Table aria-label="Locations" columns={columns} rows={[{ id: '1', address: '1 Main St', city: 'Boston' }]} onRowAction={() => {}} />,
    );
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    expect(document.activeElement).toHaveTextContent('Boston (needs review)');
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Sheet SOV, row 5');
  });
});

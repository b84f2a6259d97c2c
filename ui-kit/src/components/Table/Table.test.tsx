import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Table, type TableColumn } from './Table.tsx';
import { filterRows, sortRows } from './filterRows.ts';

interface Location {
  id: string;
  address: string;
  city: string;
  stories: number;
}

const columns: TableColumn<Location>[] = [
  { id: 'address', header: 'Address', isSortable: true },
  { id: 'city', header: 'City', isSortable: true },
  { id: 'stories', header: 'Stories', isSortable: true, sortValue: (r) => r.stories, align: 'end' },
];

const rows: Location[] = [
  { id: '1', address: '1 Main St', city: 'Springfield', stories: 3 },
  { id: '2', address: '22 Oak Ave', city: 'Shelbyville', stories: 12 },
  { id: '3', address: '5 Elm Rd', city: 'Capital City', stories: 1 },
];

const bodyRows = () => screen.getAllByRole('row').slice(1);
const firstCells = () => bodyRows().map((r) => within(r).getAllByRole('rowheader')[0]!.textContent);

describe('Table', () => {
  it('renders a grid with column headers and rows', () => {
    render(<Table aria-label="Commercial Properties" columns={columns} rows={rows} />);
    const grid = screen.getByRole('grid', { name: 'Commercial Properties' });
    expect(within(grid).getAllByRole('columnheader').map((c) => c.textContent)).toEqual(['Address', 'City', 'Stories']);
    expect(bodyRows()).toHaveLength(3);
  });

  it('shows the empty text when there are no rows', () => {
    render(<Table aria-label="Submissions" columns={columns} rows={[]} emptyText="No submissions found" />);
    expect(screen.getByText('No submissions found')).toBeInTheDocument();
  });

  it('sorts by a column when its header is clicked, and reverses on a second click', async () => {
    render(<Table aria-label="Locations" columns={columns} rows={rows} />);
    await userEvent.click(screen.getByRole('columnheader', { name: 'Stories' }));
    expect(firstCells()).toEqual(['5 Elm Rd', '1 Main St', '22 Oak Ave']);
    await userEvent.click(screen.getByRole('columnheader', { name: 'Stories' }));
    expect(firstCells()).toEqual(['22 Oak Ave', '1 Main St', '5 Elm Rd']);
    expect(screen.getByRole('columnheader', { name: 'Stories' })).toHaveAttribute('aria-sort', 'descending');
  });

  it('filters rows by a case-insensitive substring of any displayed cell and counts rows shown', async () => {
    render(<Table title="Commercial Properties" columns={columns} rows={rows} searchable />);
    expect(screen.getByTestId('table-row-count')).toHaveTextContent('3 rows shown');
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search Commercial Properties' }), 'CITY');
    expect(firstCells()).toEqual(['5 Elm Rd']);
    expect(screen.getByTestId('table-row-count')).toHaveTextContent('1 row shown');
  });

  it('says so when a search matches nothing', async () => {
    render(<Table aria-label="Locations" columns={columns} rows={rows} searchable noResultsText="Nothing matches" />);
    await userEvent.type(screen.getByRole('searchbox'), 'zzz');
    expect(screen.getByText('Nothing matches')).toBeInTheDocument();
    expect(screen.getByTestId('table-row-count')).toHaveTextContent('0 rows shown');
  });

  it('calls onRowAction with the clicked row', async () => {
    const onRowAction = vi.fn();
    render(<Table aria-label="Locations" columns={columns} rows={rows} onRowAction={onRowAction} />);
    await userEvent.click(screen.getByText('22 Oak Ave'));
    expect(onRowAction).toHaveBeenCalledWith(rows[1]);
  });

  it('opens a row with Enter after moving to it with the arrow keys', async () => {
    const onRowAction = vi.fn();
    render(<Table aria-label="Locations" columns={columns} rows={rows} onRowAction={onRowAction} />);
    await userEvent.tab();
    expect(bodyRows()[0]).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(onRowAction).toHaveBeenCalledWith(rows[1]);
  });

  it('selects rows with checkboxes, including select all', async () => {
    const onSelectionChange = vi.fn();
    render(<Table aria-label="Submissions" columns={columns} rows={rows} selectionMode="multiple" onSelectionChange={onSelectionChange} />);
    const boxes = screen.getAllByRole('checkbox');
    expect(boxes).toHaveLength(4);
    await userEvent.click(boxes[2]!);
    expect([...(onSelectionChange.mock.calls.at(-1)![0] as Set<string>)]).toEqual(['2']);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select All' }));
    expect(onSelectionChange.mock.calls.at(-1)![0]).toBe('all');
  });

  it('renders custom cells', () => {
    render(
      <Table
        aria-label="Locations"
        columns={[{ id: 'address', header: 'Address', cell: (r: Location) => <strong>{r.address.toUpperCase()}</strong> }]}
        rows={rows}
      />,
    );
    expect(screen.getByText('1 MAIN ST').tagName).toBe('STRONG');
  });

  it('shows a loading state', () => {
    render(<Table aria-label="Submissions" columns={columns} rows={rows} isLoading loadingText="Loading submissions" />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading submissions');
  });
});

describe('filterRows and sortRows', () => {
  it('keep every row for a blank query', () => {
    expect(filterRows(rows, '  ', (r) => [r.city])).toHaveLength(3);
  });

  it('sort numbers numerically and put blanks last', () => {
    const data = [{ v: 10 }, { v: null }, { v: 9 }];
    expect(sortRows(data, (r) => r.v, 'ascending').map((r) => r.v)).toEqual([9, 10, null]);
    expect(sortRows(data, (r) => r.v, 'descending').map((r) => r.v)).toEqual([10, 9, null]);
  });

  it('filter 10,000 rows in well under a frame budget', () => {
    const many = Array.from({ length: 10_000 }, (_, i) => ({ id: String(i), name: `Client ${i}`, city: i % 2 ? 'Leeds' : 'York' }));
    const started = performance.now();
    const result = filterRows(many, 'client 99', (r) => [r.name, r.city]);
    expect(performance.now() - started).toBeLessThan(100);
    expect(result.length).toBe(111);
  });
});

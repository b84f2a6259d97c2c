import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider } from 'react-aria-components';
import { Button } from '../Button/Button.tsx';
import { Link } from '../Link/Link.tsx';
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

/** The columns and an Actions column of two buttons per row; pressing Send records the row's id in `sent`. */
const actionColumns = (sent: string[]): TableColumn<Location>[] => [
  ...columns,
  {
    id: 'actions',
    header: 'Actions',
    hideHeader: true,
    cell: (r) => (
      <>
        <Button size="sm" onPress={() => sent.push(r.id)}>
          Send {r.address}
        </Button>
        <Button size="sm">Chase {r.address}</Button>
      </>
    ),
  },
];

/** The columns, a text box per row, then a button. */
const fieldColumns: TableColumn<Location>[] = [
  ...columns,
  { id: 'note', header: 'Note', cell: (r) => <input aria-label={`Note on ${r.address}`} /> },
  { id: 'actions', header: 'Actions', hideHeader: true, cell: (r) => <Button size="sm">Send {r.address}</Button> },
];

const bodyRows = () => screen.getAllByRole('row').slice(1);
const firstCells = () => bodyRows().map((r) => within(r).getAllByRole('rowheader')[0]!.textContent);

describe('Table', () => {
  it('renders a grid with column headers and rows', () => {
    render(<Table aria-label="Commercial Properties" columns={columns} rows={rows} />);
    const grid = screen.getByRole('grid', { name: 'Commercial Properties' });
    expect(
      within(grid)
        .getAllByRole('columnheader')
        .map((c) => c.textContent),
    ).toEqual(['Address', 'City', 'Stories']);
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

  it("reaches a row's buttons with Tab from the row, and leaves the table after the last, arrow keys still moving between rows", async () => {
    const sent: string[] = [];
    const withActions = actionColumns(sent);
    render(
      <>
        <Table aria-label="Markets" columns={withActions} rows={rows} onRowAction={() => {}} />
        <button type="button">After</button>
      </>,
    );
    await userEvent.tab();
    expect(bodyRows()[0]).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(bodyRows()[1]).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Send 22 Oak Ave' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(sent).toEqual(['2']);
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Chase 22 Oak Ave' })).toHaveFocus();
    await userEvent.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Send 22 Oak Ave' })).toHaveFocus();
    await userEvent.tab();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'After' })).toHaveFocus();
  });

  it('leaves Tab inside a field in a row to the field, so leaving the field is what Tab does there', async () => {
    render(<Table aria-label="Markets" columns={fieldColumns} rows={rows} onRowAction={() => {}} />);
    const note = screen.getByRole('textbox', { name: 'Note on 1 Main St' });
    note.focus();
    const tab = new KeyboardEvent('keydown', { key: 'Tab', bubbles: true, cancelable: true });
    note.dispatchEvent(tab);
    expect(tab.defaultPrevented).toBe(false);
  });

  it("opens the row's own link on Enter when it has no action, even with row selection", async () => {
    const navigate = vi.fn();
    const linked: TableColumn<Location>[] = [
      { id: 'address', header: 'Address', cell: (r) => <Link href={`/locations/${r.id}`}>{r.address}</Link> },
      ...columns.slice(1),
    ];
    render(
      <RouterProvider navigate={navigate}>
        <Table aria-label="Locations" columns={linked} rows={rows} selectionMode="multiple" />
      </RouterProvider>,
    );
    act(() => bodyRows()[1]!.focus());
    await userEvent.keyboard('{Enter}');
    expect(navigate).toHaveBeenCalledWith('/locations/2', undefined);
    expect(bodyRows()[1]).toHaveAttribute('aria-selected', 'false');
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

describe('Table, virtualised', () => {
  const many: Location[] = Array.from({ length: 1000 }, (_, i) => ({
    id: String(i + 1),
    address: `${i + 1} Long Road`,
    city: i % 2 ? 'Leeds' : 'York',
    stories: i % 10,
  }));
  // jsdom lays nothing out: give the grid (the scroll area) a height of ten rows.
  const height = (element: HTMLElement) => (element.getAttribute('role') === 'grid' ? 480 : 0);
  const spies: { mockRestore: () => void }[] = [];
  beforeAll(() => {
    spies.push(
      vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockImplementation(function (this: HTMLElement) {
        return height(this);
      }),
    );
    spies.push(
      vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockImplementation(function (this: HTMLElement) {
        return height(this);
      }),
    );
    spies.push(vi.spyOn(HTMLElement.prototype, 'offsetWidth', 'get').mockReturnValue(800));
  });
  afterAll(() => {
    for (const spy of spies) spy.mockRestore();
  });

  const grid = () => screen.getByRole('grid');
  const rowIndexes = () => bodyRows().map((r) => Number(r.getAttribute('aria-rowindex')));
  const focusedRowIndex = () => Number((document.activeElement as HTMLElement).closest('[role="row"]')!.getAttribute('aria-rowindex'));
  const tabStops = () => grid().querySelectorAll('[tabindex="0"]').length;

  it('renders only the rows in view as an ARIA grid with row and column counts', () => {
    render(<Table title="Locations" columns={columns} rows={many} selectionMode="multiple" />);
    expect(grid()).toHaveAccessibleName('Locations');
    expect(grid()).toHaveAttribute('aria-rowcount', '1001');
    expect(grid()).toHaveAttribute('aria-colcount', '4');
    expect(grid()).toHaveAttribute('aria-multiselectable', 'true');
    expect(
      within(grid())
        .getAllByRole('columnheader')
        .map((c) => c.textContent),
    ).toEqual(['', 'Address', 'City', 'Stories']);
    expect(bodyRows().length).toBeLessThan(30);
    expect(rowIndexes()[0]).toBe(2);
    expect(bodyRows()[0]).toHaveAttribute('aria-selected', 'false');
    expect(within(bodyRows()[0]!).getByRole('rowheader')).toHaveTextContent('1 Long Road');
    expect(screen.getAllByRole('gridcell').length).toBeGreaterThan(0);
  });

  it("holds a plain text cell's text in the cell itself, in full in its title, and a row's checkbox straight in its cell", () => {
    render(<Table aria-label="Locations" columns={columns} rows={many} selectionMode="multiple" />);
    const row = bodyRows()[0]!;
    const header = within(row).getByRole('rowheader');
    expect(header).toHaveTextContent('1 Long Road');
    expect(header).toHaveAttribute('title', '1 Long Road');
    expect(header.childElementCount).toBe(0);
    const checkbox = within(row).getByRole('checkbox', { name: 'Select 1 Long Road' });
    expect(checkbox.parentElement).toHaveAttribute('role', 'gridcell');
  });

  it('moves between rows and cells with the arrow, Home, End and Page keys, keeping one tab stop', async () => {
    render(<Table aria-label="Locations" columns={columns} rows={many} />);
    expect(tabStops()).toBe(1);
    await userEvent.tab();
    expect(bodyRows()[0]).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    expect(focusedRowIndex()).toBe(4);
    await userEvent.keyboard('{ArrowRight}');
    expect(document.activeElement).toHaveAttribute('role', 'rowheader');
    expect(document.activeElement).toHaveTextContent('3 Long Road');
    await userEvent.keyboard('{ArrowRight}');
    expect(document.activeElement).toHaveTextContent(/^(Leeds|York)$/);
    await userEvent.keyboard('{End}');
    expect(document.activeElement).toHaveTextContent('2');
    await userEvent.keyboard('{Home}{ArrowLeft}');
    expect(document.activeElement).toHaveAttribute('role', 'row');
    await userEvent.keyboard('{PageDown}');
    expect(focusedRowIndex()).toBeGreaterThan(8);
    await userEvent.keyboard('{Control>}{End}{/Control}');
    expect(focusedRowIndex()).toBe(1001);
    expect(document.activeElement).toHaveTextContent('1000 Long Road');
    await userEvent.keyboard('{ArrowDown}');
    expect(focusedRowIndex()).toBe(1001);
    await userEvent.keyboard('{Control>}{Home}{/Control}');
    expect(focusedRowIndex()).toBe(2);
    expect(tabStops()).toBe(1);
    await userEvent.keyboard('{ArrowRight}{ArrowUp}');
    expect(document.activeElement).toHaveAttribute('role', 'columnheader');
    expect(tabStops()).toBe(1);
  });

  it("reaches a row's buttons with Tab from the row, and leaves the grid after the last, arrow keys still moving between rows", async () => {
    const sent: string[] = [];
    const withActions = actionColumns(sent);
    render(
      <>
        <Table aria-label="Markets" columns={withActions} rows={many} selectionMode="multiple" onRowAction={() => {}} />
        <button type="button">After</button>
      </>,
    );
    await userEvent.tab();
    expect(bodyRows()[0]).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(focusedRowIndex()).toBe(3);
    await userEvent.tab();
    // The row's checkbox is a stop too, and Tab goes on from it rather than leaving as from a text box.
    expect(screen.getByRole('checkbox', { name: 'Select 2 Long Road' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Send 2 Long Road' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(sent).toEqual(['2']);
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Chase 2 Long Road' })).toHaveFocus();
    expect(tabStops()).toBe(1);
    await userEvent.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Send 2 Long Road' })).toHaveFocus();
    await userEvent.tab({ shift: true });
    await userEvent.tab({ shift: true });
    expect(bodyRows()[1]).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(focusedRowIndex()).toBe(4);
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Chase 3 Long Road' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'After' })).toHaveFocus();
  });

  it('leaves Tab inside a field in a row of the grid to the field', () => {
    render(<Table aria-label="Markets" columns={fieldColumns} rows={many} onRowAction={() => {}} />);
    const note = screen.getByRole('textbox', { name: 'Note on 1 Long Road' });
    act(() => note.focus());
    const tab = new KeyboardEvent('keydown', { key: 'Tab', bubbles: true, cancelable: true });
    note.dispatchEvent(tab);
    expect(tab.defaultPrevented).toBe(false);
  });

  it('keeps the focused row rendered after scrolling far away from it', async () => {
    render(<Table aria-label="Locations" columns={columns} rows={many} />);
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}');
    Object.defineProperty(grid(), 'scrollTop', { configurable: true, writable: true, value: 20_000 });
    fireEvent.scroll(grid());
    await vi.waitFor(() => expect(rowIndexes()).toContain(460));
    expect(rowIndexes()).toContain(3);
    expect(focusedRowIndex()).toBe(3);
  });

  it('puts its rows back in row order for assistive technology once scrolling stops', async () => {
    render(<Table aria-label="Locations" columns={columns} rows={many} />);
    for (const top of [44 * 7, 44 * 15, 44 * 24]) {
      Object.defineProperty(grid(), 'scrollTop', { configurable: true, writable: true, value: top });
      fireEvent.scroll(grid());
    }
    await vi.waitFor(() => expect(rowIndexes()).toContain(30));
    // While scrolling, rows that come into view take over the elements of rows that left, wherever they are.
    const sorted = () => [...rowIndexes()].sort((a, b) => a - b);
    expect(rowIndexes()).not.toEqual(sorted());
    await vi.waitFor(() => expect(rowIndexes()).toEqual(sorted()), { timeout: 2000 });
    expect(within(bodyRows()[0]!).getByRole('rowheader')).toHaveTextContent(`${rowIndexes()[0]! - 1} Long Road`);
  });

  it('puts its tab stop on the first row in view until the user moves it', async () => {
    render(<Table aria-label="Locations" columns={columns} rows={many} />);
    Object.defineProperty(grid(), 'scrollTop', { configurable: true, writable: true, value: 44 * 50 });
    fireEvent.scroll(grid());
    await vi.waitFor(() => expect(grid().querySelector('[tabindex="0"]')).toHaveAttribute('aria-rowindex', '52'));
    await userEvent.tab();
    expect(focusedRowIndex()).toBe(52);
    expect(tabStops()).toBe(1);
  });

  it('opens a row with a click or Enter, but not from a link inside it', async () => {
    const onRowAction = vi.fn();
    const withLink: TableColumn<Location>[] = [
      { id: 'address', header: 'Address', cell: (r) => <a href={`#${r.id}`}>{r.address}</a> },
      ...columns.slice(1),
    ];
    render(<Table aria-label="Locations" columns={withLink} rows={many} onRowAction={onRowAction} />);
    await userEvent.click(screen.getByText('2 Long Road'));
    expect(onRowAction).not.toHaveBeenCalled();
    await userEvent.click(within(bodyRows()[2]!).getAllByRole('gridcell')[0]!);
    expect(onRowAction).toHaveBeenLastCalledWith(many[2]);
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(onRowAction).toHaveBeenLastCalledWith(many[3]);
    // A cell holding one link hands focus to the link; the link keeps out of the tab order.
    await userEvent.keyboard('{ArrowLeft}{Home}');
    expect(screen.getByRole('link', { name: '4 Long Road' })).toHaveFocus();
    expect(screen.getByRole('link', { name: '5 Long Road' })).toHaveAttribute('tabindex', '-1');
    expect(tabStops()).toBe(1);
  });

  it("opens the row's own link on Enter when it has no action", async () => {
    const opened = vi.fn();
    const withLink: TableColumn<Location>[] = [
      {
        id: 'address',
        header: 'Address',
        cell: (r) => (
          <a
            href={`#${r.id}`}
            onClick={(e) => {
              e.preventDefault();
              opened(r.id);
            }}
          >
            {r.address}
          </a>
        ),
      },
      ...columns.slice(1),
    ];
    render(<Table aria-label="Locations" columns={withLink} rows={many} selectionMode="multiple" />);
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(opened).toHaveBeenCalledWith(many[1]!.id);
  });

  it('selects rows with their checkboxes and Space, and all of them from the heading', async () => {
    const onSelectionChange = vi.fn();
    render(<Table aria-label="Locations" columns={columns} rows={many} selectionMode="multiple" onSelectionChange={onSelectionChange} />);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select 2 Long Road' }));
    expect([...(onSelectionChange.mock.calls.at(-1)![0] as Set<string>)]).toEqual(['2']);
    expect(bodyRows()[1]).toHaveAttribute('aria-selected', 'true');
    const all = screen.getByRole('checkbox', { name: 'Select All' });
    expect((all as HTMLInputElement).indeterminate).toBe(true);
    // Focus stays on the checkbox clicked: from there to the next row, then Space.
    await userEvent.keyboard('{ArrowLeft}{ArrowDown} ');
    expect([...(onSelectionChange.mock.calls.at(-1)![0] as Set<string>)]).toEqual(['2', '3']);
    expect(bodyRows()[2]).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(all);
    expect(onSelectionChange.mock.calls.at(-1)![0]).toBe('all');
    expect(all).toBeChecked();
    expect(bodyRows().every((r) => r.getAttribute('aria-selected') === 'true')).toBe(true);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select 1 Long Road' }));
    expect((onSelectionChange.mock.calls.at(-1)![0] as Set<string>).size).toBe(999);
    await userEvent.click(all);
    expect(onSelectionChange.mock.calls.at(-1)![0]).toBe('all');
    await userEvent.click(all);
    expect([...(onSelectionChange.mock.calls.at(-1)![0] as Set<string>)]).toEqual([]);
  });

  it('shows the selection the caller controls', () => {
    const { rerender } = render(
      <Table aria-label="Locations" columns={columns} rows={many} selectionMode="multiple" selectedKeys={new Set(['3'])} />,
    );
    expect(bodyRows()[2]).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('checkbox', { name: 'Select 3 Long Road' })).toBeChecked();
    rerender(<Table aria-label="Locations" columns={columns} rows={many} selectionMode="multiple" selectedKeys="all" />);
    expect(screen.getByRole('checkbox', { name: 'Select All' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Select 1 Long Road' })).toBeChecked();
  });

  it('sorts from a heading with a click or Enter, and says so with aria-sort', async () => {
    render(<Table aria-label="Locations" columns={columns} rows={many} />);
    const stories = screen.getByRole('columnheader', { name: 'Stories' });
    expect(stories).toHaveAttribute('aria-sort', 'none');
    await userEvent.click(stories);
    expect(stories).toHaveAttribute('aria-sort', 'ascending');
    expect(bodyRows()[0]).toHaveTextContent('1 Long Road');
    await userEvent.keyboard('{Enter}');
    expect(stories).toHaveAttribute('aria-sort', 'descending');
    expect(bodyRows()[0]).toHaveTextContent('10 Long Road');
  });

  it('shows the empty, no-results and loading states inside the grid', async () => {
    const { rerender } = render(<Table aria-label="Locations" columns={columns} rows={many} searchable noResultsText="Nothing matches" />);
    await userEvent.type(screen.getByRole('searchbox'), 'zzz');
    expect(within(grid()).getByText('Nothing matches')).toBeInTheDocument();
    rerender(<Table aria-label="Locations" columns={columns} rows={[]} virtualized emptyText="No locations" />);
    expect(within(grid()).getByText('No locations')).toBeInTheDocument();
    rerender(<Table aria-label="Locations" columns={columns} rows={many} isLoading loadingText="Loading locations" />);
    expect(within(grid()).getByRole('status')).toHaveTextContent('Loading locations');
  });

  it('hands the same row elements on to the rows scrolling into view, mounting and dropping none', async () => {
    render(<Table aria-label="Locations" columns={columns} rows={many} />);
    const first = new Set(bodyRows());
    for (let top = 400; top <= 8000; top += 400) {
      Object.defineProperty(grid(), 'scrollTop', { configurable: true, writable: true, value: top });
      fireEvent.scroll(grid());
      await vi.waitFor(() => expect(rowIndexes()).toContain(Math.floor(top / 44) + 2));
      expect(bodyRows().filter((row) => !first.has(row))).toEqual([]);
      expect(bodyRows()).toHaveLength(first.size);
    }
  });

  it('keeps the element ids of a row handed on to another row, whose heading still names it', async () => {
    render(<Table aria-label="Locations" columns={columns} rows={many} selectionMode="multiple" />);
    const labels = new Map(bodyRows().map((row) => [row, row.getAttribute('aria-labelledby')]));
    Object.defineProperty(grid(), 'scrollTop', { configurable: true, writable: true, value: 2000 });
    fireEvent.scroll(grid());
    await vi.waitFor(() => expect(rowIndexes()).toContain(Math.floor(2000 / 44) + 2));
    for (const row of bodyRows()) {
      expect(labels.has(row)).toBe(true);
      expect(row.getAttribute('aria-labelledby')).toBe(labels.get(row));
      const heading = document.getElementById(labels.get(row)!);
      expect(heading).toHaveAttribute('role', 'rowheader');
      expect(row.contains(heading)).toBe(true);
    }
  });

  it('renders only the rows that scroll into view and re-renders only the rows whose selection changes', async () => {
    const renders = new Map<string, number>();
    const counted: TableColumn<Location>[] = [
      {
        id: 'address',
        header: 'Address',
        cell: (r) => {
          renders.set(r.id, (renders.get(r.id) ?? 0) + 1);
          return r.address;
        },
      },
      ...columns.slice(1),
    ];
    render(<Table aria-label="Locations" columns={counted} rows={many} selectionMode="multiple" />);
    const before = new Set(renders.keys());
    Object.defineProperty(grid(), 'scrollTop', { configurable: true, writable: true, value: 44 * 8 });
    fireEvent.scroll(grid());
    await vi.waitFor(() => expect(renders.size).toBeGreaterThan(before.size));
    expect([...renders.values()].every((n) => n === 1)).toBe(true);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select 5 Long Road' }));
    expect(renders.get('5')).toBe(2);
    expect([...renders.entries()].filter(([id, n]) => id !== '5' && n !== 1)).toEqual([]);
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

import type { Story, StoryDefault } from '@ladle/react';
import { useState } from 'react';
import { Button } from '../Button/Button.tsx';
import { Link } from '../Link/Link.tsx';
import { Badge } from '../Badge/Badge.tsx';
import type { Tone } from '../../theme/tokens.ts';
import { wide } from '../../stories/layout.css.ts';
import { Table, type TableColumn } from './Table.tsx';

export default { title: 'Table' } satisfies StoryDefault;

interface SubmissionRow {
  id: string;
  submissionId: string;
  isNew: boolean;
  client: string;
  status: { label: string; tone: Tone };
  score: number;
  rating: { label: string; tone: Tone };
  due: string;
}

/** The catalogue's own sample values: a screen decides what its statuses are called and how they look. */
const statuses: { label: string; tone: Tone }[] = [
  { label: 'Open', tone: 'blue' },
  { label: 'Working', tone: 'orange' },
  { label: 'Checking', tone: 'purple' },
  { label: 'Done', tone: 'green' },
  { label: 'Stopped', tone: 'red' },
];
const ratings: { label: string; tone: Tone }[] = [
  { label: 'High', tone: 'green' },
  { label: 'Medium', tone: 'yellow' },
  { label: 'Low', tone: 'red' },
];
const clients = ['Acme Manufacturing', 'Northwind Logistics', 'Contoso Foods', 'Globex Retail', 'Initech Storage'];

const makeRows = (n: number): SubmissionRow[] =>
  Array.from({ length: n }, (_, i) => ({
    id: String(i + 1),
    submissionId: `SUB-${String(i + 1).padStart(5, '0')}`,
    isNew: i % 7 === 0,
    client: `${clients[i % clients.length]} ${Math.floor(i / clients.length) + 1}`,
    status: statuses[i % statuses.length]!,
    score: 40 + ((i * 17) % 60),
    rating: ratings[i % ratings.length]!,
    due: `2025-0${(i % 9) + 1}-1${i % 10}`,
  }));

const columns: TableColumn<SubmissionRow>[] = [
  {
    id: 'submissionId',
    header: 'Submission ID',
    isSortable: true,
    cell: (r) => (
      <span style={{ display: 'inline-flex', gap: '0.5rem', alignItems: 'center' }}>
        <Link href={`#/submissions/${r.id}`}>{r.submissionId}</Link>
        {r.isNew ? (
          <Badge tone="green" size="sm">
            New
          </Badge>
        ) : null}
      </span>
    ),
  },
  { id: 'client', header: 'Client', isSortable: true },
  {
    id: 'status',
    header: 'Status',
    isSortable: true,
    text: (r) => r.status.label,
    cell: (r) => (
      <Badge tone={r.status.tone} dot>
        {r.status.label}
      </Badge>
    ),
  },
  {
    id: 'rating',
    header: 'Rating',
    text: (r) => `${r.score} ${r.rating.label}`,
    sortValue: (r) => r.score,
    isSortable: true,
    cell: (r) => (
      <Badge tone={r.rating.tone} shape="rounded">
        {r.score} {r.rating.label}
      </Badge>
    ),
  },
  { id: 'due', header: 'Due Date', isSortable: true },
];

export const Default: Story = () => (
  <div className={wide}>
    <Table
      title="All Submissions"
      columns={columns}
      rows={makeRows(8)}
      selectionMode="multiple"
      actions={<Button size="sm">Create Submission</Button>}
    />
  </div>
);

export const Searchable: Story = () => {
  const [opened, setOpened] = useState<string>('none');
  return (
    <div className={wide}>
      <Table
        title="Commercial Properties"
        columns={columns}
        rows={makeRows(12)}
        searchable
        onRowAction={(r) => setOpened(r.submissionId)}
      />
      <p>Last opened row: {opened}</p>
    </div>
  );
};

export const Empty: Story = () => (
  <div className={wide}>
    <Table
      aria-label="Commercial Properties"
      columns={columns}
      rows={[]}
      searchable
      emptyText="No locations added yet. Upload documents or add locations manually."
    />
  </div>
);

export const Loading: Story = () => (
  <div className={wide}>
    <Table aria-label="Pending" columns={columns} rows={[]} isLoading loadingText="Loading submissions" />
  </div>
);

const many = makeRows(10_000);
export const TenThousandRows: Story = () => (
  <div className={wide}>
    <Table title="All Submissions" columns={columns} rows={many} searchable selectionMode="multiple" height="32rem" />
  </div>
);

const thousand = makeRows(1_000);
/** The virtualised grid: select with the checkboxes or Space, open a row with a click or Enter. */
export const ThousandRows: Story = () => {
  const [opened, setOpened] = useState<string>('none');
  const [selected, setSelected] = useState<'all' | Set<string | number>>(new Set());
  return (
    <div className={wide}>
      <Table
        title="All Submissions"
        columns={columns}
        rows={thousand}
        selectionMode="multiple"
        selectedKeys={selected}
        onSelectionChange={(keys) => setSelected(keys === 'all' ? 'all' : new Set(keys))}
        onRowAction={(r) => setOpened(r.submissionId)}
        height="32rem"
      />
      <p>
        Selected: {selected === 'all' ? 'all' : selected.size}. Last opened row: {opened}
      </p>
    </div>
  );
};

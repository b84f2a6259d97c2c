import type { Story, StoryDefault } from '@ladle/react';
import { useState } from 'react';
import { DownloadIcon } from '../../icons/Icon.tsx';
import { wide } from '../../stories/layout.css.ts';
import { Table, type TableColumn } from '../Table/Table.tsx';
import { CellButton, CellLink } from './CellControls.tsx';

export default { title: 'CellControls' } satisfies StoryDefault;

interface Row {
  id: string;
  name: string;
}

const rows: Row[] = Array.from({ length: 300 }, (_, i) => ({ id: `REF-${String(i + 1).padStart(4, '0')}`, name: `Record ${i + 1}` }));

/** A long virtualised table whose rows each hold a plain link and an icon button (arrow keys reach both). */
export const InAVirtualisedTable: Story = () => {
  const [last, setLast] = useState('none yet');
  const columns: TableColumn<Row>[] = [
    { id: 'id', header: 'Reference', isRowHeader: true, cell: (r) => <CellLink href={`#/records/${r.id}`}>{r.id}</CellLink> },
    { id: 'name', header: 'Name' },
    {
      id: 'actions',
      header: 'Actions',
      width: 80,
      cell: (r) => (
        <CellButton aria-label={`Download ${r.id}`} onPress={() => setLast(r.id)}>
          <DownloadIcon />
        </CellButton>
      ),
    },
  ];
  return (
    <div className={wide}>
      <p>Last download: {last}</p>
      <Table aria-label="Records" columns={columns} rows={rows} virtualized height="24rem" />
    </div>
  );
};

export const Alone: Story = () => (
  <p>
    <CellLink href="#/records/REF-0001">REF-0001</CellLink>{' '}
    <CellButton aria-label="Download REF-0001">
      <DownloadIcon />
    </CellButton>
  </p>
);

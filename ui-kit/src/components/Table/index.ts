export { Table, type TableProps, type TableColumn } from './Table.tsx';
export { filterRows, sortRows } from './filterRows.ts';

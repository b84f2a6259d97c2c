import { csvField, statusLabel, type CsvCell, type SubmissionListRow, type SubmissionView } from '@workbench/core';
import {
  assigneeLabel,
  priorityLabel,
  productLabel,
  ratingLabelName,
  submissionTypeLabel,
  transactionTypeLabel,
  yesNo,
} from '../format.ts';
import { downloadBlob } from './download.ts';

type Cell = CsvCell;

/** One CSV field: core's, the same the server's report downloads write. */
export { csvField };

export function toCsv(header: readonly string[], rows: readonly (readonly Cell[])[]): string {
  return `${[header, ...rows].map((row) => row.map(csvField).join(',')).join('\r\n')}\r\n`;
}

export const SUMMARY_COLUMNS = [
  'Submission ID',
  'New',
  'Transaction Type',
  'Priority',
  'Status',
  'Type',
  'Client',
  'Assigned To',
  'Product',
  'Rating Score',
  'Rating Label',
  'Due Date',
] as const;

/** A summary as a line of words a person reads: every code becomes its label, as on the screen. */
export function summaryRow(s: SubmissionListRow): Cell[] {
  return [
    s.submissionId,
    s.isNew ? 'Yes' : 'No',
    transactionTypeLabel(s.transactionType),
    priorityLabel(s.priority),
    statusLabel(s.status),
    submissionTypeLabel(s.type),
    s.client,
    assigneeLabel(s.assignedTo),
    productLabel(s.product),
    s.rating?.score,
    s.rating ? ratingLabelName(s.rating.label) : undefined,
    s.dueDate ? s.dueDate.slice(0, 10) : '',
  ];
}

/** The selected rows of the list, one line each. */
export function submissionsCsv(rows: readonly SubmissionListRow[]): string {
  return toCsv(SUMMARY_COLUMNS, rows.map(summaryRow));
}

/** One submission in full: its summary, then its property and vehicle schedules. */
export function submissionCsv(s: SubmissionView): string {
  const parts = [toCsv(SUMMARY_COLUMNS, [summaryRow(s)])];
  if (s.properties?.length) {
    parts.push(
      toCsv(
        [
          'Property',
          'Address',
          'City',
          'State',
          'Zip Code',
          'Year Built',
          'Construction',
          'Occupancy',
          'Square Footage',
          'Stories',
          'Sprinklered',
          'Ownership',
        ],
        s.properties.map((p) => [
          p.name,
          p.address,
          p.city,
          p.state,
          p.zipCode,
          p.yearBuilt,
          p.constructionType,
          p.occupancyType,
          p.squareFootage,
          p.stories,
          yesNo(p.sprinklered, ''),
          p.ownership,
        ]),
      ),
    );
  }
  if (s.vehicles?.length) {
    parts.push(
      toCsv(
        ['Fleet ID', 'Make', 'Model', 'Year', 'VIN', 'Value', 'Usage'],
        s.vehicles.map((v) => [v.fleetId, v.make, v.model, v.year, v.vin, v.value, v.usage]),
      ),
    );
  }
  return parts.join('\r\n');
}

/** Hands the text to the browser as a file download. A BOM makes Excel read the file as UTF-8. */
export function downloadCsv(filename: string, csv: string): void {
  downloadBlob(filename, new Blob(['\ufeff', csv], { type: 'text/csv;charset=utf-8' }));
}

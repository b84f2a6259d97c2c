import type * as v from 'valibot';
import type { ReportDownloadSchema } from './schemas.ts';

/**
 * The reports staff download. Each is a table of typed columns: a date column holds a calendar day, a
 * money column a number, so a spreadsheet can sort, sum and filter them rather than read them as text.
 */
export const REPORT_KINDS = ['bordereau', 'submissions', 'sla', 'audit'] as const;
export type ReportKind = (typeof REPORT_KINDS)[number];

export const REPORT_LABELS: Record<ReportKind, string> = {
  bordereau: 'Premium bordereau',
  submissions: 'Submissions register',
  sla: 'SLA report',
  audit: 'Audit extract',
};

export const REPORT_DESCRIPTIONS: Record<ReportKind, string> = {
  bordereau:
    'Policies incepting in a month, by carrier: policy, insured, period, premium and total insured value. Taxes, fees and commission are not recorded yet, so their columns are empty.',
  submissions: 'Every submission started in a period: client, product, status, owner, rating and due date.',
  sla: 'Submissions started in a period against their due dates: decided on time, late, open and on track, or overdue.',
  audit: 'Every history entry of submissions, claims and policies in a period: who did what, and when.',
};

export const REPORT_FORMATS = ['xlsx', 'csv'] as const;
export type ReportFormat = (typeof REPORT_FORMATS)[number];

/** The media type each format is sent as. */
export const REPORT_CONTENT_TYPES: Record<ReportFormat, string> = {
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  csv: 'text/csv; charset=utf-8',
};

/** How a column's cells are typed: text, a calendar day, a moment (date and time), money or a count. */
export type ColumnType = 'text' | 'date' | 'datetime' | 'money' | 'number';

export interface ReportColumn {
  header: string;
  type: ColumnType;
}

/** One cell: text, a number, a day ('YYYY-MM-DD'), a moment (ISO timestamp), or empty. */
export type ReportCell = string | number | null;

/** A report about to be written: its name, columns and the rows, read a batch at a time. */
export interface ReportOutput {
  kind: ReportKind;
  title: string;
  filename: string;
  columns: ReportColumn[];
  /** How many rows will follow, counted before they are read (for the download's progress). */
  rowCount: number;
  rows: AsyncIterable<ReportCell[][]>;
}

/** A report a person downloaded, for their workspace. */
export type ReportDownload = v.InferOutput<typeof ReportDownloadSchema>;

/** A bordereau line: a policy with the carrier that bound it. */
export interface BordereauLine {
  carrier: string | null;
  policyNumber: string;
  insured: string;
  product: string;
  effectiveDate: string;
  expirationDate: string;
  status: string;
  premium: number;
  /** What the bound terms added and earned; null where none was recorded. */
  taxes: number | null;
  fees: number | null;
  /** The broker's commission as a percentage of the premium. */
  commissionRate: number | null;
  submissionRef: string | null;
  /** The insured locations' total insured value in the default currency; null where none states one. */
  totalInsuredValue: number | null;
}

/** A submissions register (and SLA) line. */
export interface RegisterLine {
  submissionRef: string;
  client: string;
  product: string;
  transactionType: string | null;
  status: string;
  priority: string;
  assignedTo: string | null;
  createdBy: string | null;
  ratingScore: number;
  ratingLabel: string;
  dueDate: string | null;
  decidedAt: string | null;
  createdAt: string;
  updatedAt: string;
}

/** An audit line: one history entry of a submission, a claim or a policy. */
export interface AuditLine {
  date: string;
  user: string;
  action: string;
  details: string;
  /** Who a submission's entry was written for ('client' or 'staff'); null for claims and policies, which do not say. */
  audience: string | null;
  recordType: 'submission' | 'claim' | 'policy';
  /** SUB-..., CLM-... or the policy number. */
  recordRef: string;
  client: string;
}

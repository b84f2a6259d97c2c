import { AppError } from '../errors.ts';
import type { Clock } from '../shared/ports.ts';
import type { Actor } from '../use-case-deps.ts';
import { parseOrThrow } from '../shared/validation.ts';
import {
  PRIORITY_LABELS,
  PRODUCT_LABELS,
  RATING_LABEL_NAMES,
  TRANSACTION_TYPE_LABELS,
  type Priority,
  type Product,
  type RatingLabel,
  type SubmissionStatus,
  type TransactionType,
} from '../submissions/index.ts';
import { statusLabel } from '../submissions/index.ts';
import { commissionOf } from '../placement/index.ts';
import {
  REPORT_LABELS,
  type AuditLine,
  type BordereauLine,
  type RegisterLine,
  type ReportCell,
  type ReportColumn,
  type ReportDownload,
  type ReportFormat,
  type ReportKind,
  type ReportOutput,
} from './entities.ts';
import type { DayPeriod, ReportDownloadLog, ReportSource } from './ports.ts';
import { SLA_OUTCOME_LABELS, canRunReports, slaStanding } from './rules.ts';
import { ReportQuerySchema, monthPeriod } from './schemas.ts';

export interface ReportDeps {
  reports: ReportSource;
  downloads: ReportDownloadLog;
  clock: Clock;
}

const label = <K extends string>(labels: Record<K, string>, key: string | null): string | null =>
  key === null ? null : (labels[key as K] ?? key);

const BORDEREAU_COLUMNS: ReportColumn[] = [
  { header: 'Carrier', type: 'text' },
  { header: 'Policy number', type: 'text' },
  { header: 'Insured', type: 'text' },
  { header: 'Product', type: 'text' },
  { header: 'Period from', type: 'date' },
  { header: 'Period to', type: 'date' },
  { header: 'Policy status', type: 'text' },
  { header: 'Gross premium', type: 'money' },
  // A figure the bound terms did not record stays empty rather than show a made-up one.
  { header: 'Taxes', type: 'money' },
  { header: 'Fees', type: 'money' },
  { header: 'Commission', type: 'money' },
  { header: 'Submission', type: 'text' },
  { header: 'Total insured value', type: 'money' },
];
const bordereauRow = (l: BordereauLine): ReportCell[] => [
  l.carrier ?? 'No approved quote',
  l.policyNumber,
  l.insured,
  label(PRODUCT_LABELS, l.product),
  l.effectiveDate,
  l.expirationDate,
  l.status,
  l.premium,
  l.taxes,
  l.fees,
  commissionOf(l.premium, l.commissionRate),
  l.submissionRef,
  l.totalInsuredValue,
];

const REGISTER_COLUMNS: ReportColumn[] = [
  { header: 'Submission', type: 'text' },
  { header: 'Client', type: 'text' },
  { header: 'Product', type: 'text' },
  { header: 'Transaction type', type: 'text' },
  { header: 'Status', type: 'text' },
  { header: 'Priority', type: 'text' },
  { header: 'Assigned to', type: 'text' },
  { header: 'Created by', type: 'text' },
  { header: 'Rating score', type: 'number' },
  { header: 'Rating', type: 'text' },
  { header: 'Due date', type: 'date' },
  { header: 'Created (UTC)', type: 'datetime' },
  { header: 'Last updated (UTC)', type: 'datetime' },
  { header: 'Decided (UTC)', type: 'datetime' },
];
const registerRow = (l: RegisterLine): ReportCell[] => [
  l.submissionRef,
  l.client,
  label(PRODUCT_LABELS as Record<Product, string>, l.product),
  label(TRANSACTION_TYPE_LABELS as Record<TransactionType, string>, l.transactionType),
  statusLabel(l.status),
  label(PRIORITY_LABELS as Record<Priority, string>, l.priority),
  l.assignedTo,
  l.createdBy,
  l.ratingScore,
  label(RATING_LABEL_NAMES as Record<RatingLabel, string>, l.ratingLabel),
  l.dueDate,
  l.createdAt,
  l.updatedAt,
  l.decidedAt,
];

const SLA_COLUMNS: ReportColumn[] = [
  { header: 'Submission', type: 'text' },
  { header: 'Client', type: 'text' },
  { header: 'Status', type: 'text' },
  { header: 'Assigned to', type: 'text' },
  { header: 'Created', type: 'date' },
  { header: 'Due date', type: 'date' },
  { header: 'Decided', type: 'date' },
  { header: 'Days late', type: 'number' },
  { header: 'SLA', type: 'text' },
];
const slaRow =
  (now: Date) =>
  (l: RegisterLine): ReportCell[] => {
    const { outcome, daysLate } = slaStanding({ status: l.status as SubmissionStatus, dueDate: l.dueDate, decidedAt: l.decidedAt }, now);
    return [
      l.submissionRef,
      l.client,
      statusLabel(l.status),
      l.assignedTo,
      l.createdAt.slice(0, 10),
      l.dueDate,
      l.decidedAt ? l.decidedAt.slice(0, 10) : null,
      daysLate,
      SLA_OUTCOME_LABELS[outcome],
    ];
  };

const AUDIT_COLUMNS: ReportColumn[] = [
  { header: 'When (UTC)', type: 'datetime' },
  { header: 'Who', type: 'text' },
  { header: 'What', type: 'text' },
  { header: 'Details', type: 'text' },
  { header: 'Visible to', type: 'text' },
  { header: 'Record type', type: 'text' },
  { header: 'Record', type: 'text' },
  { header: 'Client', type: 'text' },
];
const RECORD_TYPES: Record<AuditLine['recordType'], string> = { submission: 'Submission', claim: 'Claim', policy: 'Policy' };
const auditRow = (l: AuditLine): ReportCell[] => [
  l.date,
  l.user,
  l.action,
  l.details,
  l.audience === null ? null : l.audience === 'client' ? 'Client and staff' : 'Staff only',
  RECORD_TYPES[l.recordType],
  l.recordRef,
  l.client,
];

async function* mapBatches<T>(batches: AsyncIterable<T[]>, toRow: (line: T) => ReportCell[]): AsyncIterable<ReportCell[][]> {
  for await (const batch of batches) yield batch.map(toRow);
}

const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 60);

/** Fails with `forbidden` for anyone who may not run reports (customers, accounts not yet approved). */
export function assertCanRunReports(actor: Actor): void {
  if (!canRunReports(actor)) throw AppError.forbidden();
}

/**
 * Prepares a report for download: checks who asks and the query, counts its rows, records the download in
 * the person's workspace and hands back the rows to be read a batch at a time. Fails with `forbidden`
 * (not staff) or `invalid` (a bad query).
 */
export const runReport =
  (deps: ReportDeps) =>
  async (actor: Actor, input: unknown): Promise<ReportOutput & { format: ReportFormat }> => {
    assertCanRunReports(actor);
    const query = parseOrThrow(ReportQuerySchema, input ?? {});
    const kind: ReportKind = query.kind;
    const format: ReportFormat = query.format ?? 'xlsx';
    let output: Omit<ReportOutput, 'kind' | 'title' | 'filename'>;
    let name: string;
    let params: Record<string, string>;
    if (kind === 'bordereau') {
      const month = query.month as string;
      const carrier = query.carrier ?? null;
      const period = monthPeriod(month);
      params = carrier ? { month, carrier } : { month };
      name = `premium-bordereau-${month}${carrier ? `-${slug(carrier)}` : ''}`;
      output = {
        columns: BORDEREAU_COLUMNS,
        rowCount: await deps.reports.countBordereau(period, carrier),
        rows: mapBatches(deps.reports.bordereau(period, carrier), bordereauRow),
      };
    } else {
      const period: DayPeriod = { from: query.from as string, to: query.to as string };
      params = { ...period };
      name = `${slug(REPORT_LABELS[kind])}-${period.from}-to-${period.to}`;
      if (kind === 'audit') {
        output = {
          columns: AUDIT_COLUMNS,
          rowCount: await deps.reports.countAudit(period),
          rows: mapBatches(deps.reports.audit(period), auditRow),
        };
      } else {
        const rowCount = await deps.reports.countRegister(period);
        output =
          kind === 'sla'
            ? { columns: SLA_COLUMNS, rowCount, rows: mapBatches(deps.reports.register(period), slaRow(deps.clock.now())) }
            : { columns: REGISTER_COLUMNS, rowCount, rows: mapBatches(deps.reports.register(period), registerRow) };
      }
    }
    const filename = `${name}.${format}`;
    await deps.downloads.record(actor.id, { kind, format, params, filename, downloadedAt: deps.clock.now().toISOString() });
    return { kind, format, title: REPORT_LABELS[kind], filename, ...output };
  };

/** The carriers a bordereau may be run for. Fails with `forbidden` for anyone who may not run reports. */
export const reportCarriers =
  (deps: Pick<ReportDeps, 'reports'>) =>
  async (actor: Actor): Promise<string[]> => {
    assertCanRunReports(actor);
    return deps.reports.carriers();
  };

/** The reports the person downloaded, newest first. */
export const recentDownloads =
  (deps: Pick<ReportDeps, 'downloads'>) =>
  async (actor: Actor, limit = 10): Promise<ReportDownload[]> => {
    assertCanRunReports(actor);
    return deps.downloads.recent(actor.id, limit);
  };

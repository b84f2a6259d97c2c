import * as v from 'valibot';
import { isCalendarDate, objectSchema } from '../shared/validation.ts';
import { queryValue } from '../shared/query.ts';
import { REPORT_FORMATS, REPORT_KINDS } from './entities.ts';

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;
const day = (name: string) => v.pipe(v.string(), v.check(isCalendarDate, `${name} must be a date (YYYY-MM-DD)`));

/**
 * GET /api/reports/{kind}: the bordereau is for a month ('YYYY-MM') and optionally one carrier; the other
 * reports for a period of days, both ends included.
 */
/** Whether a period runs forwards: its first day not after its last (an open end is in order). */
export function isPeriodInOrder(period: { from?: string | null; to?: string | null }): boolean {
  return !period.from || !period.to || period.from <= period.to;
}

/** Which report: a word of the path. */
export const ReportKindParamsSchema = objectSchema({
  kind: v.picklist(REPORT_KINDS, `kind must be one of ${REPORT_KINDS.join(', ')}`),
});

const REPORT_QUERY_FIELDS = {
  format: v.optional(queryValue('format', v.picklist(REPORT_FORMATS, `format must be one of ${REPORT_FORMATS.join(', ')}`)), 'xlsx'),
  month: queryValue('month', v.pipe(v.string(), v.regex(MONTH, 'month must be a month (YYYY-MM)'))),
  carrier: queryValue('carrier', v.pipe(v.string(), v.maxLength(200, 'carrier must be at most 200 characters'))),
  from: queryValue('from', day('from')),
  to: queryValue('to', day('to')),
};

/** A report's query as its caller writes it: the format, and the bordereau's month and carrier or the others' period. */
export const ReportFileQuerySchema = objectSchema(REPORT_QUERY_FIELDS);

export const ReportQuerySchema = v.pipe(
  objectSchema({ ...ReportKindParamsSchema.entries, ...REPORT_QUERY_FIELDS }),
  v.check((q) => q.kind !== 'bordereau' || !!q.month, 'month is required for the bordereau'),
  v.check((q) => q.kind === 'bordereau' || (!!q.from && !!q.to), 'from and to are required'),
  v.check((q) => isPeriodInOrder(q), 'from must not be after to'),
);
export type ReportQuery = v.InferOutput<typeof ReportQuerySchema>;

/** The first and last day of a month given as 'YYYY-MM'. */
export function monthPeriod(month: string): { from: string; to: string } {
  const m = MONTH.exec(month);
  if (!m) throw new RangeError(`Not a YYYY-MM month: ${month}`);
  const last = new Date(Date.UTC(Number(m[1]), Number(m[2]), 0)).getUTCDate();
  return { from: `${month}-01`, to: `${month}-${String(last).padStart(2, '0')}` };
}

// The reports' lists as the API answers them: the download type is read from these.

/** A report a person downloaded, for their workspace. */
export const ReportDownloadSchema = v.object({
  id: v.pipe(v.string(), v.uuid()),
  kind: v.picklist(REPORT_KINDS),
  format: v.picklist(REPORT_FORMATS),
  /** The query it was run with (month and carrier, or from and to), so it can be run again. */
  params: v.record(v.string(), v.string()),
  filename: v.string(),
  downloadedAt: v.pipe(v.string(), v.isoTimestamp()),
});

/** GET /api/reports/downloads: the person's latest downloads, newest first. */
export const ReportDownloadListSchema = v.array(ReportDownloadSchema);

/** GET /api/reports/carriers: the names of the carriers with bound quotes, for the bordereau. */
export const ReportCarriersSchema = v.array(v.string());

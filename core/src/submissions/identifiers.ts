/**
 * A submission's human id, 'SUB-2026-0042': the creation year and a per-year number of at least four
 * digits. Ids are stored and shown in upper case; text naming one may use any case.
 */
export const SUBMISSION_ID_PATTERN = /^SUB-(\d{4})-(\d{4,})$/i;

/** 'SUB-2026-0042' for year 2026, number 42. Fails with a RangeError for a year that is not four digits or a number below 1. */
export function formatSubmissionId(year: number, n: number): string {
  if (!Number.isInteger(year) || year < 1000 || year > 9999) throw new RangeError(`Not a four-digit year: ${year}`);
  if (!Number.isInteger(n) || n < 1) throw new RangeError(`Not a positive submission number: ${n}`);
  return `SUB-${year}-${String(n).padStart(4, '0')}`;
}

/** Whether `s` names a submission id, in any case, without surrounding spaces. */
export const isSubmissionId = (s: string): boolean => SUBMISSION_ID_PATTERN.test(s);

/** The parts of a submission id in any case, or null when `s` is not one. */
export function parseSubmissionId(s: string): { year: number; n: number } | null {
  const m = SUBMISSION_ID_PATTERN.exec(s);
  return m ? { year: Number(m[1]), n: Number(m[2]) } : null;
}

/** The stored form of a submission id given in any case and with spaces around it; null when it is not one. */
export function normalizeSubmissionId(s: string): string | null {
  const value = s.trim();
  return isSubmissionId(value) ? value.toUpperCase() : null;
}

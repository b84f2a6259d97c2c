import type { SubmissionStatus } from './entities.ts';
import { isOpenStatus } from './workflow.ts';

/**
 * When a new submission is due unless the broker says otherwise: a number of working days (Monday to
 * Friday) after the day it is started, so fresh work is not due the moment it exists.
 */
export const DEFAULT_DUE_WORKING_DAYS = 10;

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * The 'YYYY-MM-DD' date `days` working days after `from` (also 'YYYY-MM-DD'), skipping Saturdays and
 * Sundays: 1 working day after a Friday, a Saturday or a Sunday is the following Monday. Fails with a RangeError when `from` is not a date or `days` not a whole number of at least 0.
 */
export function addWorkingDays(from: string, days: number): string {
  const m = ISO_DAY.exec(from);
  if (!m) throw new RangeError(`Not a YYYY-MM-DD date: ${from}`);
  if (!Number.isInteger(days) || days < 0) throw new RangeError(`Not a whole number of working days: ${days}`);
  const date = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  let left = days;
  while (left > 0) {
    date.setUTCDate(date.getUTCDate() + 1);
    const weekday = date.getUTCDay();
    if (weekday !== 0 && weekday !== 6) left -= 1;
  }
  return date.toISOString().slice(0, 10);
}

/** The due date a new submission starts with: DEFAULT_DUE_WORKING_DAYS working days after `today`. */
export const defaultDueDate = (today: string, workingDays = DEFAULT_DUE_WORKING_DAYS): string => addWorkingDays(today, workingDays);

const DAY_MS = 86_400_000;

/** Midnight UTC of a 'YYYY-MM-DD' (or ISO timestamp) date; null when it is not a date. */
function utcDay(date: string): number | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(date);
  if (!m) return null;
  const t = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  return Number.isNaN(t) ? null : t;
}

/**
 * Whole calendar days from `now` to the due date: 0 when due today, negative when past; null
 * without a due date. Days are counted on UTC dates so the answer is the same on every server.
 */
export function daysUntilDue(dueDate: string | null | undefined, now: Date): number | null {
  if (!dueDate) return null;
  const due = utcDay(dueDate);
  if (due === null) return null;
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return Math.round((due - today) / DAY_MS);
}

/** Past its due date and, when the status is given, still open (a decided submission is never overdue). */
export function isOverdue(dueDate: string | null | undefined, now: Date, status?: SubmissionStatus): boolean {
  if (status && !isOpenStatus(status)) return false;
  const days = daysUntilDue(dueDate, now);
  return days !== null && days < 0;
}

/**
 * A word for a due date a person chose that is already past, so a mistyped year (2023 for 2026) is seen
 * before it is saved; null for today, a day ahead or no date.
 */
export function pastDueDateWarning(dueDate: string | null | undefined, now: Date): string | null {
  const days = daysUntilDue(dueDate, now);
  if (days === null || days >= 0) return null;
  const ago = -days;
  const span = ago >= 365 ? `${Math.floor(ago / 365)} year${ago >= 730 ? 's' : ''}` : `${ago} day${ago === 1 ? '' : 's'}`;
  return `This due date is in the past (${span} ago). Check the year.`;
}

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

const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 2, minimumFractionDigits: 0 });
const whole = new Intl.NumberFormat('en-US');

export const NOT_AVAILABLE = 'Not available';

/** '$148,000' (spec: dollar values); missing values read 'Not available'. */
export const formatMoney = (value: number | null | undefined) =>
  value === null || value === undefined ? NOT_AVAILABLE : money.format(value);
export const formatSquareFeet = (value: number | null | undefined) =>
  value === null || value === undefined ? NOT_AVAILABLE : `${whole.format(value)} sq ft`;
export const orNotAvailable = (value: string | number | null | undefined) =>
  value === null || value === undefined || value === '' ? NOT_AVAILABLE : String(value);
export const yesNo = (value: boolean | null | undefined) => (value === null || value === undefined ? NOT_AVAILABLE : value ? 'Yes' : 'No');

export function formatBytes(size: number): string {
  if (size < 1024) return `${size} B`;
  if (size < 1024 * 1024) return `${(size / 1024).toFixed(1)} KB`;
  return `${(size / (1024 * 1024)).toFixed(1)} MB`;
}

/** 'Due today', '3 days left' or 'Overdue by 2 days', for core's whole-day count to a due date. */
export function dueText(days: number): string {
  if (days === 0) return 'Due today';
  if (days > 0) return `${days} ${days === 1 ? 'day' : 'days'} left`;
  return `Overdue by ${-days} ${days === -1 ? 'day' : 'days'}`;
}

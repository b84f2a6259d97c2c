import {
  DEFAULT_CURRENCY,
  formatMoney as statedMoney,
  formatVehicleValue as vehicleValueOf,
  PRIORITY_LABELS,
  PRODUCT_LABELS,
  RATING_LABEL_NAMES,
  TRANSACTION_TYPE_LABELS,
  type Priority,
  type Product,
  type RatingLabel,
  type TransactionType,
} from '@workbench/core';

// How the web app writes dates, amounts, numbers and coded values: every screen, export and toast uses
// these, so one value reads the same everywhere. Labels of coded values come from core.

// ---------------------------------------------------------------------------------------------
// Missing values
// ---------------------------------------------------------------------------------------------

/** What a missing value reads in the broker area. */
export const NOT_AVAILABLE = 'Not available';
/** The customer portal's shorter word for a missing schedule value. */
export const NA = 'N/A';

const isMissing = (value: unknown): value is null | undefined => value === null || value === undefined;

/** The value as text, or `missing` when there is none (null, undefined, or only blanks). */
export const orNotAvailable = (value: string | number | null | undefined, missing = NOT_AVAILABLE) =>
  isMissing(value) || String(value).trim() === '' ? missing : String(value);

export const yesNo = (value: boolean | null | undefined, missing = NOT_AVAILABLE) => (isMissing(value) ? missing : value ? 'Yes' : 'No');

// ---------------------------------------------------------------------------------------------
// Dates
// ---------------------------------------------------------------------------------------------

const dateTimeFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' });

/** 'Jul 1, 2025': core's, as the texts the server writes use it. */
export { formatDate } from '@workbench/core';

export function formatDateTime(value: string | null | undefined): string {
  if (!value) return '—';
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : dateTimeFormat.format(date);
}

/** 'yyyy-mm-dd' of today in the user's time zone (date inputs, default due dates, file names). */
export function todayIso(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** 'Due today', '3 days left' or 'Overdue by 2 days', for core's whole-day count to a due date (daysUntilDue). */
export function dueText(days: number): string {
  if (days === 0) return 'Due today';
  if (days > 0) return `${days} ${days === 1 ? 'day' : 'days'} left`;
  return `Overdue by ${-days} ${days === -1 ? 'day' : 'days'}`;
}

// ---------------------------------------------------------------------------------------------
// Amounts and numbers
// ---------------------------------------------------------------------------------------------

/** Cents on an amount, as core states amounts: 'always' ('$4,250.00'), 'never' ('$45,000'), 'if-any' ('$99.50', '$148,000'). */
export type Cents = NonNullable<Parameters<typeof statedMoney>[2]>;

/**
 * An amount in `currency` (an ISO code; the default currency, US dollars, unless given), as core states it:
 * '$148,000', '€80,000'; a missing amount reads `missing` ('Not available').
 */
export function formatMoney(
  value: number | null | undefined,
  { cents = 'if-any', missing = NOT_AVAILABLE, currency = DEFAULT_CURRENCY }: { cents?: Cents; missing?: string; currency?: string } = {},
): string {
  return isMissing(value) ? missing : statedMoney(value, currency, cents);
}

/** A vehicle's value as core states it everywhere (whole dollars); a missing one reads `missing`. */
export function formatVehicleValue(value: number | null | undefined, { missing = NOT_AVAILABLE }: { missing?: string } = {}): string {
  return isMissing(value) ? missing : vehicleValueOf(value);
}

const numberFormats = new Map<number, Intl.NumberFormat>();
const numberFormat = (decimals: number) => {
  let format = numberFormats.get(decimals);
  if (!format) {
    format = new Intl.NumberFormat('en-US', { maximumFractionDigits: decimals });
    numberFormats.set(decimals, format);
  }
  return format;
};

/** '100,000' for counts; `decimals: 1` for rates and averages ('12.5'); a missing number reads `missing`. */
export function formatNumber(
  value: number | null | undefined,
  { decimals = 0, missing = NOT_AVAILABLE }: { decimals?: number; missing?: string } = {},
): string {
  return isMissing(value) ? missing : numberFormat(decimals).format(value);
}

export const formatSquareFeet = (value: number | null | undefined, missing = NOT_AVAILABLE) =>
  isMissing(value) ? missing : `${formatNumber(value)} sq ft`;

/** '812 B', '12.3 KB', '4.2 MB'. */
export function formatBytes(size: number): string {
  if (size < 1024) return `${size} B`;
  if (size < 1024 * 1024) return `${(size / 1024).toFixed(1)} KB`;
  return `${(size / (1024 * 1024)).toFixed(1)} MB`;
}

// ---------------------------------------------------------------------------------------------
// Coded values: core's labels, and the value itself for a code core does not know
// ---------------------------------------------------------------------------------------------

/** 'Broker Manager': how a role reads in the header, the registration form and the approvals list. */
export { roleLabel } from '@workbench/core';

export const transactionTypeLabel = (t: TransactionType | null | undefined) => (t ? (TRANSACTION_TYPE_LABELS[t] ?? t) : 'Not specified');
export const productLabel = (p: Product | string) => PRODUCT_LABELS[p as Product] ?? p;
export const submissionTypeLabel = (type: string) => (type === 'manual' ? 'Manual' : 'Email');
export const priorityLabel = (p: Priority | string) => PRIORITY_LABELS[p as Priority] ?? p;
export const ratingLabelName = (label: RatingLabel | string) => RATING_LABEL_NAMES[label as RatingLabel] ?? label;
export const assigneeLabel = (name: string | null | undefined) => (name?.trim() ? name : 'Unassigned');

import { PRODUCT_LABELS, TRANSACTION_TYPE_LABELS, type Product, type TransactionType } from '@workbench/core';
import { humanize } from '@workbench/ui-kit/theme';

const dateFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
const dateTimeFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' });

/** 'Jul 1, 2025'; dates are calendar days, so they are read in UTC to avoid an off-by-one. */
export function formatDate(value: string | null | undefined): string {
  if (!value) return '—';
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : dateFormat.format(date);
}

export function formatDateTime(value: string | null | undefined): string {
  if (!value) return '—';
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : dateTimeFormat.format(date);
}

/** 'Broker Manager': how a role reads in the header, the registration form and the approvals list. */
export { roleLabel } from '@workbench/core';

export const transactionTypeLabel = (t: TransactionType | null | undefined) =>
  t ? (TRANSACTION_TYPE_LABELS[t] ?? humanize(t)) : 'Not specified';
export const productLabel = (p: Product | string) => PRODUCT_LABELS[p as Product] ?? humanize(p);
export const submissionTypeLabel = (type: string) => (type === 'manual' ? 'Manual' : 'Email');
export const priorityLabel = (p: string) => humanize(p);
export const assigneeLabel = (name: string | null | undefined) => (name?.trim() ? name : 'Unassigned');

/** 'yyyy-mm-dd' of today in the user's time zone (date inputs and due-date filters). */
export function todayIso(): string {
  const now = new Date();
  return new Date(now.getTime() - now.getTimezoneOffset() * 60_000).toISOString().slice(0, 10);
}

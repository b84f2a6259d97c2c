const dateFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

/**
 * A date as people read it, 'Jul 1, 2025', on screens and in the texts the app writes (history, notices).
 * Dates are calendar days, so they are read in UTC to avoid an off-by-one; nothing reads '—'.
 */
export function formatDate(value: string | null | undefined): string {
  if (!value) return '—';
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : dateFormat.format(date);
}

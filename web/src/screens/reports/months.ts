const monthFormat = new Intl.DateTimeFormat('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' });

/** A month ('YYYY-MM') by its name: 'March 2026'. */
export const monthName = (month: string): string => monthFormat.format(new Date(`${month}-01T00:00:00Z`));

/** The last 24 months, newest first, as 'YYYY-MM' with their names ('March 2026'). */
export function recentMonths(today: string, count = 24): { id: string; label: string }[] {
  const [year, month] = today.split('-').map(Number) as [number, number];
  return Array.from({ length: count }, (_unused, i) => {
    const first = new Date(Date.UTC(year, month - 1 - i, 1));
    return { id: first.toISOString().slice(0, 7), label: monthFormat.format(first) };
  });
}

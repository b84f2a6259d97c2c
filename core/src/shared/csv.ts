/** A value of a CSV cell. */
export type CsvCell = string | number | boolean | null | undefined;

/** One CSV field (RFC 4180), with spreadsheet formula injection neutralised. */
export function csvField(value: CsvCell): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  // A cell starting with = + - @ (or a tab/CR) is run as a formula by Excel; a leading quote keeps it text.
  if (/^[=+\-@\t\r]/.test(text) && !/^-?\d+(\.\d+)?$/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One CSV line, ended as RFC 4180 ends lines. */
export const csvLine = (cells: readonly CsvCell[]): string => `${cells.map(csvField).join(',')}\r\n`;

import { PARSEABLE_EXTENSIONS, UNSUPPORTED_FORMAT_MESSAGE } from '@workbench/core';

/** What the broker upload box takes. */
export const UPLOAD_ACCEPT = '.pdf,.jpg,.jpeg,.png,.xlsx,.xls,.csv';
export const UNSUPPORTED_FORMAT = UNSUPPORTED_FORMAT_MESSAGE;

const ACCEPTED_TYPES = new Set([
  'application/pdf',
  'image/jpeg',
  'image/jpg',
  'image/png',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/vnd.ms-excel',
  'application/json',
  'text/csv',
]);
const ACCEPTED_EXTENSIONS: readonly string[] = PARSEABLE_EXTENSIONS;

/** Accepted by type (pdf, jpeg, jpg, png, xlsx, xls, json, csv); a name ending .xlsx passes whatever its type. */
export function isAcceptedUpload(file: { name: string; type: string }): boolean {
  const name = file.name.toLowerCase();
  if (name.endsWith('.xlsx')) return true;
  if (file.type && ACCEPTED_TYPES.has(file.type)) return true;
  // Browsers leave the type empty for some files (csv on some systems): fall back to the extension.
  const extension = name.includes('.') ? name.slice(name.lastIndexOf('.') + 1) : '';
  return !file.type && ACCEPTED_EXTENSIONS.includes(extension);
}

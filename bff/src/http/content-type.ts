import { AppError, UNSUPPORTED_FORMAT_MESSAGE } from '@workbench/core';
import { fileTypeFromBuffer } from 'file-type';

/**
 * Types a submission may hold, by what their bytes are (file-type's detection), not what their name says:
 * PDF, images, Office and OpenDocument files, ZIP archives.
 */
const BINARY_TYPES = new Set([
  'application/pdf',
  'image/png',
  'image/jpeg',
  'image/gif',
  'image/webp',
  'image/tiff',
  'image/bmp',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  'application/vnd.oasis.opendocument.text',
  'application/vnd.oasis.opendocument.spreadsheet',
  'application/x-cfb', // legacy .doc / .xls
  'application/zip',
]);

/** Text files have no signature: they are accepted by extension when their bytes really are text. */
const TEXT_TYPES: Record<string, string> = {
  csv: 'text/csv',
  json: 'application/json',
  txt: 'text/plain',
};

const LEGACY_OFFICE: Record<string, string> = {
  doc: 'application/msword',
  xls: 'application/vnd.ms-excel',
};

function extensionOf(filename: string): string {
  const match = /\.([a-z0-9]{1,8})$/i.exec(filename);
  return match ? match[1].toLowerCase() : '';
}

function looksLikeText(bytes: Uint8Array): boolean {
  const sample = bytes.subarray(0, 64 * 1024);
  if (sample.includes(0)) return false;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(sample.length < bytes.length ? trimPartial(sample) : sample);
    return true;
  } catch {
    return false;
  }
}

/** HTML, SVG or XML under a text extension (a page named .csv) is markup a browser would run, not a schedule. */
function looksLikeMarkup(bytes: Uint8Array): boolean {
  const head = new TextDecoder().decode(bytes.subarray(0, 1024)).trimStart();
  return head.startsWith('<');
}

// The sample may end inside a multi-byte character; drop up to 3 trailing continuation bytes.
function trimPartial(sample: Uint8Array): Uint8Array {
  let end = sample.length;
  for (let i = 0; i < 3 && end > 0 && (sample[end - 1] & 0xc0) === 0x80; i++) end--;
  if (end > 0 && sample[end - 1] >= 0xc0) end--;
  return sample.subarray(0, end);
}

/**
 * The MIME type a stored document gets, established from its content. Fails with `unsupported` (the spec's
 * message) for anything else, e.g. a program renamed to .xlsx.
 */
export async function documentMimeType(bytes: Uint8Array, filename: string): Promise<string> {
  const detected = await fileTypeFromBuffer(bytes);
  const extension = extensionOf(filename);
  if (detected) {
    if (!BINARY_TYPES.has(detected.mime)) throw new AppError('unsupported', UNSUPPORTED_FORMAT_MESSAGE);
    if (detected.mime === 'application/x-cfb') return LEGACY_OFFICE[extension] ?? 'application/x-cfb';
    return detected.mime;
  }
  const textType = TEXT_TYPES[extension];
  if (textType && looksLikeText(bytes) && !looksLikeMarkup(bytes)) return textType;
  throw new AppError('unsupported', UNSUPPORTED_FORMAT_MESSAGE);
}

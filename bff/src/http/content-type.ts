import { AppError, SIGNED_TYPES, TEXT_TYPES, UNSUPPORTED_FORMAT_MESSAGE, extensionOf, typeNamedBy } from '@workbench/core';
import { fileTypeFromBuffer } from 'file-type';

/** Legacy Office files share one container format with other files: a .doc or .xls name picks the type. */
const LEGACY_OFFICE: Readonly<Record<string, readonly string[]>> = {
  'application/msword': SIGNED_TYPES['application/msword'],
  'application/vnd.ms-excel': SIGNED_TYPES['application/vnd.ms-excel'],
};

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
 * The MIME type a stored document gets, established from its content: one of core's SIGNED_TYPES by the
 * bytes' signature, or one of its TEXT_TYPES by extension when the bytes are plain text. Fails with
 * `unsupported` (UNSUPPORTED_FORMAT_MESSAGE) for anything else, e.g. a program renamed to .xlsx.
 */
export async function documentMimeType(bytes: Uint8Array, filename: string): Promise<string> {
  const detected = await fileTypeFromBuffer(bytes);
  const extension = extensionOf(filename);
  if (detected) {
    if (!(detected.mime in SIGNED_TYPES)) throw new AppError('unsupported', UNSUPPORTED_FORMAT_MESSAGE);
    if (detected.mime === 'application/x-cfb') return typeNamedBy(extension, LEGACY_OFFICE) ?? 'application/x-cfb';
    return detected.mime;
  }
  const textType = typeNamedBy(extension, TEXT_TYPES);
  if (textType && looksLikeText(bytes) && !looksLikeMarkup(bytes)) return textType;
  throw new AppError('unsupported', UNSUPPORTED_FORMAT_MESSAGE);
}

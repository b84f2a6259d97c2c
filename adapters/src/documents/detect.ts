/** Content sniffing: the file's bytes decide its type, never its name or claimed MIME type. */
import yauzl from 'yauzl';
import { unsupported } from './errors.ts';

export type DetectedFormat = 'xlsx' | 'xls' | 'pdf' | 'png' | 'jpeg' | 'json' | 'csv';

const startsWith = (b: Uint8Array, sig: number[], at = 0) => sig.every((x, i) => b[at + i] === x);

export interface ZipArchive {
  zip: yauzl.ZipFile;
  /** The central directory: names and declared sizes, nothing inflated. */
  entries: yauzl.Entry[];
}

/**
 * Reads a zip archive's central directory (yauzl), or undefined when it has none that can be read.
 * `validateEntrySizes` makes yauzl refuse a stored entry whose two sizes differ, and stop an entry's
 * stream as soon as it inflates to more than its declared size.
 */
export async function openZip(b: Uint8Array, options: { validateEntrySizes: boolean }): Promise<ZipArchive | undefined> {
  try {
    // Names stay bytes (decodeStrings: false): yauzl would refuse names such as absolute paths, which are
    // no reason to refuse a workbook.
    const zip = await yauzl.fromBufferPromise(Buffer.from(b.buffer, b.byteOffset, b.byteLength), {
      lazyEntries: true,
      decodeStrings: false,
      validateEntrySizes: options.validateEntrySizes,
    });
    const entries: yauzl.Entry[] = [];
    for await (const entry of zip.eachEntry()) entries.push(entry);
    return { zip, entries };
  } catch {
    return undefined;
  }
}

export const entryName = (entry: yauzl.Entry) => new TextDecoder().decode(entry.fileNameRaw);

function looksBinary(b: Uint8Array): boolean {
  const n = Math.min(b.length, 4096);
  let control = 0;
  for (let i = 0; i < n; i++) {
    const c = b[i]!;
    if (c === 0) return true;
    if (c < 9 || (c > 13 && c < 32)) control++;
  }
  return control > n * 0.02;
}

/** Decodes text: UTF-8 (BOM optional), UTF-16 with a BOM, else Windows-1252. */
export function decodeText(b: Uint8Array): string {
  if (startsWith(b, [0xff, 0xfe])) return new TextDecoder('utf-16le').decode(b.subarray(2));
  if (startsWith(b, [0xfe, 0xff])) return new TextDecoder('utf-16be').decode(b.subarray(2));
  const body = startsWith(b, [0xef, 0xbb, 0xbf]) ? b.subarray(3) : b;
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(body);
  } catch {
    return new TextDecoder('windows-1252').decode(body);
  }
}

export const isCompoundFile = (b: Uint8Array) => startsWith(b, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);

export async function detectFormat(b: Uint8Array): Promise<DetectedFormat> {
  if (b.length === 0) throw unsupported();
  if (startsWith(b, [0x50, 0x4b, 0x03, 0x04]) || startsWith(b, [0x50, 0x4b, 0x05, 0x06])) {
    const archive = await openZip(b, { validateEntrySizes: false });
    // A zip without a readable directory is a damaged workbook if it says so, else not ours.
    if (!archive) return 'xlsx';
    if (archive.entries.some((e) => /^xl\/workbook\.(xml|bin)$/i.test(entryName(e)))) return 'xlsx';
    throw unsupported();
  }
  if (isCompoundFile(b)) return 'xls';
  if (startsWith(b, [0x25, 0x50, 0x44, 0x46])) return 'pdf';
  if (startsWith(b, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(b, [0xff, 0xd8, 0xff])) return 'jpeg';
  const utf16 = startsWith(b, [0xff, 0xfe]) || startsWith(b, [0xfe, 0xff]);
  if (!utf16 && looksBinary(b)) throw unsupported();
  const head = decodeText(b.subarray(0, 2048)).trimStart();
  if (head.startsWith('{') || head.startsWith('[')) return 'json';
  // A table saved as HTML is what web systems and query tools export as `.xls`; Excel opens it as a workbook,
  // and so is it read. Other markup (XML, RTF, HTML without a table) is not a schedule format we read.
  if (/^<(!doctype html|html|table|meta|head|body)\b/i.test(head) && /<table[\s>]/i.test(decodeText(b.subarray(0, 65_536)))) return 'xls';
  if (/^(<|\{\\rtf)/.test(head)) throw unsupported();
  return 'csv';
}

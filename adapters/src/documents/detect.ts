/** Content sniffing: the file's bytes decide its type, never its name or claimed MIME type. */
import { unsupported } from './errors.ts';

export type DetectedFormat = 'xlsx' | 'xls' | 'pdf' | 'png' | 'jpeg' | 'json' | 'csv';

const startsWith = (b: Uint8Array, sig: number[], at = 0) => sig.every((x, i) => b[at + i] === x);

export interface ZipEntry {
  name: string;
  uncompressedSize: number;
  /** 0 stored, 8 deflated. */
  method: number;
  compressedSize: number;
  /** Where the entry's local header starts. */
  localOffset: number;
}

/** Reads the zip central directory (names and declared uncompressed sizes) without inflating anything. */
export function zipEntries(b: Uint8Array): ZipEntry[] | undefined {
  const view = new DataView(b.buffer, b.byteOffset, b.byteLength);
  const min = Math.max(0, b.length - 65_557);
  let eocd = -1;
  for (let i = b.length - 22; i >= min; i--) {
    if (view.getUint32(i, true) === 0x06054b50) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) return undefined;
  let count = view.getUint16(eocd + 10, true);
  let offset = view.getUint32(eocd + 16, true);
  const entries: ZipEntry[] = [];
  const decoder = new TextDecoder();
  while (count-- > 0) {
    if (offset + 46 > b.length || view.getUint32(offset, true) !== 0x02014b50) return undefined;
    const method = view.getUint16(offset + 10, true);
    const compressedSize = view.getUint32(offset + 20, true);
    const size = view.getUint32(offset + 24, true);
    const nameLen = view.getUint16(offset + 28, true);
    const extraLen = view.getUint16(offset + 30, true);
    const commentLen = view.getUint16(offset + 32, true);
    const name = decoder.decode(b.subarray(offset + 46, offset + 46 + nameLen));
    // Zip64 marks sizes as 0xFFFFFFFF: count it as the cap-breaking size it claims to exceed.
    entries.push({
      name,
      uncompressedSize: size === 0xffffffff ? Number.MAX_SAFE_INTEGER : size,
      method,
      compressedSize,
      localOffset: view.getUint32(offset + 42, true),
    });
    offset += 46 + nameLen + extraLen + commentLen;
  }
  return entries;
}

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

export function detectFormat(b: Uint8Array): DetectedFormat {
  if (b.length === 0) throw unsupported();
  if (startsWith(b, [0x50, 0x4b, 0x03, 0x04]) || startsWith(b, [0x50, 0x4b, 0x05, 0x06])) {
    const entries = zipEntries(b);
    // A zip without a readable directory is a damaged workbook if it says so, else not ours.
    if (!entries) return 'xlsx';
    return entries.some((e) => /^xl\/workbook\.(xml|bin)$/i.test(e.name))
      ? 'xlsx'
      : (() => {
          throw unsupported();
        })();
  }
  if (startsWith(b, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) return 'xls';
  if (startsWith(b, [0x25, 0x50, 0x44, 0x46])) return 'pdf';
  if (startsWith(b, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(b, [0xff, 0xd8, 0xff])) return 'jpeg';
  const utf16 = startsWith(b, [0xff, 0xfe]) || startsWith(b, [0xfe, 0xff]);
  if (!utf16 && looksBinary(b)) throw unsupported();
  const head = decodeText(b.subarray(0, 2048)).trimStart();
  if (head.startsWith('{') || head.startsWith('[')) return 'json';
  // Markup (HTML, XML, RTF) is not a schedule format we read.
  if (/^(<|\{\\rtf)/.test(head)) throw unsupported();
  return 'csv';
}

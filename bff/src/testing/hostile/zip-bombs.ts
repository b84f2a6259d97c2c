import { constants, crc32, deflateRawSync } from 'node:zlib';
import { zipArchive } from '@workbench/adapters/seed/files.ts';

/**
 * Zip archives built to hurt a reader: entries whose deflated data inflates to gigabytes, with sizes in the
 * headers that may lie about it. Built without ever holding the inflated data in memory.
 */

export interface BombEntry {
  name: string;
  /** Plain content, deflated as is. */
  data?: string;
  /** Or this many MiB of one repeated byte, deflated to about 1 KB per MiB. */
  inflatesToMiB?: number;
  /** The uncompressed size the headers claim; defaults to the true size (capped at 0xfffffffe). */
  declaredSize?: number;
}

const MiB = 1024 * 1024;

let zeroMiB: Buffer | undefined;
/**
 * One MiB of zeros deflated and ended with a full flush: the compressor forgets everything it saw, so the same
 * bytes repeated n times are a valid stream for n MiB.
 */
function deflatedMiB(): Buffer {
  zeroMiB ??= deflateRawSync(Buffer.alloc(MiB, 0x20), { finishFlush: constants.Z_FULL_FLUSH, level: 9 });
  return zeroMiB;
}

const FINAL_EMPTY_BLOCK = Buffer.from([0x03, 0x00]);

function compress(entry: BombEntry): { data: Buffer; size: number; crc: number } {
  if (entry.inflatesToMiB) {
    const data = Buffer.concat([...Array.from({ length: entry.inflatesToMiB }, deflatedMiB), FINAL_EMPTY_BLOCK]);
    // The CRC of the real content is not worth computing over gigabytes; a reader must give up before it checks.
    return { data, size: entry.inflatesToMiB * MiB, crc: 0 };
  }
  const plain = Buffer.from(entry.data ?? '', 'utf8');
  return { data: deflateRawSync(plain), size: plain.length, crc: crc32(plain) >>> 0 };
}

export function deflatedZip(entries: BombEntry[]): Uint8Array {
  return zipArchive(
    entries.map((entry) => {
      const { data, size, crc } = compress(entry);
      return { name: entry.name, data, method: 'deflate' as const, crc, size: Math.min(entry.declaredSize ?? size, 0xfffffffe) };
    }),
  );
}

const CONTENT_TYPES = (main: string) =>
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
  '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/>' +
  `${main}</Types>`;

/** A workbook whose sheet inflates to `mib` MiB; `lie` makes the headers claim 1 KB. */
export function xlsxBomb(mib: number, options: { lie?: boolean } = {}): Uint8Array {
  const declaredSize = options.lie ? 1024 : undefined;
  return deflatedZip([
    {
      name: '[Content_Types].xml',
      data: CONTENT_TYPES(
        '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>' +
          '<Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>',
      ),
    },
    {
      name: '_rels/.rels',
      data: '<?xml version="1.0"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>',
    },
    {
      name: 'xl/workbook.xml',
      data: '<?xml version="1.0"?><workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="Sheet1" sheetId="1" r:id="rId1"/></sheets></workbook>',
    },
    {
      name: 'xl/_rels/workbook.xml.rels',
      data: '<?xml version="1.0"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/></Relationships>',
    },
    { name: 'xl/worksheets/sheet1.xml', inflatesToMiB: mib, declaredSize },
  ]);
}

/** A Word document whose [Content_Types].xml (what type sniffers open first) inflates to `mib` MiB. */
export function docxBomb(mib: number, options: { lie?: boolean } = {}): Uint8Array {
  return deflatedZip([
    { name: '[Content_Types].xml', inflatesToMiB: mib, declaredSize: options.lie ? 1024 : undefined },
    {
      name: 'word/document.xml',
      data: '<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body/></w:document>',
    },
  ]);
}

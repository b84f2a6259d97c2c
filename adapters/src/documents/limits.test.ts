import { crc32, deflateRawSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import * as XLSX from 'xlsx';
import { AppError } from '@workbench/core';
import { createDocumentExtractor } from './index.ts';
import { tablePdf } from './pdf-writer.ts';
import { extractionFixture } from './fixtures.ts';
import { zipArchive } from '../seed/files.ts';

const fixture = extractionFixture;
const csv = (rows: number) =>
  new TextEncoder().encode(
    [
      'Unit,Year,Make,Model,VIN',
      ...Array.from({ length: rows }, (_, i) => `${i},2020,Ford,F-150,1FTFW1E50LFA${String(i).padStart(5, '0')}`),
    ].join('\n'),
  );

async function failure(p: Promise<unknown>): Promise<AppError> {
  try {
    await p;
  } catch (e) {
    if (e instanceof AppError) return e;
    throw e;
  }
  throw new Error('expected the extraction to fail');
}

const extractors: { close(): Promise<void> }[] = [];
function extractor(options: Parameters<typeof createDocumentExtractor>[0] = {}) {
  const x = createDocumentExtractor(options);
  extractors.push(x);
  return x;
}
afterAll(() => Promise.all(extractors.map((x) => x.close())));

describe('document extractor limits and isolation', () => {
  it('stops a document that takes too long, and keeps serving the next one', { timeout: 60_000 }, async () => {
    const x = extractor({ timeoutMs: 300, workers: 1 });
    const e = await failure(x.extract({ bytes: fixture('sov-scan.png'), filename: 'scan.png' }));
    expect(e.code).toBe('unprocessable');
    expect(e.message).toBe('The document took too long to process');
    const r = await x.extract({ bytes: csv(3), filename: 'f.csv' });
    expect(r.vehicles).toHaveLength(3);
  });

  it('stops when the caller aborts', async () => {
    const x = extractor({ workers: 1 });
    const controller = new AbortController();
    const p = x.extract({ bytes: fixture('sov-scan.png'), filename: 'scan.png', signal: controller.signal });
    setTimeout(() => controller.abort(), 100);
    expect((await failure(p)).code).toBe('unprocessable');
  });

  it('rejects a workbook whose parts would inflate beyond the cap (zip bomb guard)', async () => {
    const x = extractor({ limits: { maxUncompressedBytes: 20_000 } });
    const e = await failure(x.extract({ bytes: fixture('sov-150-locations.xlsx'), filename: 'big.xlsx' }));
    expect(e.code).toBe('too_large');
  });

  it('rejects a workbook part that inflates to more than its header declares (zip bomb guard)', async () => {
    const sheet = Buffer.from(`<worksheet><sheetData>${'<row r="1"/>'.repeat(5_000)}</sheetData></worksheet>`);
    const workbook = Buffer.from('<workbook><sheets><sheet name="S" sheetId="1"/></sheets></workbook>');
    const bytes = zipArchive([
      { name: 'xl/workbook.xml', data: workbook, method: 'stored', crc: crc32(workbook), size: workbook.length },
      { name: 'xl/worksheets/sheet1.xml', data: deflateRawSync(sheet), method: 'deflate', crc: crc32(sheet), size: 1024 },
    ]);
    const e = await failure(extractor().extract({ bytes, filename: 'liar.xlsx' }));
    expect(e.code).toBe('too_large');
  });

  it('rejects a password-protected workbook with a clear message', async () => {
    const cfb = XLSX.CFB.utils.cfb_new();
    XLSX.CFB.utils.cfb_add(cfb, 'EncryptionInfo', Buffer.from([4, 0, 4, 0, 0x40, 0, 0, 0]));
    XLSX.CFB.utils.cfb_add(cfb, 'EncryptedPackage', Buffer.alloc(1024, 7));
    const bytes = new Uint8Array(XLSX.CFB.write(cfb, { type: 'buffer' }) as Buffer);
    const e = await failure(extractor().extract({ bytes, filename: 'locked.xlsx' }));
    expect(e.code).toBe('unprocessable');
    expect(e.message).toBe('The document is password-protected');
  });

  it('rejects more rows than the cap', async () => {
    const e = await failure(extractor({ limits: { maxRows: 10 } }).extract({ bytes: csv(20), filename: 'f.csv' }));
    expect(e.code).toBe('too_large');
  });

  it('rejects more pages than the cap', async () => {
    const rows = Array.from({ length: 30 }, (_, i) => [`${i}`, '2020', 'Ford', 'F-150', `1FTFW1E50LFA${String(i).padStart(5, '0')}`]);
    const bytes = await tablePdf(['Unit', 'Year', 'Make', 'Model', 'VIN'], rows, { rowsPerPage: 10 });
    const e = await failure(extractor({ limits: { maxPages: 2 } }).extract({ bytes, filename: 'f.pdf' }));
    expect(e.code).toBe('too_large');
  });

  it('rejects a file over the byte cap before reading it', async () => {
    const e = await failure(extractor({ maxBytes: 100 }).extract({ bytes: csv(20), filename: 'f.csv' }));
    expect(e.code).toBe('too_large');
  });

  it('answers unprocessable for a damaged PDF', async () => {
    const bytes = new TextEncoder().encode('%PDF-1.4\n1 0 obj\n<< /Type /Catalog /Pages 9 0 R >>\nendobj\ntrailer garbage');
    expect((await failure(extractor().extract({ bytes, filename: 'x.pdf' }))).code).toBe('unprocessable');
  });
});

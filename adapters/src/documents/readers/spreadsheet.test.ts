import { crc32, deflateRawSync } from 'node:zlib';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import * as XLSX from 'xlsx';
import { AppError } from '@workbench/core';
import { zipArchive } from '../../seed/files.ts';
import { extractionFixture } from '../fixtures.ts';
import { readWithSheetJs, readWorkbook } from './spreadsheet.ts';
import { streamWorkbook } from './xlsx-stream.ts';

const LIMITS = { maxRows: 100_000, maxUncompressedBytes: 200 * 1024 * 1024 };
const NS = 'xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"';
const REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet';

interface Part {
  name: string;
  text: string;
  /** Declared uncompressed size, when a test lies about it. */
  declare?: number;
}

function pack(parts: Part[]): Uint8Array {
  return zipArchive(
    parts.map((p) => {
      const data = Buffer.from(p.text, 'utf8');
      return { name: p.name, data: deflateRawSync(data), method: 'deflate' as const, crc: crc32(data), size: p.declare ?? data.length };
    }),
  );
}

/** A minimal xlsx package: content types, workbook, its relationships, shared strings, one part per sheet. */
function workbook(sheets: { name: string; xml: string; state?: string }[], sst: string[] = [], extra: Part[] = []): Uint8Array {
  const ct = `<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>${sheets.map((_, i) => `<Override PartName="/xl/worksheets/sheet${i + 1}.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>`).join('')}<Override PartName="/xl/sharedStrings.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sharedStrings+xml"/></Types>`;
  const wb = `<?xml version="1.0" encoding="UTF-8"?><workbook ${NS} xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets>${sheets.map((s, i) => `<sheet name="${s.name}" sheetId="${i + 1}"${s.state ? ` state="${s.state}"` : ''} r:id="rId${i + 1}"/>`).join('')}</sheets></workbook>`;
  const rels = `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">${sheets.map((_, i) => `<Relationship Id="rId${i + 1}" Type="${REL}" Target="worksheets/sheet${i + 1}.xml"/>`).join('')}</Relationships>`;
  const strings = `<?xml version="1.0" encoding="UTF-8"?><sst ${NS} count="${sst.length}" uniqueCount="${sst.length}">${sst.map((s) => `<si>${s}</si>`).join('')}</sst>`;
  return pack([
    { name: '[Content_Types].xml', text: ct },
    { name: 'xl/workbook.xml', text: wb },
    { name: 'xl/_rels/workbook.xml.rels', text: rels },
    { name: 'xl/sharedStrings.xml', text: strings },
    ...sheets.map((s, i) => ({
      name: `xl/worksheets/sheet${i + 1}.xml`,
      text: `<?xml version="1.0" encoding="UTF-8"?>\n<worksheet ${NS}>${s.xml}</worksheet>`,
    })),
    ...extra,
  ]);
}

const sheet = (rows: string, before = '', after = '') => `${before}<sheetData>${rows}</sheetData>${after}`;

async function failure(p: Promise<unknown>): Promise<AppError> {
  try {
    await p;
  } catch (e) {
    if (e instanceof AppError) return e;
    throw e;
  }
  throw new Error('expected the read to fail');
}

/** The streamed reader must read the file itself (not hand it to SheetJS) and give SheetJS's rows exactly. */
async function sameAsSheetJs(bytes: Uint8Array, limits = LIMITS) {
  expect(await streamWorkbook(bytes, limits)).toBeDefined();
  const streamed = await readWorkbook(bytes, 'xlsx', limits);
  // toStrictEqual: a hole (no cell) and a cell holding nothing must stay apart, as the table finder sees them.
  expect(streamed).toStrictEqual(await readWithSheetJs(bytes, 'xlsx', limits));
  return streamed;
}

describe('streamed xlsx reader', () => {
  it('reads shared, inline, rich-text and formula strings, numbers, booleans, errors and escapes as SheetJS does', async () => {
    const sst = [
      '<t>Location</t>',
      '<t xml:space="preserve"> Café &amp; Bar </t>',
      '<r><rPr><b/></rPr><t>Rich </t></r><r><t>text</t></r><rPh sb="0" eb="1"><t>ふりがな</t></rPh>',
      '<t>line_x000D_\r\nbreak</t>',
      '<t>東京 🚚</t>',
    ];
    const rows = sheet(
      '<row r="1"><c r="A1" t="s"><v>0</v></c><c r="B1" t="s"><v>1</v></c><c r="C1" t="s"><v>2</v></c><c r="D1" t="s"><v>3</v></c><c r="E1" t="s"><v>4</v></c></row>' +
        '<row r="2"><c r="A2"><v>2139</v></c><c r="B2" t="n"><v>1.5E3</v></c><c r="C2" t="b"><v>1</v></c><c r="D2" t="b"><v>0</v></c><c r="E2" t="e"><v>#N/A</v></c></row>' +
        '<row r="3"><c r="A3" t="inlineStr"><is><t>Inline &lt;3</t></is></c><c r="B3" t="str"><f>A1&amp;"x"</f><v>Locationx</v></c><c r="C3" t="inlineStr"><is><r><t>a</t></r><r><t>b</t></r></is></c><c r="D3" t="inlineStr"></c><c r="E3"><f>1+1</f></c></row>',
      '<dimension ref="A1:E3"/>',
    );
    const grids = await sameAsSheetJs(workbook([{ name: 'Sch &amp; Values', xml: rows }], sst));
    expect(grids).toHaveLength(1);
    expect(grids[0]!.sheet).toBe('Sch & Values');
    expect(grids[0]!.rows[0]).toEqual(['Location', ' Café & Bar ', 'Rich text', 'line\r\nbreak', '東京 🚚']);
    expect(grids[0]!.rows[1]).toEqual([2139, 1500, true, false, null]);
    expect(grids[0]!.rows[2]!.slice(0, 4)).toEqual(['Inline <3', 'Locationx', 'ab', '']);
  });

  it('keeps dates as the serial numbers SheetJS gives without cellDates, also when written as ISO text', async () => {
    const rows = sheet(
      '<row r="1"><c r="A1" s="1"><v>45352</v></c><c r="B1" t="d"><v>2024-03-01</v></c><c r="C1" t="d"><v>2024-03-01T12:00:00</v></c><c r="D1" t="d"><v>12:30</v></c></row>',
    );
    const grids = await sameAsSheetJs(workbook([{ name: 'Dates', xml: rows }]));
    expect(grids[0]!.rows[0]).toEqual([45352, 45352, 45352.5, expect.closeTo(0.5208, 3)]);
  });

  it('reads sparse rows, cells without addresses, a missing or wrong dimension and merged cells', async () => {
    const sparse = sheet(
      '<row r="2"><c r="C2"><v>1</v></c></row><row r="5" spans="1:4"><c r="A5" t="s"><v>0</v></c><c r="D5" s="3"/><c r="E5" t="n"/></row>' +
        '<row><c><v>7</v></c><c><v>8</v></c><c r="F6"><v>9</v></c></row><row r="8"></row><row r="9"/>',
      '',
      '<mergeCells count="2"><mergeCell ref="A5:B6"/><mergeCell ref="C2:C3"/></mergeCells>',
    );
    const truncated = sheet(
      '<row r="1"><c r="A1"><v>1</v></c><c r="B1"><v>2</v></c></row><row r="2"><c r="A2"><v>3</v></c></row>',
      '<dimension ref="A1:A1"/>',
    );
    const single = sheet('<row r="3"><c r="B3"><v>1</v></c></row>', '<dimension ref="B3"/>');
    const empty = sheet('');
    const dimOnly = sheet('', '<dimension ref="A1:B2"/>');
    const grids = await sameAsSheetJs(
      workbook(
        [
          { name: 'Sparse', xml: sparse },
          { name: 'Truncated', xml: truncated },
          { name: 'Single', xml: single, state: 'hidden' },
          { name: 'Empty', xml: empty },
          { name: 'DimOnly', xml: dimOnly, state: 'veryHidden' },
        ],
        ['<t>Site</t>'],
      ),
    );
    expect(grids.map((g) => g.sheet)).toEqual(['Sparse', 'Truncated', 'Single', 'DimOnly']);
    const rows = grids[0]!.rows;
    expect(rows).toHaveLength(9);
    expect(rows[1]).toEqual([null, null, 1]);
    expect(rows[2]![2]).toBe(1);
    expect(rows[4]).toEqual(['Site', 'Site']);
    expect(rows[5]).toEqual(['Site', 'Site', null, null, null, 9]);
    expect(grids[1]!.rows).toEqual([[1]]);
  });

  it('reads a sheet whose elements carry a namespace prefix, as some exporters write them', async () => {
    const xml = `<x:sheetData><x:row r="1"><x:c r="A1" t="s"><x:v>0</x:v></x:c><x:c r="B1" t="inlineStr"><x:is><x:t>Street</x:t></x:is></x:c></x:row><x:row r="2"><x:c r="A2"><x:v>42</x:v></x:c><x:c r="B2" t="b"><x:v>1</x:v></x:c></x:row></x:sheetData><x:mergeCells><x:mergeCell ref="A2:A3"/></x:mergeCells>`;
    const grids = await sameAsSheetJs(workbook([{ name: 'P', xml }], ['<x:t>Loc</x:t>']));
    expect(grids[0]!.rows).toEqual([
      ['Loc', 'Street'],
      [42, true],
    ]);
  });

  it('reads any workbook SheetJS writes, of any mix of cells, exactly as SheetJS reads it', async () => {
    const value = fc.oneof(
      fc.constant(null),
      fc.integer({ min: -1e6, max: 1e6 }),
      fc.double({ noNaN: true, noDefaultInfinity: true, min: -1e9, max: 1e9 }),
      fc.boolean(),
      fc.string({ unit: fc.constantFrom('a', 'Z', ' ', '&', '<', '"', "'", '\n', '\r', 'é', '東', '_', 'x', '0', 'D') }),
      fc.date({ min: new Date(Date.UTC(1950, 0, 1)), max: new Date(Date.UTC(2050, 0, 1)), noInvalidDate: true }),
    );
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.array(value, { maxLength: 6 }), { maxLength: 8 }),
        fc.array(fc.tuple(fc.nat(6), fc.nat(4), fc.nat(2), fc.nat(2)), { maxLength: 2 }),
        fc.boolean(),
        async (aoa, merges, dates) => {
          const ws = XLSX.utils.aoa_to_sheet(aoa, { cellDates: dates });
          if (ws['!ref']) ws['!merges'] = merges.map(([r, c, h, w]) => ({ s: { r, c }, e: { r: r + h, c: c + w } }));
          const wb = XLSX.utils.book_new();
          XLSX.utils.book_append_sheet(wb, ws, 'S');
          XLSX.utils.book_append_sheet(wb, XLSX.utils.aoa_to_sheet([]), 'Empty');
          const bytes = new Uint8Array(XLSX.write(wb, { type: 'buffer', bookType: 'xlsx', compression: true }) as Buffer);
          await sameAsSheetJs(bytes);
        },
      ),
      { numRuns: 150 },
    );
  });

  it('reads hand-written sheet XML of any shape (addresses missing, odd types, empty rows) exactly as SheetJS reads it', async () => {
    const col = fc.constantFrom('A', 'B', 'C', 'AA', 'D');
    const cell = fc.record({
      ref: fc.option(col, { nil: undefined }),
      t: fc.constantFrom(undefined, 'n', 's', 'str', 'b', 'e', 'inlineStr', 'd', 'x'),
      v: fc.constantFrom(undefined, '', '0', '1', '2', '3.5', '-7E2', 'true', '#N/A', '2024-02-29', 'a&amp;b', 'x_x000D_y'),
      f: fc.boolean(),
    });
    const row = fc.record({
      r: fc.option(fc.integer({ min: 1, max: 12 }), { nil: undefined }),
      empty: fc.boolean(),
      cells: fc.array(cell, { maxLength: 5 }),
    });
    const dimension = fc.constantFrom('', '<dimension ref="A1"/>', '<dimension ref="A1:C4"/>', '<dimension ref="B2:AA30"/>');
    await fc.assert(
      fc.asyncProperty(fc.array(row, { maxLength: 8 }), dimension, async (rows, dim) => {
        const xml = rows
          .map((r) => {
            const rAttr = r.r === undefined ? '' : ` r="${r.r}"`;
            if (r.empty) return `<row${rAttr}/>`;
            const cells = r.cells
              .map((c) => {
                const attrs = `${c.ref ? ` r="${c.ref}${r.r ?? 1}"` : ''}${c.t ? ` t="${c.t}"` : ''}`;
                const inner =
                  c.t === 'inlineStr' && c.v !== undefined
                    ? `<is><t>${c.v}</t></is>`
                    : `${c.f ? '<f>A1</f>' : ''}${c.v === undefined ? '' : `<v>${c.v}</v>`}`;
                return inner ? `<c${attrs}>${inner}</c>` : `<c${attrs}/>`;
              })
              .join('');
            return `<row${rAttr}>${cells}</row>`;
          })
          .join('');
        const bytes = workbook([{ name: 'S', xml: sheet(xml, dim) }], ['<t>one</t>', '<t>two</t>', '<t>three</t>']);
        await sameAsSheetJs(bytes);
      }),
      { numRuns: 300 },
    );
  });

  it('reads every fixture workbook exactly as SheetJS does', async () => {
    for (const name of [
      'fleet-basic.xlsx',
      'fleet-title-totals.xlsx',
      'fleet-vin-formats.xlsx',
      'renewal-locations-and-vehicles.xlsx',
      'sov-150-locations.xlsx',
      'sov-basic.xlsx',
      'sov-combined-address.xlsx',
      'sov-group-band.xlsx',
      'sov-title-notes.xlsx',
      'sov-units-as-text.xlsx',
    ])
      await sameAsSheetJs(extractionFixture(name));
  });

  it('reads a workbook SheetJS wrote, with many sheets and 30,000 rows, the same as SheetJS', async () => {
    const wb = XLSX.utils.book_new();
    const big = [['Loc #', 'Street', 'City', 'TIV', 'Sprinklered', 'Built']];
    for (let i = 0; i < 30_000; i++) big.push([`${i}`, `${i} Main St`, i % 7 ? 'Austin' : 'Zürich', `${i * 1000.5}`, `${i % 2 === 0}`, '']);
    const typed = big.map((r, i) =>
      i === 0 ? r : [Number(r[0]), r[1], r[2], Number(r[3]), r[4] === 'true', i % 3 ? null : new Date(Date.UTC(2000, 0, i % 28))],
    );
    XLSX.utils.book_append_sheet(wb, XLSX.utils.aoa_to_sheet(typed, { cellDates: true }), 'Locations');
    XLSX.utils.book_append_sheet(wb, XLSX.utils.aoa_to_sheet([['Notes'], ['see attached']]), 'Notes');
    const bytes = new Uint8Array(XLSX.write(wb, { type: 'buffer', bookType: 'xlsx', compression: true }) as Buffer);
    const grids = await sameAsSheetJs(bytes);
    expect(grids[0]!.rows).toHaveLength(30_001);
    expect(grids[0]!.rows[30_000]![2]).toBe('Austin');
    // The row cap holds on the streamed path as on SheetJS's.
    const capped = { ...LIMITS, maxRows: 30_000 };
    expect((await failure(readWorkbook(bytes, 'xlsx', capped))).code).toBe('too_large');
    expect((await failure(readWithSheetJs(bytes, 'xlsx', capped))).code).toBe('too_large');
  });

  it('refuses a sheet that inflates past what it declares, and parts that declare more than the cap', async () => {
    const rows = `<row r="1"><c r="A1"><v>1</v></c></row>${'<row r="2"/>'.repeat(20_000)}`;
    const ct = `<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/></Types>`;
    const bomb = pack([
      { name: '[Content_Types].xml', text: ct },
      { name: 'xl/workbook.xml', text: `<workbook ${NS}><sheets><sheet name="S" sheetId="1" r:id="rId1"/></sheets></workbook>` },
      {
        name: 'xl/_rels/workbook.xml.rels',
        text: `<Relationships><Relationship Id="rId1" Type="${REL}" Target="worksheets/sheet1.xml"/></Relationships>`,
      },
      { name: 'xl/worksheets/sheet1.xml', text: `<worksheet ${NS}>${sheet(rows)}</worksheet>`, declare: 1024 },
    ]);
    expect((await failure(readWorkbook(bomb, 'xlsx', LIMITS))).code).toBe('too_large');
    const big = workbook([{ name: 'S', xml: sheet(rows) }]);
    expect((await failure(readWorkbook(big, 'xlsx', { ...LIMITS, maxUncompressedBytes: 50_000 }))).code).toBe('too_large');
  });

  it('answers unprocessable for a damaged archive, and hands an unusual package to SheetJS', async () => {
    const good = workbook([{ name: 'S', xml: sheet('<row r="1"><c r="A1"><v>1</v></c></row>') }]);
    const cut = good.subarray(0, good.length - 30);
    expect((await failure(readWorkbook(cut, 'xlsx', LIMITS))).code).toBe('unprocessable');
    // No content types: SheetJS decides (it refuses such a zip), not the streamed reader.
    const bare = pack([{ name: 'xl/workbook.xml', text: `<workbook ${NS}><sheets><sheet name="S" sheetId="1"/></sheets></workbook>` }]);
    expect(await streamWorkbook(bare, LIMITS)).toBeUndefined();
    expect((await failure(readWorkbook(bare, 'xlsx', LIMITS))).code).toBe('unprocessable');
    // A cell that never closes: SheetJS's reading of it, whatever that is.
    const open = workbook([{ name: 'S', xml: '<sheetData><row r="1"><c r="A1"><v>1</v>' }]);
    expect(await readWorkbook(open, 'xlsx', LIMITS)).toStrictEqual(await readWithSheetJs(open, 'xlsx', LIMITS));
  });
});

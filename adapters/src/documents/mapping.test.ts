import { describe, expect, it } from 'vitest';
import * as XLSX from 'xlsx';
import { extractDocument } from './pipeline.ts';

function workbook(sheets: Record<string, unknown[][]>): Uint8Array {
  const wb = XLSX.utils.book_new();
  for (const [name, rows] of Object.entries(sheets)) XLSX.utils.book_append_sheet(wb, XLSX.utils.aoa_to_sheet(rows), name);
  return new Uint8Array(XLSX.write(wb, { type: 'buffer', bookType: 'xlsx' }) as Buffer);
}

const SCHEDULE = workbook({
  Cover: [['Renewal 2026'], ['Prepared for Acme Holdings']],
  SOV: [
    ['Location Name', 'Street', 'City', 'State', 'Zip', 'Yr Built', 'Bldg Material', 'TIV'],
    ['HQ', '125 Commerce Dr', 'Boston', 'MA', '02110', 1990, 'Brick', 1_000_000],
    ['Depot', '9 Harbour Rd', 'Salem', 'MA', '01970', 2004, 'Steel', 500_000],
    ['Location Name', 'Street', 'City', 'State', 'Zip', 'Yr Built', 'Bldg Material', 'TIV'],
    ['Store', '1 Main St', 'Lynn', 'MA', '01901', 1975, 'Frame', 250_000],
    ['Values include contents at replacement cost'],
    ['Total', null, null, null, null, null, null, 1_750_000],
  ],
});

describe('the mapping an extraction answers', () => {
  it('describes each column with samples, field and confidence, the dropped rows and the skipped sheets', async () => {
    const r = await extractDocument({ bytes: SCHEDULE });
    expect(r.properties).toHaveLength(3);
    const m = r.mapping!;
    const byHeader = Object.fromEntries(m.columns.map((c) => [c.header, c]));
    expect(byHeader.Street).toMatchObject({
      kind: 'property',
      key: 'street',
      field: 'address',
      confidence: 1,
      source: 'rules',
      sheets: ['SOV'],
    });
    expect(byHeader.Street!.samples).toEqual(['125 Commerce Dr', '9 Harbour Rd', '1 Main St']);
    // No header rule names it; its values (Brick, Steel, Frame) say it is the construction, below a named column's confidence.
    expect(byHeader['Bldg Material']).toMatchObject({ field: 'constructionType', confidence: 0.85, source: 'rules' });
    expect(byHeader.TIV).toMatchObject({ field: 'tiv' });
    expect(m.droppedCounts).toEqual({ total: 1, note: 1, repeated_header: 1 });
    expect(m.dropped.map((d) => [d.reason, d.row])).toEqual([
      ['repeated_header', 4],
      ['note', 6],
      ['total', 7],
    ]);
    expect(m.dropped[1]!.cells).toEqual(['Values include contents at replacement cost']);
    expect(m.skippedSheets).toEqual([{ sheet: 'Cover', reason: 'No table of locations or vehicles was found on this sheet' }]);
    expect(m.applied).toEqual([]);
  });

  it("reads a column as a person chose, and ignores one they set aside, over the rules' match", async () => {
    const r = await extractDocument({
      bytes: SCHEDULE,
      decisions: {
        'property:bldg material': { field: 'constructionType', source: 'chosen' },
        'property:yr built': { field: null, source: 'learned' },
      },
    });
    expect(r.properties[0]).toMatchObject({ constructionType: 'Brick', name: 'HQ' });
    expect(r.properties[0]!.yearBuilt).toBeUndefined();
    expect(r.properties[0]!.confidence.constructionType).toBeCloseTo(0.85);
    const byHeader = Object.fromEntries(r.mapping!.columns.map((c) => [c.header, c]));
    expect(byHeader['Bldg Material']).toMatchObject({ field: 'constructionType', confidence: 1, source: 'chosen' });
    expect(byHeader['Yr Built']).toMatchObject({ field: null, source: 'learned' });
  });

  it("lets a person's choice take a field from the column the rules gave it to", async () => {
    const r = await extractDocument({ bytes: SCHEDULE, decisions: { 'property:location name': { field: 'address', source: 'chosen' } } });
    expect(r.properties[0]).toMatchObject({ address: 'HQ' });
    const street = r.mapping!.columns.find((c) => c.header === 'Street')!;
    expect(street.field).toBeNull();
  });
});

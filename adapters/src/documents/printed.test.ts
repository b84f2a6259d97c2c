/**
 * Schedules as carriers print them and as brokers receive them: tables over many pages with page headers and
 * section headings, detail cards, tables laid across, HTML saved as `.xls`, addresses over several lines,
 * postcodes of other countries.
 */
import { describe, expect, it } from 'vitest';
import { writePdf, type PdfText } from './pdf-writer.ts';
import { extractDocument, extractWithRules } from './pipeline.ts';

const text = (s: string) => new TextEncoder().encode(s);
const plain = (rows: object[]) =>
  rows.map((row) => {
    const { provenance: _p, confidence: _c, ...values } = row as Record<string, unknown>;
    return values;
  });

/** Three pages of a carrier's schedule of autos: page header, column header, section headings, form footer. */
async function carrierSchedule(): Promise<Uint8Array> {
  const xs = [30, 80, 140, 190, 225, 310, 395];
  const units = [
    ['POWER UNITS'],
    ['1', 'T-101', 'PX1234', '2021', 'KENWORTH', 'T680', 'TRACTOR'],
    ['2', '', '', '2019', 'MACK', 'ANTHEM', 'TRACTOR'],
    ['3', 'T-117', 'AB5521', '2022', 'VOLVO', 'VNL 760', 'TRACTOR'],
    ['TRAILERS'],
    ['4', 'TR-201', '', '2015', 'WABASH', 'DURAPLATE', 'DRY VAN TRAILER'],
    ['5', 'TR-202', 'KW9795', '2012', 'GREAT DANE', 'EVEREST', 'REEFER TRAILER'],
    ['6', '', '', '2018', 'UTILITY', '3000R', 'REEFER TRAILER'],
  ];
  const pages: PdfText[][] = [];
  for (let p = 0; p < 3; p++) {
    const t: PdfText[] = [
      { x: 290, y: 28, text: 'SCHEDULE OF COVERED AUTOS YOU OWN', size: 11 },
      { x: 30, y: 46, text: 'Named Insured: Harbor Freight Lines LLC' },
      { x: 360, y: 46, text: 'Policy Number: BAP 4471229-09' },
      { x: 690, y: 46, text: `Page ${p + 1} of 3` },
      { x: 30, y: 58, text: 'Effective Date: 07/01/2026' },
    ];
    ['Unit No.', 'Co. Unit No.', 'Plate', 'Year', 'Make', 'Model', 'Body Type'].forEach((h, i) => {
      t.push({ x: xs[i]!, y: 80, text: h });
    });
    let y = 96;
    if (p > 0) {
      t.push({ x: 30, y, text: 'TRAILERS (CONTINUED)' });
      y += 14;
    }
    // Later pages go on with the trailers, numbered on from the page before.
    const later = units.slice(5).map((u) => [String(Number(u[0]) + p * 3), u[1] ? `${u[1]}${p}` : '', ...u.slice(2)]);
    for (const line of p === 0 ? units : later) {
      line.forEach((c, i) => {
        if (c) t.push({ x: xs[i]!, y, text: c, size: 8 });
      });
      y += 12;
    }
    t.push({ x: 330, y: y + 8, text: 'Continued on next page', size: 8 });
    t.push({ x: 30, y: 585, text: 'CA T4 05 10 13', size: 7 });
    t.push({ x: 700, y: 585, text: `Page ${p + 1} of 3`, size: 7 });
    pages.push(t);
  }
  return writePdf(pages);
}

describe('printed multi-page tables', () => {
  it('reads a carrier schedule over pages as one table: page headers, section headings and continuations are never rows', async () => {
    const r = await extractDocument({ bytes: await carrierSchedule() });
    // Page one's six units, then three trailers on each later page.
    expect(r.vehicles).toHaveLength(12);
    expect(plain(r.vehicles.slice(0, 6))).toEqual([
      { fleetId: 'T-101', year: 2021, make: 'KENWORTH', model: 'T680' },
      { fleetId: '2', year: 2019, make: 'MACK', model: 'ANTHEM' },
      { fleetId: 'T-117', year: 2022, make: 'VOLVO', model: 'VNL 760' },
      { fleetId: 'TR-201', year: 2015, make: 'WABASH', model: 'DURAPLATE' },
      { fleetId: 'TR-202', year: 2012, make: 'GREAT DANE', model: 'EVEREST' },
      { fleetId: '6', year: 2018, make: 'UTILITY', model: '3000R' },
    ]);
    // The insured's unit number is the fleet id; the carrier's count stands in where it is blank.
    expect(r.vehicles[0]!.provenance.columns?.fleetId).toBe('Co. Unit No.');
    expect(r.vehicles.every((v) => !/insured|policy|page|continued/i.test(JSON.stringify(plain([v]))))).toBe(true);
    expect(r.vehicles[11]!.provenance.page).toBe(3);
  });

  it('gives the rows under a state heading that state, when the table has no state column', async () => {
    const pages: PdfText[][] = [
      [
        { x: 30, y: 30, text: 'Insured: Northgate Holdings' },
        { x: 600, y: 30, text: 'Page 1 of 1' },
        ...['Location Name', 'Street Address', 'City', 'Zip', 'Year Built'].map((h, i) => ({ x: 30 + i * 120, y: 60, text: h })),
        { x: 30, y: 78, text: 'STATE: TEXAS' },
        ...['Plant 1', '10 Main St', 'Austin', '78701', '1990'].map((c, i) => ({ x: 30 + i * 120, y: 92, text: c })),
        ...['Depot 2', '22 Elm Ave', 'Austin', '78701', '2001'].map((c, i) => ({ x: 30 + i * 120, y: 104, text: c })),
        { x: 30, y: 122, text: 'Ohio Locations' },
        ...['Store 3', '5 Mill Rd', 'Columbus', '43215', '1975'].map((c, i) => ({ x: 30 + i * 120, y: 136, text: c })),
      ],
    ];
    const r = await extractDocument({ bytes: await writePdf(pages) });
    expect(r.properties.map((p) => [p.name, p.state])).toEqual([
      ['Plant 1', 'TX'],
      ['Depot 2', 'TX'],
      ['Store 3', 'OH'],
    ]);
    expect(r.properties[0]!.provenance.columns?.state).toBe('STATE: TEXAS');
  });
});

describe('layouts other than one row per item', () => {
  it('reads detail cards, one location per block of `Label: value` lines', async () => {
    const card = (n: number, street: string, city: string, zip: string) =>
      [
        `Location: ${n}`,
        `Location Name: Site ${n}`,
        `Street: ${street}`,
        `City: ${city}`,
        'State: MA',
        `Zip Code: ${zip}`,
        'Year Built: 1990',
      ].join('\n');
    const cards = [card(1, '1 Main St', 'Boston', '02110'), card(2, '9 Elm St', 'Salem', '01970'), card(3, '5 Mill Rd', 'Lowell', '01852')];
    const r = await extractDocument({ bytes: text(`Schedule of Locations\n\n${cards.join('\n\n')}\n`) });
    expect(plain(r.properties)).toEqual([
      { name: 'Site 1', address: '1 Main St', city: 'Boston', state: 'MA', zipCode: '02110', yearBuilt: 1990 },
      { name: 'Site 2', address: '9 Elm St', city: 'Salem', state: 'MA', zipCode: '01970', yearBuilt: 1990 },
      { name: 'Site 3', address: '5 Mill Rd', city: 'Lowell', state: 'MA', zipCode: '01852', yearBuilt: 1990 },
    ]);
  });

  it('reads a table laid across, one column per location and the field names down the first column', async () => {
    const r = await extractDocument({
      bytes: text(
        'Property,Location 1,Location 2\nLocation Name,Plant,Depot\nAddress,1 Main St,9 Elm St\nCity,Boston,Salem\nState,MA,MA\nZip,02110,01970\nYear Built,1990,2004\n',
      ),
    });
    expect(plain(r.properties)).toEqual([
      { name: 'Plant', address: '1 Main St', city: 'Boston', state: 'MA', zipCode: '02110', yearBuilt: 1990 },
      { name: 'Depot', address: '9 Elm St', city: 'Salem', state: 'MA', zipCode: '01970', yearBuilt: 2004 },
    ]);
  });

  it('reads an HTML table saved as `.xls`, as web systems export, and still refuses other markup', async () => {
    const html =
      '<html><body><table><tr><th>Address</th><th>City</th><th>State</th><th>Zip</th></tr><tr><td>1 Main St</td><td>Boston</td><td>MA</td><td>02110</td></tr></table></body></html>';
    const r = await extractDocument({ bytes: text(html) });
    expect(plain(r.properties)).toEqual([{ address: '1 Main St', city: 'Boston', state: 'MA', zipCode: '02110' }]);
    await expect(extractDocument({ bytes: text('<html><body><p>Dear broker</p></body></html>') })).rejects.toThrow(/Unsupported/);
  });

  it('reads an address written over several lines of its cell, and a name column of street addresses as the address', async () => {
    const r = await extractDocument({
      bytes: text(
        'Insured Location,Year Built,Stories\n"10 Main St\nBoston, MA 02110",1990,2\n"22 Elm Ave\nHartford CT 06103",2001,1\n"5 Mill Rd\nSalem, MA 01970",1975,3\n',
      ),
    });
    expect(plain(r.properties)).toEqual([
      { address: '10 Main St', city: 'Boston', state: 'MA', zipCode: '02110', yearBuilt: 1990, stories: 2 },
      { address: '22 Elm Ave', city: 'Hartford', state: 'CT', zipCode: '06103', yearBuilt: 2001, stories: 1 },
      { address: '5 Mill Rd', city: 'Salem', state: 'MA', zipCode: '01970', yearBuilt: 1975, stories: 3 },
    ]);
  });
});

describe('headers and values from other systems and countries', () => {
  it('keeps a postcode as its own country writes it, and pads a US zip that lost its zero', async () => {
    const r = await extractWithRules({
      bytes: text(
        'Site,Street,Postcode,City,Country\nA,1 Grote Markt,2440,Geel,Belgium\nB,2 Storgade,8000,Aarhus,Denmark\nC,1 Main St,2110,Boston,United States\n',
      ),
    });
    expect(r.result.properties.map((p) => p.zipCode)).toEqual(['2440', '8000', '02110']);
  });

  it('reads prefixed snake_case headers by the field name after the namespace', async () => {
    const r = await extractDocument({
      bytes: text(
        'loc__street_address,loc__city_name,loc__state_code,bldg__num_stories,bldg__tenure_type\n1 Main St,Boston,MA,3,OWNED\n9 Elm St,Salem,MA,2,LEASED\n',
      ),
    });
    expect(plain(r.properties)).toEqual([
      { address: '1 Main St', city: 'Boston', state: 'MA', stories: 3, ownership: 'Owner' },
      { address: '9 Elm St', city: 'Salem', state: 'MA', stories: 2, ownership: 'Tenant' },
    ]);
  });
});

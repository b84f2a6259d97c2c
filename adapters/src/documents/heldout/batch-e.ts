/**
 * Held-out batch E: schedules written before the rules were changed for them, in the shapes brokers
 * receive at renewal: carrier-printed schedules of covered autos over many pages (a page header with the
 * named insured, policy number, effective date and "Page n of m" on every page, units grouped under
 * section headings, continuation pages, many blank cells, with and without VINs, one page scanned),
 * property tables printed with a state heading over each block, detail cards, locations across columns,
 * query exports saved as `.xls`, addresses over several lines in one cell, combined addresses in a PDF,
 * a workbook holding a cleaned copy and a sheet of source references, European postcodes, British
 * construction words, prefixed snake_case exports. Only ever scored, never tuned on.
 */
import fs from 'node:fs';
import path from 'node:path';
import * as XLSX from 'xlsx';
import type { Truth } from '../accuracy.ts';
import { type PdfText, writePdf } from '../pdf-writer.ts';
import {
  type Cell,
  col,
  csv,
  extra,
  type Location,
  locations,
  type Practice,
  rng,
  type Row,
  type SheetSpec,
  sheetRows,
  truthOf,
  type Vehicle,
  vehicles,
  withCheckDigit,
  xlsx,
} from './data.ts';

type L = Location;
type V = Vehicle;
const yn = (yes: Cell, no: Cell) => (l: L) => (l.sprinklered ? yes : no);
const own = (owner: string, tenant: string) => (l: L) => (l.ownership === 'Owner' ? owner : tenant);
const money = (n: number) => `$${n.toLocaleString('en-US')}`;

/** A unit as a carrier prints it: its place on the policy, the insured's own number, plate and body type. */
export interface CarrierUnit {
  section: string;
  unitNo: number;
  companyUnit: string;
  plate: string;
  year: number;
  make: string;
  model: string;
  bodyType: string;
  vin: string;
  costNew: number;
}

const POWER = [
  ['1XK', 'Kenworth', 'T680', 'Tractor'],
  ['1FU', 'Freightliner', 'Cascadia', 'Tractor'],
  ['4V4', 'Volvo', 'VNL 760', 'Tractor'],
  ['1M1', 'Mack', 'Anthem', 'Tractor'],
  ['3HA', 'International', 'MV607', 'Box Truck'],
  ['JAL', 'Isuzu', 'NPR HD', 'Box Truck'],
  ['1HT', 'International', 'HV513', 'Dump Truck'],
] as const;
const TRAILERS = [
  ['1GR', 'Great Dane', 'Everest', 'Reefer Trailer'],
  ['1JJ', 'Wabash', 'DuraPlate', 'Dry Van Trailer'],
  ['1UY', 'Utility', '3000R', 'Reefer Trailer'],
  ['5MA', 'Fontaine', 'Revolution', 'Flatbed Trailer'],
] as const;
const AUTOS = [
  ['1FT', 'Ford', 'F-250', 'Pickup'],
  ['1FT', 'Ford', 'Transit 250', 'Van'],
  ['1GC', 'Chevrolet', 'Silverado 1500', 'Pickup'],
  ['3C6', 'Ram', 'ProMaster', 'Van'],
  ['5TF', 'Toyota', 'Tacoma', 'Pickup'],
] as const;

export function carrierUnits(seed: number, sections: { name: string; pool: 'power' | 'trailer' | 'auto'; n: number }[]): CarrierUnit[] {
  const r = rng(seed);
  const alnum = 'ABCDEFGHJKLMNPRSTUVWXYZ0123456789';
  const out: CarrierUnit[] = [];
  let unitNo = 1;
  for (const s of sections) {
    const pool: readonly (readonly [string, string, string, string])[] =
      s.pool === 'power' ? POWER : s.pool === 'trailer' ? TRAILERS : AUTOS;
    const prefix = s.pool === 'power' ? 'T' : s.pool === 'trailer' ? 'TR' : 'P';
    for (let i = 0; i < s.n; i++) {
      const [wmi, make, model, bodyType] = r.pick(pool);
      let rest = '';
      for (let k = 0; k < 13; k++) rest += alnum[r.int(0, alnum.length - 1)];
      const letters = 'ABCDEFGHJKLMNPRSTUVWXYZ';
      out.push({
        section: s.name,
        unitNo: unitNo++,
        companyUnit: r.next() < 0.7 ? `${prefix}-${r.int(100, 999)}${i % 10}` : '',
        plate: r.next() < 0.8 ? `${letters[r.int(0, 22)]}${letters[r.int(0, 22)]}${r.int(1000, 9999)}` : '',
        year: s.pool === 'trailer' ? r.int(2008, 2024) : r.int(2014, 2025),
        make,
        model,
        bodyType,
        vin: withCheckDigit(`${wmi}${rest}`),
        costNew: r.int(20, 210) * 1000,
      });
    }
  }
  return out;
}

/** The fleet id a broker wants: the insured's own unit number, else the carrier's unit number. */
const fleetIdOf = (u: CarrierUnit) => u.companyUnit || String(u.unitNo);

interface CarrierLayout {
  insured: string;
  policy: string;
  effective: string;
  perPage: number;
  columns: { header: string; x: number; cell: (u: CarrierUnit) => string }[];
  /** The column header on every page (else on the first page only, later pages marked as continuations). */
  headerEveryPage: boolean;
  /** Which unit fields the printed truth carries. */
  truth: (u: CarrierUnit) => Row;
}

/** Pages of a carrier-printed schedule: page header, column header, section headings, rows, form footer. */
function carrierPages(units: CarrierUnit[], lay: CarrierLayout): PdfText[][] {
  type Line = { kind: 'section'; text: string } | { kind: 'unit'; unit: CarrierUnit };
  const lines: Line[] = [];
  let current = '';
  for (const u of units) {
    if (u.section !== current) {
      lines.push({ kind: 'section', text: u.section });
      current = u.section;
    }
    lines.push({ kind: 'unit', unit: u });
  }
  const chunks: Line[][] = [];
  for (let i = 0; i < lines.length; i += lay.perPage) chunks.push(lines.slice(i, i + lay.perPage));
  const pages: PdfText[][] = [];
  let section = '';
  chunks.forEach((chunk, p) => {
    const t: PdfText[] = [];
    t.push({ x: 290, y: 28, text: 'SCHEDULE OF COVERED AUTOS YOU OWN', size: 11 });
    t.push({ x: 30, y: 46, text: `Named Insured: ${lay.insured}` });
    t.push({ x: 360, y: 46, text: `Policy Number: ${lay.policy}` });
    t.push({ x: 690, y: 46, text: `Page ${p + 1} of ${chunks.length}` });
    t.push({ x: 30, y: 58, text: `Effective Date: ${lay.effective}` });
    t.push({ x: 360, y: 58, text: 'Business Auto Coverage Form' });
    let y = 80;
    if (p > 0 && !lay.headerEveryPage) {
      t.push({ x: 30, y, text: 'CONTINUATION PAGE - SCHEDULE OF COVERED AUTOS', size: 9 });
      y += 18;
    }
    if (p === 0 || lay.headerEveryPage) {
      for (const c of lay.columns) t.push({ x: c.x, y, text: c.header });
      y += 16;
    }
    const first = chunk[0];
    if (p > 0 && first?.kind === 'unit' && section) {
      t.push({ x: 30, y, text: `${section.toUpperCase()} (CONTINUED)`, size: 9 });
      y += 14;
    }
    for (const line of chunk) {
      if (line.kind === 'section') {
        section = line.text;
        y += 4;
        t.push({ x: 30, y, text: line.text.toUpperCase(), size: 9 });
        y += 14;
        continue;
      }
      for (const c of lay.columns) {
        const v = c.cell(line.unit);
        if (v) t.push({ x: c.x, y, text: v, size: 8 });
      }
      y += 11;
    }
    if (p < chunks.length - 1) t.push({ x: 330, y: y + 8, text: 'Continued on next page', size: 8 });
    t.push({ x: 30, y: 585, text: 'CA T4 05 10 13', size: 7 });
    t.push({ x: 300, y: 585, text: 'Includes copyrighted material of Insurance Services Office, Inc.', size: 7 });
    t.push({ x: 700, y: 585, text: `Page ${p + 1} of ${chunks.length}`, size: 7 });
    pages.push(t);
  });
  return pages;
}

function carrierTruth(units: CarrierUnit[], lay: CarrierLayout): Truth {
  return { documentType: 'vehicle', properties: [], vehicles: units.map(lay.truth) };
}

const BASE_COLUMNS: CarrierLayout['columns'] = [
  { header: 'Unit No.', x: 30, cell: (u) => String(u.unitNo) },
  { header: 'Co. Unit No.', x: 78, cell: (u) => u.companyUnit },
  { header: 'Plate', x: 140, cell: (u) => u.plate },
  { header: 'Year', x: 190, cell: (u) => String(u.year) },
  { header: 'Make', x: 225, cell: (u) => u.make.toUpperCase() },
  { header: 'Model', x: 310, cell: (u) => u.model.toUpperCase() },
  { header: 'Body Type', x: 395, cell: (u) => u.bodyType.toUpperCase() },
];
const upper = (u: CarrierUnit) => ({ fleetId: fleetIdOf(u), year: u.year, make: u.make.toUpperCase(), model: u.model.toUpperCase() });

/** The carrier layouts of batch E, shared with the scanned page and the speed bench. */
export const CARRIER = {
  noVin: (): CarrierLayout => ({
    insured: 'Harbor Freight Lines LLC',
    policy: 'BAP 4471229-09',
    effective: '07/01/2026',
    perPage: 40,
    headerEveryPage: true,
    columns: BASE_COLUMNS,
    truth: upper,
  }),
  withVin: (): CarrierLayout => ({
    insured: 'Tri-County Produce Haulers, Inc.',
    policy: 'CA 88-301-5521',
    effective: '03/15/2026',
    perPage: 38,
    headerEveryPage: true,
    columns: [
      ...BASE_COLUMNS,
      { header: 'Vehicle Identification No.', x: 500, cell: (u) => (u.unitNo % 9 === 4 ? '' : u.vin) },
      { header: 'Cost New', x: 690, cell: (u) => money(u.costNew) },
    ],
    truth: (u) => ({ ...upper(u), ...(u.unitNo % 9 === 4 ? {} : { vin: u.vin }), value: u.costNew }),
  }),
};

async function carrierPdf(file: string, units: CarrierUnit[], lay: CarrierLayout): Promise<Practice> {
  return { file, bytes: await writePdf(carrierPages(units, lay)), truth: carrierTruth(units, lay) };
}

/** The 25-page, 800-unit schedule of the speed bench. */
export async function carrierSchedule800(): Promise<Practice> {
  const units = carrierUnits(5900, [
    { name: 'Power Units', pool: 'power', n: 420 },
    { name: 'Trailers', pool: 'trailer', n: 300 },
    { name: 'Supplemental Autos', pool: 'auto', n: 80 },
  ]);
  const lay = { ...CARRIER.noVin(), perPage: 33 };
  return carrierPdf('carrier-autos-800.pdf', units, lay);
}

/** The scanned page: one page of a carrier schedule printed, then scanned (committed beside this file). */
export function scannedUnits(): { units: CarrierUnit[]; lay: CarrierLayout } {
  const units = carrierUnits(5004, [
    { name: 'Power Units', pool: 'power', n: 14 },
    { name: 'Trailers', pool: 'trailer', n: 10 },
  ]);
  return { units, lay: { ...CARRIER.noVin(), perPage: 60 } };
}
export const SCAN_FILE = path.join(import.meta.dirname, 'e04-carrier-scan.png');
export const scannedPdf = () => {
  const { units, lay } = scannedUnits();
  return writePdf(carrierPages(units, lay));
};

/** A property table printed with a heading over each state's block and no state column. */
async function sovByStatePdf(file: string): Promise<Practice> {
  const items = locations(5005, 46);
  const byState = new Map<string, L[]>();
  for (const l of items) byState.set(l.stateName, [...(byState.get(l.stateName) ?? []), l]);
  const ordered = [...byState].sort(([a], [b]) => a.localeCompare(b));
  const cols: { header: string; x: number; cell: (l: L) => string }[] = [
    { header: 'Loc', x: 30, cell: (l) => l.name.replace(/\D+/g, '') },
    { header: 'Location Name', x: 55, cell: (l) => l.name },
    { header: 'Street Address', x: 165, cell: (l) => l.address },
    { header: 'City', x: 275, cell: (l) => l.city },
    { header: 'Zip', x: 340, cell: (l) => l.zipCode },
    { header: 'Yr Built', x: 380, cell: (l) => String(l.yearBuilt) },
    { header: 'Construction', x: 420, cell: (l) => l.constructionType },
    { header: 'Occupancy', x: 540, cell: (l) => l.occupancyType },
    { header: 'Sq Ft', x: 620, cell: (l) => l.squareFootage.toLocaleString('en-US') },
    { header: 'Building', x: 680, cell: (l) => money(l.buildingValue) },
  ];
  type Line = { heading: string } | { loc: L };
  const lines: Line[] = ordered.flatMap(([st, ls]) => [{ heading: `STATE: ${st.toUpperCase()}` }, ...ls.map((loc) => ({ loc }))]);
  const perPage = 24;
  const pageCount = Math.ceil(lines.length / perPage);
  const pages: PdfText[][] = [];
  for (let p = 0; p < pageCount; p++) {
    const t: PdfText[] = [
      { x: 30, y: 28, text: 'STATEMENT OF VALUES', size: 11 },
      { x: 30, y: 44, text: 'Insured: Northgate Holdings Group' },
      { x: 330, y: 44, text: 'Policy Period: 01/01/2027 - 01/01/2028' },
      { x: 690, y: 44, text: `Page ${p + 1} of ${pageCount}` },
    ];
    let y = 68;
    for (const c of cols) t.push({ x: c.x, y, text: c.header });
    y += 16;
    for (const line of lines.slice(p * perPage, (p + 1) * perPage)) {
      if ('heading' in line) {
        t.push({ x: 30, y: y + 3, text: line.heading, size: 9 });
        y += 17;
      } else {
        for (const c of cols) t.push({ x: c.x, y, text: c.cell(line.loc), size: 8 });
        y += 12;
      }
    }
    t.push({ x: 30, y: 585, text: 'Values are replacement cost unless noted.  Printed 11/30/2026', size: 7 });
    pages.push(t);
  }
  const order = ordered.flatMap(([, ls]) => ls);
  const properties = order.map((l) => ({
    name: l.name,
    address: l.address,
    city: l.city,
    state: l.state,
    zipCode: l.zipCode,
    yearBuilt: l.yearBuilt,
    constructionType: l.constructionType,
    occupancyType: l.occupancyType,
    squareFootage: l.squareFootage,
  }));
  return { file, bytes: await writePdf(pages), truth: { documentType: 'property', properties, vehicles: [] } };
}

/** A PDF table whose address column holds the whole address in one cell. */
async function combinedAddressPdf(file: string): Promise<Practice> {
  const items = locations(5006, 30);
  const cols: { header: string; x: number; cell: (l: L) => string }[] = [
    { header: 'Bldg', x: 30, cell: (l) => l.name.replace(/\D+/g, '') },
    { header: 'Premises Address', x: 60, cell: (l) => `${l.address}, ${l.city}, ${l.state} ${l.zipCode}` },
    { header: 'Occupancy', x: 290, cell: (l) => l.occupancyType },
    { header: 'Construction', x: 370, cell: (l) => l.constructionType },
    { header: 'Year Built', x: 490, cell: (l) => String(l.yearBuilt) },
    { header: 'Stories', x: 545, cell: (l) => String(l.stories) },
    { header: 'Sprinklered', x: 590, cell: (l) => (l.sprinklered ? 'Y' : 'N') },
    { header: 'Area', x: 650, cell: (l) => l.squareFootage.toLocaleString('en-US') },
  ];
  const perPage = 18;
  const pageCount = Math.ceil(items.length / perPage);
  const pages: PdfText[][] = [];
  for (let p = 0; p < pageCount; p++) {
    const t: PdfText[] = [
      { x: 30, y: 30, text: 'Property Schedule - Acme Cold Storage Co.', size: 12 },
      { x: 690, y: 30, text: `Page ${p + 1} of ${pageCount}`, size: 8 },
    ];
    let y = 60;
    for (const c of cols) t.push({ x: c.x, y, text: c.header });
    y += 16;
    for (const l of items.slice(p * perPage, (p + 1) * perPage)) {
      for (const c of cols) t.push({ x: c.x, y, text: c.cell(l), size: 8 });
      y += 12;
    }
    pages.push(t);
  }
  const properties = items.map((l) => ({
    address: l.address,
    city: l.city,
    state: l.state,
    zipCode: l.zipCode,
    occupancyType: l.occupancyType,
    constructionType: l.constructionType,
    yearBuilt: l.yearBuilt,
    stories: l.stories,
    sprinklered: l.sprinklered,
    squareFootage: l.squareFootage,
  }));
  return { file, bytes: await writePdf(pages), truth: { documentType: 'property', properties, vehicles: [] } };
}

const cardTruth = (l: L): Row => ({
  name: l.name,
  address: l.address,
  city: l.city,
  state: l.state,
  zipCode: l.zipCode,
  yearBuilt: l.yearBuilt,
  constructionType: l.constructionType,
  occupancyType: l.occupancyType,
  squareFootage: l.squareFootage,
  stories: l.stories,
  sprinklered: l.sprinklered,
  ownership: l.ownership,
});
const cardLines = (l: L, i: number): [string, Cell][] => [
  ['Location', `${i + 1}`],
  ['Location Name', l.name],
  ['Street', l.address],
  ['City', l.city],
  ['State', l.state],
  ['Zip Code', l.zipCode],
  ['Year Built', l.yearBuilt],
  ['Construction', l.constructionType],
  ['Occupancy', l.occupancyType],
  ['Square Feet', l.squareFootage],
  ['Stories', l.stories],
  ['Sprinklered', l.sprinklered ? 'Yes' : 'No'],
  ['Owned / Leased', l.ownership === 'Owner' ? 'Owned' : 'Leased'],
  ['Building Value', money(l.buildingValue)],
];

export function workbook(
  file: string,
  sheets: { name: string; rows: Cell[][] }[],
  truth: Truth,
  bookType: XLSX.BookType = 'xlsx',
): Practice {
  const wb = XLSX.utils.book_new();
  for (const s of sheets) XLSX.utils.book_append_sheet(wb, XLSX.utils.aoa_to_sheet(s.rows), s.name);
  return { file, bytes: new Uint8Array(XLSX.write(wb, { type: 'buffer', bookType }) as Buffer), truth };
}
export const propertyTruth = (properties: Row[]): Truth => ({ documentType: 'property', properties, vehicles: [] });
const csvText = (rows: Cell[][]) =>
  `${rows
    .map((r) =>
      r
        .map((c) => {
          const s = c === null ? '' : String(c);
          return /[",\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
        })
        .join(','),
    )
    .join('\r\n')}\r\n`;

export async function batchE(): Promise<Practice[]> {
  const out: Practice[] = [];

  // 1. A carrier schedule of covered autos, eight pages, no VINs, three sections, the header on every page.
  out.push(
    await carrierPdf(
      'e01-carrier-autos-novin.pdf',
      carrierUnits(5001, [
        { name: 'Power Units', pool: 'power', n: 130 },
        { name: 'Trailers', pool: 'trailer', n: 120 },
        { name: 'Supplemental Autos', pool: 'auto', n: 30 },
      ]),
      CARRIER.noVin(),
    ),
  );

  // 2. The same kind of schedule with VINs (some blank) and cost new.
  out.push(
    await carrierPdf(
      'e02-carrier-autos-vin.pdf',
      carrierUnits(5002, [
        { name: 'Power Units', pool: 'power', n: 70 },
        { name: 'Trailers', pool: 'trailer', n: 60 },
      ]),
      CARRIER.withVin(),
    ),
  );

  // 3. The column header on the first page only; later pages are continuation pages.
  out.push(
    await carrierPdf(
      'e03-carrier-autos-continuation.pdf',
      carrierUnits(5003, [
        { name: 'Power Units', pool: 'power', n: 50 },
        { name: 'Supplemental Autos', pool: 'auto', n: 40 },
        { name: 'Trailers', pool: 'trailer', n: 30 },
      ]),
      { ...CARRIER.noVin(), insured: 'Summit Ridge Excavating', policy: 'AUT-2290417', headerEveryPage: false, perPage: 36 },
    ),
  );

  // 4. One page of such a schedule, printed and scanned (a PNG; read by OCR).
  if (fs.existsSync(SCAN_FILE)) {
    const { units, lay } = scannedUnits();
    out.push({ file: 'e04-carrier-scan.png', bytes: new Uint8Array(fs.readFileSync(SCAN_FILE)), truth: carrierTruth(units, lay) });
  }

  // 5. A property table printed over pages with a state heading over each block and no state column.
  out.push(await sovByStatePdf('e05-sov-by-state.pdf'));

  // 6. Combined one-cell addresses in a PDF table.
  out.push(await combinedAddressPdf('e06-combined-address.pdf'));

  // 7. Detail cards: one location per block of `Label: value` lines in one column.
  {
    const items = locations(5007, 12);
    const rows: Cell[][] = [['Schedule of Locations - Bayview Medical Partners'], []];
    items.forEach((l, i) => {
      for (const [k, v] of cardLines(l, i)) rows.push([`${k}: ${v}`]);
      rows.push([]);
    });
    out.push(workbook('e07-detail-cards.xlsx', [{ name: 'Locations', rows }], propertyTruth(items.map(cardTruth))));
  }

  // 8. Detail cards with the label and the value in two cells, in a CSV.
  {
    const items = locations(5008, 10);
    const rows: Cell[][] = [];
    items.forEach((l, i) => {
      for (const [k, v] of cardLines(l, i)) rows.push([k, v]);
      rows.push([]);
    });
    out.push({ file: 'e08-detail-cards.csv', bytes: new TextEncoder().encode(csvText(rows)), truth: propertyTruth(items.map(cardTruth)) });
  }

  // 9. Locations across columns: one column per location, field names down the first column.
  {
    const items = locations(5009, 7);
    const fields = cardLines(items[0]!, 0).map(([k]) => k);
    const rows: Cell[][] = [
      ['Property Information', ...items.map((_, i) => `Location ${i + 1}`)],
      ...fields.slice(1).map((f, k) => [f, ...items.map((l, i) => cardLines(l, i)[k + 1]![1])]),
    ];
    out.push(workbook('e09-across-columns.xlsx', [{ name: 'Property', rows }], propertyTruth(items.map(cardTruth))));
  }

  // 10. Across columns in a CSV, buildings headed by their names.
  {
    const items = locations(5010, 5);
    const rows: Cell[][] = [
      ['', ...items.map((l) => l.name)],
      ['Address', ...items.map((l) => l.address)],
      ['City', ...items.map((l) => l.city)],
      ['State', ...items.map((l) => l.state)],
      ['Zip', ...items.map((l) => l.zipCode)],
      ['Year Built', ...items.map((l) => l.yearBuilt)],
      ['Construction Type', ...items.map((l) => l.constructionType)],
      ['Occupancy', ...items.map((l) => l.occupancyType)],
      ['Total Sq. Ft.', ...items.map((l) => l.squareFootage)],
      ['# of Stories', ...items.map((l) => l.stories)],
      ['Sprinklers', ...items.map((l) => (l.sprinklered ? 'Y' : 'N'))],
    ];
    const truth = items.map((l) => {
      const { ownership: _o, ...t } = cardTruth(l);
      return t;
    });
    out.push({ file: 'e10-across-columns.csv', bytes: new TextEncoder().encode(csvText(rows)), truth: propertyTruth(truth) });
  }

  // 11. A query export saved as a legacy .xls: the query's own column names, booleans as True / False.
  {
    const items = locations(5011, 40);
    const sheet: SheetSpec<L> = {
      name: 'qryLocationSchedule',
      kind: 'property',
      items,
      columns: [
        extra<L>('LocID', (_, i) => 1000 + i),
        col<L>('LocName', 'name'),
        col<L>('Addr1', 'address'),
        col<L>('City', 'city'),
        col<L>('StateCd', 'state'),
        col<L>('ZipCd', 'zipCode'),
        col<L>('YrBuilt', 'yearBuilt'),
        col<L>('ConstrDesc', 'constructionType'),
        col<L>('OccDesc', 'occupancyType'),
        col<L>('TotSqFt', 'squareFootage'),
        col<L>('NumStories', 'stories'),
        col<L>('SprinkFlag', 'sprinklered', (l) => (l.sprinklered ? 'True' : 'False')),
        col<L>('OwnLeaseCd', 'ownership', own('O', 'L')),
        extra<L>('BldgLimit', (l) => l.buildingValue),
      ],
    };
    out.push(workbook('e11-query-export.xls', [{ name: sheet.name, rows: sheetRows(sheet) }], truthOf([sheet]), 'biff8'));
  }

  // 12. A query export saved as `.xls` that is an HTML table, as web systems export.
  {
    const items = locations(5012, 25);
    const head = ['Location Number', 'Location Name', 'Address', 'City', 'State', 'ZIP', 'Year Built', 'Construction', 'Square Footage'];
    const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;');
    const body = items
      .map(
        (l, i) =>
          `<tr><td>${i + 1}</td><td>${esc(l.name)}</td><td>${esc(l.address)}</td><td>${l.city}</td><td>${l.state}</td><td>${l.zipCode}</td><td>${l.yearBuilt}</td><td>${l.constructionType}</td><td>${l.squareFootage}</td></tr>`,
      )
      .join('\n');
    const html = `<html><head><meta http-equiv="Content-Type" content="text/html; charset=utf-8"></head><body>\n<table border="1">\n<tr>${head.map((h) => `<th>${h}</th>`).join('')}</tr>\n${body}\n</table></body></html>\n`;
    const truth = items.map((l) => ({
      name: l.name,
      address: l.address,
      city: l.city,
      state: l.state,
      zipCode: l.zipCode,
      yearBuilt: l.yearBuilt,
      constructionType: l.constructionType,
      squareFootage: l.squareFootage,
    }));
    out.push({ file: 'e12-query-export-html.xls', bytes: new TextEncoder().encode(html), truth: propertyTruth(truth) });
  }

  // 13. Addresses over several lines inside one cell, in xlsx.
  {
    const items = locations(5013, 24);
    const sheet: SheetSpec<L> = {
      name: 'Schedule',
      kind: 'property',
      items,
      columns: [
        col<L>('Location', 'name'),
        {
          header: 'Address',
          truth: (l) => ({ address: l.address, city: l.city, state: l.state, zipCode: l.zipCode }),
          write: (l) => `${l.address}\n${l.city}, ${l.state} ${l.zipCode}`,
        },
        col<L>('Occupancy', 'occupancyType'),
        col<L>('Construction', 'constructionType'),
        col<L>('Year Built', 'yearBuilt'),
        col<L>('Sq Ft', 'squareFootage'),
        extra<L>('TIV', (l) => l.buildingValue + l.contentsValue),
      ],
    };
    out.push(xlsx('e13-multiline-address.xlsx', [sheet]));
  }

  // 14. Addresses over several lines inside one cell, in a CSV (name, street, city line).
  {
    const items = locations(5014, 20);
    const sheet: SheetSpec<L> = {
      name: 'x',
      kind: 'property',
      items,
      columns: [
        extra<L>('#', (_, i) => i + 1),
        {
          header: 'Insured Location',
          truth: (l) => ({ address: l.address, city: l.city, state: l.state, zipCode: l.zipCode }),
          write: (l) => `${l.address}\n${l.city} ${l.state} ${l.zipCode}`,
        },
        col<L>('Year Blt', 'yearBuilt'),
        col<L>('Stories', 'stories'),
        col<L>('Sprinklered (Y/N)', 'sprinklered', yn('Y', 'N')),
        col<L>('Building Area', 'squareFootage'),
      ],
    };
    out.push(csv('e14-multiline-address.csv', sheet));
  }

  // 15. A workbook with the schedule, a cleaned copy of it and a sheet of source references.
  {
    const items = locations(5015, 18);
    const columns = [
      col<L>('Loc Name', 'name'),
      col<L>('Address', 'address'),
      col<L>('City', 'city'),
      col<L>('State', 'state'),
      col<L>('Zip', 'zipCode'),
      col<L>('Year Built', 'yearBuilt'),
      col<L>('Construction', 'constructionType'),
      col<L>('Sq Ft', 'squareFootage'),
    ];
    out.push(
      xlsx('e15-clean-copy-and-sources.xlsx', [
        { name: 'SOV 2026', kind: 'property', items, columns },
        { name: 'SOV 2026 (clean)', kind: 'property', items, ignored: true, columns },
        {
          name: 'Sources',
          kind: 'property',
          items,
          ignored: true,
          columns: [
            extra<L>('Row', (_, i) => i + 2),
            extra<L>('Loc Name', (l) => l.name),
            extra<L>('Address', (l) => l.address),
            extra<L>('Zip', (l) => l.zipCode),
            extra<L>('Source Document', (_, i) => (i % 2 ? '2025 SOV.xlsx' : 'Appraisal 2024.pdf')),
            extra<L>('Reference', (_, i) => `Sheet1!B${i + 4}`),
          ],
        },
      ]),
    );
  }

  // 16. European addresses with their own four-digit postcodes beside US ones, a country column.
  {
    const base = locations(5016, 10);
    const places = [
      ['Geel', '', '2440', 'Belgium'],
      ['Aarhus', '', '8000', 'Denmark'],
      ['Wien', '', '1010', 'Austria'],
      ['Zürich', '', '8001', 'Switzerland'],
      ['Oslo', '', '0150', 'Norway'],
      ['Antwerpen', '', '2000', 'Belgium'],
      ['Boston', 'MA', '02110', 'United States'],
      ['Newark', 'NJ', '07102', 'United States'],
      ['Luxembourg', '', '1150', 'Luxembourg'],
      ['Hartford', 'CT', '06103', 'United States'],
    ] as const;
    const items = base.map((l, i) => {
      const [city, state, zipCode, country] = places[i]!;
      return { ...l, city, state, zipCode, country };
    });
    type E = (typeof items)[number];
    out.push(
      xlsx('e16-european-postcodes.xlsx', [
        {
          name: 'Locations',
          kind: 'property',
          items,
          columns: [
            col<E>('Site', 'name'),
            col<E>('Street', 'address'),
            col<E>('Postcode', 'zipCode', (l) => (l.country === 'United States' ? Number(l.zipCode) : l.zipCode)),
            col<E>('City', 'city'),
            col<E>(
              'State',
              'state',
              (l) => l.state || null,
              (l) => l.state || undefined,
            ),
            extra<E>('Country', (l) => l.country),
            col<E>('Year Built', 'yearBuilt'),
            col<E>('Floor Area (sq ft)', 'squareFootage'),
          ],
        },
      ]),
    );
  }

  // 17. A UK SOV: construction under British words, storeys, tenure, postcodes, no state.
  {
    const base = locations(5017, 12);
    const towns = [
      ['Leeds', 'LS1 4DY'],
      ['Bristol', 'BS1 5TR'],
      ['Glasgow', 'G2 1DY'],
      ['Cardiff', 'CF10 1EP'],
      ['Manchester', 'M1 1AE'],
      ['Sheffield', 'S1 2HE'],
    ] as const;
    const FABRIC: Record<L['constructionType'], [string, string]> = {
      Frame: ['Timber Frame', 'Frame'],
      'Joisted Masonry': ['Brick', 'Brick'],
      'Non-Combustible': ['Steel Frame', 'Steel Frame'],
      'Masonry Non-Combustible': ['Brick and Block', 'Brick and Block'],
      'Modified Fire Resistive': ['Reinforced Concrete', 'Reinforced Concrete'],
      'Fire Resistive': ['Reinforced Concrete', 'Reinforced Concrete'],
    };
    const items = base.map((l, i) => ({ ...l, city: towns[i % 6]![0], zipCode: towns[i % 6]![1] }));
    type U = (typeof items)[number];
    out.push(
      xlsx('e17-uk-construction.xlsx', [
        {
          name: 'Property Schedule',
          kind: 'property',
          above: [['Schedule of Premises - Ashworth Retail plc'], []],
          items,
          columns: [
            col<U>('Premises', 'name'),
            col<U>('Address Line 1', 'address'),
            col<U>('Town', 'city'),
            col<U>('Postcode', 'zipCode'),
            col<U>(
              'Method of Construction',
              'constructionType',
              (l) => FABRIC[l.constructionType][0],
              (l) => FABRIC[l.constructionType][1],
            ),
            col<U>('Year of Build', 'yearBuilt'),
            col<U>('No. of Storeys', 'stories'),
            col<U>('Sprinkler System', 'sprinklered', yn('Fitted', 'None')),
            col<U>('Tenure', 'ownership', own('Freehold', 'Leasehold')),
            extra<U>('Buildings Sum Insured (£)', (l) => l.buildingValue),
          ],
        },
      ]),
    );
  }

  // 18. A vendor's normalised export: snake_case headers behind a namespace prefix.
  {
    const items = locations(5018, 30);
    out.push(
      csv('e18-vendor-export.csv', {
        name: 'x',
        kind: 'property',
        items,
        columns: [
          extra<L>('loc__location_id', (_, i) => `L-${String(i + 1).padStart(4, '0')}`),
          col<L>('loc__location_name', 'name'),
          col<L>('loc__street_address', 'address'),
          col<L>('loc__city_name', 'city'),
          col<L>('loc__state_code', 'state'),
          col<L>('loc__postal_code', 'zipCode'),
          col<L>('bldg__year_built', 'yearBuilt'),
          col<L>('bldg__construction_class', 'constructionType'),
          col<L>('bldg__occupancy_desc', 'occupancyType'),
          col<L>('bldg__floor_area_sqft', 'squareFootage'),
          col<L>('bldg__num_stories', 'stories'),
          col<L>('bldg__sprinkler_ind', 'sprinklered', yn('true', 'false')),
          col<L>('bldg__tenure_type', 'ownership', own('OWNED', 'LEASED')),
        ],
      }),
    );
  }

  // 19. The same kind of export in a workbook whose sheet is named after the client, with no name column.
  {
    const items = locations(5019, 16);
    out.push(
      xlsx('e19-vendor-export-noname.xlsx', [
        {
          name: 'Lakeside Foods Export',
          kind: 'property',
          items,
          columns: [
            col<L>('property.address_line_1', 'address'),
            col<L>('property.city', 'city'),
            col<L>('property.region_code', 'state'),
            col<L>('property.postal_code', 'zipCode'),
            col<L>('building.year_of_construction', 'yearBuilt'),
            col<L>('building.number_of_stories', 'stories'),
            col<L>('building.gross_area', 'squareFootage'),
            col<L>('building.construction_type', 'constructionType'),
          ],
        },
      ]),
    );
  }

  // 20. A fleet list under equipment and asset numbers, no VINs on trailers.
  {
    const items = vehicles(5020, 28, 4100);
    out.push(
      xlsx('e20-equipment-list.xlsx', [
        {
          name: 'Equipment',
          kind: 'vehicle',
          items,
          columns: [
            col<V>(
              'Equip. No.',
              'fleetId',
              (v) => `EQ-${v.fleetId}`,
              (v) => `EQ-${v.fleetId}`,
            ),
            col<V>('Yr', 'year'),
            col<V>('Mfr', 'make'),
            col<V>('Mdl', 'model'),
            col<V>(
              'Serial #',
              'vin',
              (v, i) => (i % 4 === 3 ? '' : v.vin),
              (v) => (Number(v.fleetId) % 4 === 3 ? undefined : v.vin),
            ),
            col<V>('ACV', 'value'),
          ],
        },
      ]),
    );
  }

  // 21. Property headers whose words say little; the values say what they are.
  {
    const items = locations(5021, 22);
    out.push(
      xlsx('e21-vague-headers.xlsx', [
        {
          name: 'Buildings',
          kind: 'property',
          items,
          columns: [
            extra<L>('Bldg Ref', (_, i) => `B${String(i + 1).padStart(3, '0')}`),
            col<L>('Premises', 'name'),
            col<L>('Situated At', 'address'),
            col<L>('Town / City', 'city'),
            col<L>('Prov/St', 'state', (l) => l.stateName),
            col<L>('Post Code', 'zipCode'),
            col<L>('GLA', 'squareFootage'),
            col<L>('Constructed', 'yearBuilt'),
            col<L>('Floors', 'stories'),
          ],
        },
      ]),
    );
  }

  // 22. A fleet list with the unit number only as fleet id, year / make / model and no VIN at all.
  {
    const items = vehicles(5022, 26, 1);
    out.push(
      csv('e22-fleet-novin.csv', {
        name: 'x',
        kind: 'vehicle',
        items,
        columns: [
          col<V>('Veh #', 'fleetId'),
          col<V>('Year', 'year'),
          col<V>('Make', 'make'),
          col<V>('Model', 'model'),
          extra<V>('Garaging Zip', () => '30303'),
          col<V>('Stated Amt', 'value', (v) => money(v.value)),
        ],
      }),
    );
  }

  return out;
}

/**
 * Held-out batch F: ten schedules of the same kinds as batch E in other wordings, written after the
 * rules were improved on batch E and scored once, never tuned on: carrier schedules with other header
 * words, section headings and page marks, a carrier list without the insured's unit numbers, state
 * headings written as bare names, detail cards and tables laid across with other labels, an HTML export
 * with a table head and body, an address over three lines, country codes beside postcodes, a dotted
 * vendor export, a fleet list under asset numbers.
 */
import { type PdfText, writePdf } from '../pdf-writer.ts';
import { type CarrierUnit, carrierUnits, propertyTruth, workbook } from './batch-e.ts';
import { type Cell, col, csv, extra, type Location, locations, type Practice, type Row, vehicles, xlsx } from './data.ts';

type L = Location;
/** The truth of a location: the fields the schedule shows. */
const pick = (l: L, fields: (keyof L)[]): Row => Object.fromEntries(fields.map((f) => [f, l[f]]));
const money = (n: number) => `$${n.toLocaleString('en-US')}`;

interface Printed<T> {
  header: (p: number, pages: number) => PdfText[];
  columns: { header: string; x: number; cell: (item: T) => string }[];
  perPage: number;
  headerEveryPage: boolean;
  section: (item: T) => string;
  continued: (section: string) => string;
}

/** Pages of a printed table with its page header, column header on every page or the first, and section headings. */
function printed<T>(items: T[], lay: Printed<T>): PdfText[][] {
  type Line = { heading: string } | { item: T };
  const lines: Line[] = [];
  let current = '';
  for (const item of items) {
    const s = lay.section(item);
    if (s !== current) lines.push({ heading: s });
    current = s;
    lines.push({ item });
  }
  const pageCount = Math.ceil(lines.length / lay.perPage);
  const pages: PdfText[][] = [];
  let section = '';
  for (let p = 0; p < pageCount; p++) {
    const t = lay.header(p, pageCount);
    let y = 84;
    if (p === 0 || lay.headerEveryPage) {
      for (const c of lay.columns) t.push({ x: c.x, y, text: c.header });
      y += 15;
    }
    const chunk = lines.slice(p * lay.perPage, (p + 1) * lay.perPage);
    if (p > 0 && chunk[0] && 'item' in chunk[0] && section) {
      t.push({ x: 30, y, text: lay.continued(section) });
      y += 14;
    }
    for (const line of chunk) {
      if ('heading' in line) {
        section = line.heading;
        t.push({ x: 30, y: y + 3, text: line.heading, size: 9 });
        y += 17;
        continue;
      }
      for (const c of lay.columns) {
        const v = c.cell(line.item);
        if (v) t.push({ x: c.x, y, text: v, size: 8 });
      }
      y += 11;
    }
    pages.push(t);
  }
  return pages;
}

const CLASS: Record<string, string> = {
  Tractor: 'HEAVY TRUCKS',
  'Box Truck': 'HEAVY TRUCKS',
  'Dump Truck': 'HEAVY TRUCKS',
  Pickup: 'LIGHT TRUCKS',
  Van: 'LIGHT TRUCKS',
};

export async function batchF(): Promise<Practice[]> {
  const out: Practice[] = [];

  // 1. Other header words, classes as sections, "Sheet n of m", a starred continuation line.
  {
    const units = carrierUnits(6001, [
      { name: 'a', pool: 'power', n: 90 },
      { name: 'b', pool: 'auto', n: 60 },
    ]).sort((a, b) => CLASS[a.bodyType]!.localeCompare(CLASS[b.bodyType]!) || a.unitNo - b.unitNo);
    units.forEach((u, i) => {
      u.unitNo = i + 1;
    });
    const pages = printed<CarrierUnit>(units, {
      header: (p, n) => [
        { x: 250, y: 26, text: 'COMMERCIAL AUTO - SCHEDULE OF VEHICLES', size: 11 },
        { x: 30, y: 44, text: 'Insured: Coastal Linen Services Inc.' },
        { x: 340, y: 44, text: 'Policy No.: CAP 7781-0043' },
        { x: 660, y: 44, text: `Sheet ${p + 1} of ${n}` },
        { x: 30, y: 56, text: 'Eff. Date: 09/01/2026' },
        { x: 340, y: 56, text: 'Exp. Date: 09/01/2027' },
      ],
      columns: [
        { header: 'Veh #', x: 30, cell: (u) => String(u.unitNo) },
        { header: 'Insured Unit #', x: 70, cell: (u) => u.companyUnit },
        { header: 'Reg. No.', x: 140, cell: (u) => u.plate },
        { header: 'Yr', x: 190, cell: (u) => String(u.year) },
        { header: 'Manufacturer', x: 220, cell: (u) => u.make },
        { header: 'Model', x: 300, cell: (u) => u.model },
        { header: 'Body', x: 380, cell: (u) => u.bodyType },
        { header: 'Serial Number', x: 460, cell: (u) => (u.unitNo % 5 === 0 ? '' : u.vin) },
        { header: 'Stated Amount', x: 640, cell: (u) => money(u.costNew) },
      ],
      perPage: 42,
      headerEveryPage: true,
      section: (u) => CLASS[u.bodyType]!,
      continued: (s) => `*** ${s} CONTINUED ***`,
    });
    out.push({
      file: 'f01-carrier-vehicles.pdf',
      bytes: await writePdf(pages),
      truth: {
        documentType: 'vehicle',
        properties: [],
        vehicles: units.map((u) => ({
          fleetId: u.companyUnit || String(u.unitNo),
          year: u.year,
          make: u.make,
          model: u.model,
          ...(u.unitNo % 5 === 0 ? {} : { vin: u.vin }),
          value: u.costNew,
        })),
      },
    });
  }

  // 2. A carrier list with only its own item numbers, grouped by garaging address, header on the first page only.
  {
    const units = carrierUnits(6002, [
      { name: 'Garaged at: 1200 Commerce St, Dallas TX 75201', pool: 'power', n: 40 },
      { name: 'Garaged at: 55 Industrial Blvd, Tulsa OK 74103', pool: 'trailer', n: 45 },
    ]);
    const pages = printed<CarrierUnit>(units, {
      header: (p, n) => [
        { x: 30, y: 30, text: 'Named Insured: Red River Hauling Co.' },
        { x: 400, y: 30, text: 'Policy Number: TX-BA-20931' },
        { x: 30, y: 42, text: 'Policy Period: 05/01/2026 to 05/01/2027' },
        { x: 680, y: 42, text: `Page ${p + 1} of ${n}` },
        ...(p > 0 ? [{ x: 30, y: 64, text: 'Schedule of Covered Autos (continuation)' }] : []),
      ],
      columns: [
        { header: 'Item', x: 30, cell: (u) => String(u.unitNo) },
        { header: 'Year', x: 70, cell: (u) => String(u.year) },
        { header: 'Make', x: 110, cell: (u) => u.make.toUpperCase() },
        { header: 'Model', x: 200, cell: (u) => u.model.toUpperCase() },
        { header: 'Body Type', x: 290, cell: (u) => u.bodyType.toUpperCase() },
        { header: 'VIN', x: 400, cell: (u) => (u.unitNo % 2 ? u.vin : '') },
        { header: 'Symbol', x: 560, cell: () => '07' },
      ],
      perPage: 40,
      headerEveryPage: false,
      section: (u) => u.section,
      continued: (s) => `${s} (cont'd)`,
    });
    out.push({
      file: 'f02-carrier-items.pdf',
      bytes: await writePdf(pages),
      truth: {
        documentType: 'vehicle',
        properties: [],
        vehicles: units.map((u) => ({
          fleetId: String(u.unitNo),
          year: u.year,
          make: u.make.toUpperCase(),
          model: u.model.toUpperCase(),
          ...(u.unitNo % 2 ? { vin: u.vin } : {}),
        })),
      },
    });
  }

  // 3. A property table with each state's block headed by the state's bare name, or "Locations in ...".
  {
    const items = locations(6003, 36).sort((a, b) => a.stateName.localeCompare(b.stateName));
    const pages = printed<L>(items, {
      header: (p, n) => [
        { x: 30, y: 30, text: 'SCHEDULE OF LOCATIONS', size: 11 },
        { x: 30, y: 46, text: 'Account: Meridian Hospitality Group' },
        { x: 680, y: 46, text: `Page ${p + 1} of ${n}` },
      ],
      columns: [
        { header: 'Bldg Name', x: 30, cell: (l) => l.name },
        { header: 'Address', x: 140, cell: (l) => l.address },
        { header: 'City', x: 250, cell: (l) => l.city },
        { header: 'ZIP', x: 320, cell: (l) => l.zipCode },
        { header: 'Built', x: 370, cell: (l) => String(l.yearBuilt) },
        { header: 'Const.', x: 410, cell: (l) => l.constructionType },
        { header: 'Stories', x: 530, cell: (l) => String(l.stories) },
        { header: 'Area (sq ft)', x: 580, cell: (l) => l.squareFootage.toLocaleString('en-US') },
      ],
      perPage: 26,
      headerEveryPage: true,
      section: (l) => (l.stateName.length % 2 ? l.stateName : `Locations in ${l.stateName}`),
      continued: (s) => `${s} - continued`,
    });
    out.push({
      file: 'f03-sov-state-names.pdf',
      bytes: await writePdf(pages),
      truth: propertyTruth(
        items.map((l) =>
          pick(l, ['name', 'address', 'city', 'state', 'zipCode', 'yearBuilt', 'constructionType', 'stories', 'squareFootage']),
        ),
      ),
    });
  }

  // 4. Detail cards under other labels, each block titled.
  {
    const items = locations(6004, 9);
    const rows: Cell[][] = [['Premises Schedule'], []];
    items.forEach((l, i) => {
      rows.push([`Building ${i + 1}`]);
      rows.push([`Premises Name: ${l.name}`]);
      rows.push([`Street Address: ${l.address}`]);
      rows.push([`Town: ${l.city}`]);
      rows.push([`State/Province: ${l.state}`]);
      rows.push([`Postal Code: ${l.zipCode}`]);
      rows.push([`Year of Construction: ${l.yearBuilt}`]);
      rows.push([`Construction Class: ${l.constructionType}`]);
      rows.push([`No. of Floors: ${l.stories}`]);
      rows.push([`Sprinkler Protection: ${l.sprinklered ? 'Yes' : 'No'}`]);
      rows.push([]);
    });
    out.push(
      workbook(
        'f04-cards-other-labels.xlsx',
        [{ name: 'Premises', rows }],
        propertyTruth(
          items.map((l) =>
            pick(l, ['name', 'address', 'city', 'state', 'zipCode', 'yearBuilt', 'constructionType', 'stories', 'sprinklered']),
          ),
        ),
      ),
    );
  }

  // 5. Across columns, buildings numbered along the top, other labels down the side.
  {
    const items = locations(6005, 6);
    const rows: Cell[][] = [
      ['', ...items.map((_, i) => `Bldg ${i + 1}`)],
      ['Named Location', ...items.map((l) => l.name)],
      ['Physical Address', ...items.map((l) => l.address)],
      ['City', ...items.map((l) => l.city)],
      ['St', ...items.map((l) => l.state)],
      ['Zip Code', ...items.map((l) => l.zipCode)],
      ['Occupancy', ...items.map((l) => l.occupancyType)],
      ['Yr Built', ...items.map((l) => l.yearBuilt)],
      ['Sq. Footage', ...items.map((l) => l.squareFootage)],
      ['Building Limit', ...items.map((l) => money(l.buildingValue))],
    ];
    out.push(
      workbook(
        'f05-across-bldgs.xlsx',
        [{ name: 'Property Info', rows }],
        propertyTruth(
          items.map((l) => pick(l, ['name', 'address', 'city', 'state', 'zipCode', 'occupancyType', 'yearBuilt', 'squareFootage'])),
        ),
      ),
    );
  }

  // 6. An HTML export with a table head and body, saved as .xls.
  {
    const items = locations(6006, 20);
    const head = ['Loc #', 'Site Name', 'Street', 'City', 'State', 'Zip', 'Stories', 'Sprinklered'];
    const body = items
      .map(
        (l, i) =>
          `<tr><td>${i + 1}</td><td>${l.name}</td><td>${l.address}</td><td>${l.city}</td><td>${l.state}</td><td>${l.zipCode}</td><td>${l.stories}</td><td>${l.sprinklered ? 'Yes' : 'No'}</td></tr>`,
      )
      .join('\n');
    const html = `<!DOCTYPE html>\n<html><head><title>Report</title></head><body><h1>Location Report</h1>\n<table class="grid"><thead><tr>${head.map((h) => `<th>${h}</th>`).join('')}</tr></thead>\n<tbody>${body}</tbody></table></body></html>\n`;
    out.push({
      file: 'f06-html-export.xls',
      bytes: new TextEncoder().encode(html),
      truth: propertyTruth(items.map((l) => pick(l, ['name', 'address', 'city', 'state', 'zipCode', 'stories', 'sprinklered']))),
    });
  }

  // 7. An address over three lines of its cell: street, suite, city line.
  {
    const items = locations(6007, 18);
    out.push(
      xlsx('f07-address-three-lines.xlsx', [
        {
          name: 'Locations',
          kind: 'property',
          items,
          columns: [
            col<L>('Location Name', 'name'),
            {
              header: 'Mailing Address',
              truth: (l) => ({ city: l.city, state: l.state, zipCode: l.zipCode }),
              write: (l, i) => `${l.address}\nSuite ${100 + i}\n${l.city}, ${l.state} ${l.zipCode}`,
            },
            col<L>('Occupancy', 'occupancyType'),
            col<L>('Year Built', 'yearBuilt'),
          ],
        },
      ]),
    );
  }

  // 8. Postcodes beside two-letter country codes.
  {
    const base = locations(6008, 8);
    const places = [
      ['Mechelen', '2800', 'BE'],
      ['Odense', '5000', 'DK'],
      ['Basel', '4051', 'CH'],
      ['Graz', '8010', 'AT'],
      ['Bergen', '5003', 'NO'],
      ['Leuven', '3000', 'BE'],
      ['Burlington', '05401', 'US'],
      ['Portland', '04101', 'US'],
    ] as const;
    const items = base.map((l, i) => ({ ...l, city: places[i]![0], zipCode: places[i]![1], country: places[i]![2] }));
    type E = (typeof items)[number];
    out.push(
      csv('f08-country-codes.csv', {
        name: 'x',
        kind: 'property',
        items,
        columns: [
          col<E>('Name', 'name'),
          col<E>('Address', 'address'),
          col<E>('City', 'city'),
          col<E>('Post Code', 'zipCode', (l) => (l.country === 'US' ? String(Number(l.zipCode)) : l.zipCode)),
          extra<E>('Ctry', (l) => l.country),
          col<E>('Year Built', 'yearBuilt'),
        ],
      }),
    );
  }

  // 9. A vendor export with dotted namespaces.
  {
    const items = locations(6009, 20);
    out.push(
      xlsx('f09-dotted-export.xlsx', [
        {
          name: 'export',
          kind: 'property',
          items,
          columns: [
            col<L>('site.site_name', 'name'),
            col<L>('site.addr_line1', 'address'),
            col<L>('site.town', 'city'),
            col<L>('site.state_abbr', 'state'),
            col<L>('site.zip5', 'zipCode'),
            col<L>('structure.yr_built', 'yearBuilt'),
            col<L>('structure.stories_cnt', 'stories'),
            col<L>('structure.occupancy', 'occupancyType'),
          ],
        },
      ]),
    );
  }

  // 10. A fleet list under asset numbers with a tag column and no VINs.
  {
    const items = vehicles(6010, 24, 700);
    out.push(
      xlsx('f10-assets.xlsx', [
        {
          name: 'Fleet',
          kind: 'vehicle',
          items,
          columns: [
            col<(typeof items)[number]>(
              'Asset No.',
              'fleetId',
              (v) => `A${v.fleetId}`,
              (v) => `A${v.fleetId}`,
            ),
            extra<(typeof items)[number]>('Tag', (_, i) => `KX${4000 + i}`),
            col<(typeof items)[number]>('Model Year', 'year'),
            col<(typeof items)[number]>('Make', 'make'),
            col<(typeof items)[number]>('Model', 'model'),
            col<(typeof items)[number]>('Cost', 'value'),
          ],
        },
      ]),
    );
  }

  return out;
}

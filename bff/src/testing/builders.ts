/** Request bodies with sensible defaults; a test overrides only what it is about. */
import { makeXlsx } from '@workbench/adapters/seed/files.ts';

let clientBodies = 0;
/** A client's fields; each has an address of its own, so two are never the same client unless a test says so. */
export const aClientBody = (overrides: Record<string, unknown> = {}) => ({
  name: 'Acme Manufacturing',
  contactPerson: 'Jane Doe',
  email: `jane.${++clientBodies}@acme.example`,
  phone: '555-0100',
  address: '1 Industrial Way, Springfield',
  ...overrides,
});

export const aProperty = (overrides: Record<string, unknown> = {}) => ({
  name: 'Main Warehouse',
  address: '100 Dock Street',
  city: 'Springfield',
  state: 'IL',
  zipCode: '62701',
  yearBuilt: 1998,
  constructionType: 'Masonry',
  occupancyType: 'Warehouse',
  squareFootage: 45000,
  stories: 2,
  sprinklered: true,
  ownership: 'Owner',
  ...overrides,
});

export const aVehicle = (overrides: Record<string, unknown> = {}) => ({
  fleetId: 'F-001',
  make: 'Ford',
  model: 'Transit',
  year: 2021,
  vin: '1FTBW3XM5HKA12345',
  value: 42000,
  usage: 'Commercial',
  ...overrides,
});

export const aSubmissionBody = (clientId: string, overrides: Record<string, unknown> = {}) => ({
  clientId,
  transactionType: 'new_business',
  priority: 'medium',
  dueDate: '2030-06-30',
  description: 'Package cover for a manufacturing client',
  coverages: [
    {
      coverage: 'property',
      selected: true,
      limit: 1_000_000,
      deductible: 5000,
      premium: null,
      notes: null,
      properties: [aProperty()],
      vehicles: [],
    },
    {
      coverage: 'motor_fleet',
      selected: true,
      limit: 500_000,
      deductible: 1000,
      premium: null,
      notes: null,
      properties: [],
      vehicles: [aVehicle()],
    },
  ],
  status: 'pending',
  notes: [{ content: 'Renewal due soon' }],
  shareWithClient: false,
  ...overrides,
});

export const aQuote = (overrides: Record<string, unknown> = {}) => ({
  carrier: 'Northwind Mutual',
  amount: 4250,
  status: 'Pending',
  validUntil: '2030-12-31',
  coverage: 'Property',
  ...overrides,
});

export const aTask = (overrides: Record<string, unknown> = {}) => ({
  title: 'Request loss runs',
  assignedTo: null,
  dueDate: '2030-07-01',
  status: 'Pending',
  priority: 'High',
  ...overrides,
});

export const aMessage = (overrides: Record<string, unknown> = {}) => ({
  to: 'jane@acme.example',
  subject: 'Missing information',
  content: 'Please send the latest schedule of values.',
  channel: 'client',
  ...overrides,
});

export const aRelatedItem = (overrides: Record<string, unknown> = {}) => ({
  type: 'Policy',
  reference: 'POL-2024-0042',
  description: 'Expiring property policy',
  status: 'Active',
  date: '2024-01-01',
  ...overrides,
});

/** One location, as a CSV text. */
const A_SCHEDULE = 'Name,Address,City,State,Zip Code,Year Built,Construction\nPlant A,1 Main St,Austin,TX,78701,1990,Masonry\n';

/** Minimal but real file contents, recognisable by their magic bytes. */
export const files = {
  pdf: () => new TextEncoder().encode('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n'),
  png: () =>
    Uint8Array.from(
      Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64'),
    ),
  exe: () => {
    const bytes = new Uint8Array(512);
    bytes.set([0x4d, 0x5a, 0x90, 0x00, 0x03]);
    bytes.set(new TextEncoder().encode('This program cannot be run in DOS mode.'), 78);
    return bytes;
  },
  csv: (rows = A_SCHEDULE) => new TextEncoder().encode(rows),
  /** A plain CSV text (no quoted cells) as a one-sheet workbook 'Schedule': what a customer sends, who may not send CSV. */
  workbookOf: (csv = A_SCHEDULE) => {
    const [header = [], ...lines] = csv
      .trim()
      .split('\n')
      .map((line) => line.split(','));
    return makeXlsx(
      'Schedule',
      lines.map((cells) => Object.fromEntries(header.map((name, i) => [name, cells[i] ?? '']))),
    );
  },
};

import type {
  CarrierFields,
  NewClient,
  Priority,
  Product,
  PropertyInput,
  Role,
  SubmissionStatus,
  SubmissionType,
  TransactionType,
  VehicleInput,
} from '@workbench/core';
import { withCheckDigit, withInsuredValues } from '@workbench/core';

export interface DemoAccount {
  username: string;
  password: string;
  fullName: string;
  email: string;
  role: Role;
  companyName: string | null;
  phone: string | null;
  /** The carrier of the directory an insurer account underwrites for; absent for the firm's own people. */
  carrier?: string;
}

export const CUSTOMER_EMAIL = 'taylor.brooks@brightwaterlogistics.com';

export const DEMO_ACCOUNTS: DemoAccount[] = [
  {
    username: 'broker',
    password: 'broker123',
    fullName: 'Alex Morgan',
    email: 'alex.morgan@northstarbrokers.com',
    role: 'broker',
    companyName: 'Northstar Brokers',
    phone: '(312) 555-0101',
  },
  {
    username: 'manager',
    password: 'manager123',
    fullName: 'Jordan Lee',
    email: 'jordan.lee@northstarbrokers.com',
    role: 'broker_manager',
    companyName: 'Northstar Brokers',
    phone: '(312) 555-0102',
  },
  {
    username: 'insurer',
    password: 'insurer123',
    fullName: 'Sam Carter',
    email: 'sam.carter@keystoneunderwriting.com',
    role: 'insurer',
    companyName: 'Keystone Underwriting',
    phone: '(215) 555-0177',
  },
  {
    username: 'underwriter',
    password: 'underwriter123',
    fullName: 'Riley Chen',
    email: 'riley.chen@hartford.example',
    role: 'insurer',
    companyName: 'Hartford',
    phone: '(860) 555-0190',
    carrier: 'Hartford',
  },
  {
    username: 'customer',
    password: 'customer123',
    fullName: 'Taylor Brooks',
    email: CUSTOMER_EMAIL,
    role: 'customer',
    companyName: 'Brightwater Logistics',
    phone: '(312) 555-0148',
  },
];

export const DEMO_CLIENTS: NewClient[] = [
  {
    name: 'Brightwater Logistics',
    contactPerson: 'Taylor Brooks',
    email: CUSTOMER_EMAIL,
    phone: '(312) 555-0148',
    address: '1200 W Fulton Market, Chicago, IL 60607',
    industry: 'Logistics & Warehousing',
    companySize: '250-500 employees',
  },
  {
    name: 'Summit Ridge Manufacturing',
    contactPerson: 'Dana Whitfield',
    email: 'dana.whitfield@summitridgemfg.com',
    phone: '(303) 555-0192',
    address: '4800 Dahlia St, Denver, CO 80216',
    industry: 'Manufacturing',
    companySize: '100-250 employees',
  },
  {
    name: 'Harborview Hospitality Group',
    contactPerson: 'Marcus Chen',
    email: 'marcus.chen@harborviewhg.com',
    phone: '(619) 555-0134',
    address: '1050 N Harbor Dr, San Diego, CA 92101',
    industry: 'Hospitality',
    companySize: '500-1,000 employees',
  },
  {
    name: 'Pinecrest Medical Partners',
    contactPerson: 'Dr. Elena Ruiz',
    email: 'elena.ruiz@pinecrestmed.com',
    phone: '(919) 555-0167',
    address: '3100 Duraleigh Rd, Raleigh, NC 27612',
    industry: 'Healthcare',
    companySize: '50-100 employees',
  },
  {
    name: 'Ironclad Construction Co.',
    contactPerson: 'Ray Dawson',
    email: 'ray.dawson@ironcladbuilds.com',
    phone: '(713) 555-0125',
    address: '8900 Clinton Dr, Houston, TX 77029',
    industry: 'Construction',
    companySize: '100-250 employees',
  },
  {
    name: 'Greenleaf Organic Markets',
    contactPerson: 'Priya Natarajan',
    email: 'priya.natarajan@greenleafmarkets.com',
    phone: '(503) 555-0119',
    address: '2235 SE Division St, Portland, OR 97202',
    industry: 'Retail (Grocery)',
    companySize: '250-500 employees',
  },
  {
    name: 'Coastal Freight Lines',
    contactPerson: "Brian O'Neill",
    email: 'brian.oneill@coastalfreight.com',
    phone: '(912) 555-0183',
    address: '500 E President St, Savannah, GA 31401',
    industry: 'Transportation',
    companySize: '100-250 employees',
  },
];

type P = PropertyInput;

/** Rebuild cost per square foot by construction, so a location's values fit its building. */
const COST_PER_SQ_FT: [RegExp, number][] = [
  [/fire resistive/i, 220],
  [/masonry non/i, 175],
  [/non-combustible/i, 160],
  [/joisted|masonry/i, 140],
  [/frame/i, 120],
];
/** Contents as a share of the building by occupancy: stock-heavy warehouses hold most. */
const CONTENTS_SHARE: [RegExp, number][] = [
  [/warehouse|distribution|storage|cold/i, 0.6],
  [/retail|store|showroom/i, 0.5],
  [/manufactur|plant|fabricat/i, 0.45],
  [/office/i, 0.25],
];
const round = (n: number, to: number) => Math.round(n / to) * to;
const rate = (table: [RegExp, number][], text: string, fallback: number) => table.find(([re]) => re.test(text))?.[1] ?? fallback;

/**
 * Plausible insured values for a demo location: building from its size and construction, contents by
 * occupancy, a fifth of the building for business interruption. Large sites state their total (as a
 * statement of values would); smaller ones leave it to be summed.
 */
function values(squareFootage: number, constructionType: string, occupancyType: string): P {
  const buildingValue = round(squareFootage * rate(COST_PER_SQ_FT, constructionType, 150), 10_000);
  const contentsValue = round(buildingValue * rate(CONTENTS_SHARE, occupancyType, 0.35), 10_000);
  const biValue = round(buildingValue * 0.2, 10_000);
  const stated = squareFootage >= 100_000 ? { tiv: Math.ceil((buildingValue + contentsValue + biValue) / 100_000) * 100_000 } : {};
  return withInsuredValues({ buildingValue, contentsValue, biValue, otherValue: null, ...stated });
}

const loc = (
  name: string,
  address: string,
  city: string,
  state: string,
  zipCode: string,
  yearBuilt: number,
  constructionType: string,
  occupancyType: string,
  squareFootage: number,
  stories: number,
  sprinklered: boolean,
  ownership = 'Owner',
): P => ({
  name,
  address,
  city,
  state,
  zipCode,
  yearBuilt,
  constructionType,
  occupancyType,
  squareFootage,
  stories,
  sprinklered,
  ownership,
  ...values(squareFootage, constructionType, occupancyType),
  needsReview: [],
});

/** Locations per client, in the order they are used. */
export const DEMO_LOCATIONS: P[][] = [
  [
    loc(
      'Fulton Market Distribution Center',
      '1200 W Fulton Market',
      'Chicago',
      'IL',
      '60607',
      2014,
      'Non-Combustible',
      'Warehouse',
      185000,
      1,
      true,
    ),
    loc(
      'Elk Grove Cross-Dock',
      '2500 Busse Rd',
      'Elk Grove Village',
      'IL',
      '60007',
      2019,
      'Fire Resistive',
      'Distribution',
      120000,
      1,
      true,
    ),
    loc(
      'Joliet Cold Storage',
      '1801 Channahon Rd',
      'Joliet',
      'IL',
      '60436',
      2021,
      'Fire Resistive',
      'Cold Storage',
      64000,
      2,
      true,
      'Tenant',
    ),
    loc(
      'Gary Trailer Yard Office',
      '6100 Industrial Hwy',
      'Gary',
      'IN',
      '46406',
      1998,
      'Masonry Non-Combustible',
      'Office',
      8500,
      1,
      false,
      'Tenant',
    ),
  ],
  [
    loc('Dahlia Street Plant', '4800 Dahlia St', 'Denver', 'CO', '80216', 1988, 'Joisted Masonry', 'Manufacturing', 96000, 1, true),
    loc(
      'Commerce City Warehouse',
      '6200 E 56th Ave',
      'Commerce City',
      'CO',
      '80022',
      2005,
      'Non-Combustible',
      'Warehouse',
      54000,
      1,
      false,
    ),
    loc('Golden Machine Shop', '1400 Ford St', 'Golden', 'CO', '80401', 1972, 'Frame', 'Manufacturing', 18000, 1, false),
  ],
  [
    loc('Harborview Hotel', '1050 N Harbor Dr', 'San Diego', 'CA', '92101', 2001, 'Fire Resistive', 'Hotel', 310000, 14, true),
    loc('Gaslamp Bistro', '520 Fifth Ave', 'San Diego', 'CA', '92101', 1924, 'Joisted Masonry', 'Restaurant', 6400, 2, true, 'Tenant'),
    loc('La Jolla Inn', '7753 Draper Ave', 'La Jolla', 'CA', '92037', 1968, 'Frame', 'Hotel', 42000, 3, true),
  ],
  [
    loc(
      'Duraleigh Medical Office',
      '3100 Duraleigh Rd',
      'Raleigh',
      'NC',
      '27612',
      2009,
      'Masonry Non-Combustible',
      'Medical Office',
      28000,
      3,
      true,
    ),
    loc('Cary Outpatient Clinic', '110 SW Cary Pkwy', 'Cary', 'NC', '27511', 2017, 'Non-Combustible', 'Clinic', 12500, 1, true, 'Tenant'),
  ],
  [
    loc('Clinton Drive Yard', '8900 Clinton Dr', 'Houston', 'TX', '77029', 1995, 'Non-Combustible', 'Storage', 22000, 1, false),
    loc('Ironclad Head Office', '1600 Smith St', 'Houston', 'TX', '77002', 2012, 'Fire Resistive', 'Office', 15000, 2, true, 'Tenant'),
  ],
  [
    loc('Division Street Market', '2235 SE Division St', 'Portland', 'OR', '97202', 1958, 'Joisted Masonry', 'Retail', 24000, 1, true),
    loc(
      'Beaverton Market',
      '11705 SW Beaverton Hillsdale Hwy',
      'Beaverton',
      'OR',
      '97005',
      2011,
      'Non-Combustible',
      'Retail',
      31000,
      1,
      true,
    ),
    loc('Tualatin Distribution', '19500 SW Teton Ave', 'Tualatin', 'OR', '97062', 2003, 'Non-Combustible', 'Distribution', 78000, 1, true),
  ],
  [
    loc('President Street Terminal', '500 E President St', 'Savannah', 'GA', '31401', 1999, 'Non-Combustible', 'Warehouse', 66000, 1, true),
    loc('Pooler Maintenance Garage', '200 Pine Barren Rd', 'Pooler', 'GA', '31322', 1984, 'Joisted Masonry', 'Garage', 14000, 1, false),
  ],
];

const vehicle = (
  fleetId: string,
  make: string,
  model: string,
  year: number,
  vinDraft: string,
  value: number,
  usage = 'Commercial',
): VehicleInput => ({
  fleetId,
  make,
  model,
  year,
  vin: withCheckDigit(vinDraft),
  value,
  usage,
  needsReview: [],
});

/** A shared fleet pool; each auto or package submission takes a slice of it. */
export const DEMO_VEHICLES: VehicleInput[] = [
  vehicle('FL-101', 'Freightliner', 'Cascadia', 2022, '3AKJHHDR0NSMA1001', 148000),
  vehicle('FL-102', 'Freightliner', 'M2 106', 2020, '1FVACWFB0LHLA1002', 96000),
  vehicle('FL-103', 'Ford', 'Transit 250', 2023, '1FTBR1C80PKA11003', 52000),
  vehicle('FL-104', 'Ford', 'F-150', 2021, '1FTFW1E80MFA11004', 46500, 'Mixed'),
  vehicle('FL-105', 'Chevrolet', 'Silverado 2500HD', 2019, '1GC4YNEY0KF111005', 41000),
  vehicle('FL-106', 'Ram', 'ProMaster 2500', 2022, '3C6LRVDG0NE111006', 44800),
  vehicle('FL-107', 'International', 'LT625', 2018, '3HSDZAPR0JN111007', 72000),
  vehicle('FL-108', 'Isuzu', 'NPR-HD', 2021, 'JALC4W160M7011008', 58500),
  vehicle('FL-109', 'Toyota', 'Camry', 2022, '4T1G11AK0NU111009', 27500, 'Personal'),
  vehicle('FL-110', 'Kenworth', 'T680', 2023, '1XKYD49X0PJ111010', 165000),
  vehicle('FL-111', 'Mercedes-Benz', 'Sprinter 3500', 2020, 'W1Y4ECHY0LT111011', 61000),
  vehicle('FL-112', 'Peterbilt', '579', 2017, '1XPBD49X0HD111012', 88000),
];

export interface DemoSubmissionSpec {
  client: number;
  status: SubmissionStatus;
  priority: Priority;
  transactionType: TransactionType | null;
  product: Product;
  type: SubmissionType;
  isNew: boolean;
  assignee: 'broker' | 'manager' | 'insurer' | null;
  /** Days from now to the due date (negative: overdue). */
  due: number;
  shared?: boolean;
}

const s = (
  client: number,
  status: SubmissionStatus,
  priority: Priority,
  transactionType: TransactionType | null,
  product: Product,
  type: SubmissionType,
  isNew: boolean,
  assignee: DemoSubmissionSpec['assignee'],
  due: number,
  shared = false,
): DemoSubmissionSpec => ({ client, status, priority, transactionType, product, type, isNew, assignee, due, shared });

/** SUB-2026-0001 .. SUB-2026-0030, in order. */
export const DEMO_SUBMISSIONS: DemoSubmissionSpec[] = [
  s(0, 'in_progress', 'high', 'new_business', 'commercial_package', 'manual', false, 'broker', 14, true),
  s(0, 'pending', 'medium', 'renewal', 'commercial_property', 'email', true, 'broker', 7, true),
  s(0, 'approved', 'low', 'renewal', 'commercial_auto', 'manual', false, 'manager', -20, true),
  s(0, 'in_review', 'urgent', 'mta', 'commercial_package', 'manual', false, 'manager', 3),
  s(1, 'pending', 'high', 'new_business', 'commercial_property', 'email', true, null, 10),
  s(1, 'in_progress', 'medium', 'renewal', 'commercial_package', 'manual', false, 'broker', -2),
  s(2, 'in_review', 'high', 'new_business', 'commercial_property', 'manual', true, 'insurer', 5),
  s(2, 'pending', 'urgent', null, 'commercial_package', 'email', true, null, 1),
  s(3, 'pending', 'low', 'new_business', 'commercial_property', 'manual', true, 'broker', 21),
  s(3, 'approved', 'medium', 'renewal', 'commercial_property', 'manual', false, 'manager', -30),
  s(4, 'rejected', 'high', 'new_business', 'commercial_auto', 'email', false, 'insurer', -15),
  s(4, 'in_progress', 'urgent', 'mta', 'commercial_auto', 'manual', false, 'broker', -5),
  s(5, 'in_review', 'medium', 'renewal', 'commercial_package', 'manual', false, 'manager', 9),
  s(5, 'pending', 'none', 'new_business', 'commercial_property', 'email', true, null, 30),
  s(6, 'in_progress', 'high', 'renewal', 'commercial_auto', 'manual', false, 'broker', 4),
  s(6, 'pending', 'medium', 'mta', 'commercial_auto', 'email', true, 'broker', -1),
  s(1, 'approved', 'high', 'renewal', 'commercial_package', 'manual', false, 'insurer', -10),
  s(2, 'rejected', 'low', 'mta', 'commercial_property', 'email', false, 'manager', -25),
  s(3, 'in_progress', 'none', null, 'commercial_property', 'manual', true, null, 12),
  s(4, 'pending', 'high', 'renewal', 'commercial_package', 'manual', true, 'manager', 6),
  s(5, 'in_review', 'low', 'mta', 'commercial_auto', 'email', false, 'insurer', 2),
  s(6, 'approved', 'urgent', 'new_business', 'commercial_auto', 'manual', false, 'manager', -8),
  s(0, 'in_review', 'medium', 'new_business', 'commercial_auto', 'email', true, 'broker', 11, true),
  s(1, 'pending', 'low', null, 'commercial_auto', 'email', true, null, 18),
  s(2, 'in_progress', 'medium', 'new_business', 'commercial_package', 'manual', true, 'insurer', 8),
  s(3, 'rejected', 'none', 'renewal', 'commercial_property', 'manual', false, 'broker', -12),
  s(4, 'in_review', 'high', 'new_business', 'commercial_property', 'manual', true, 'broker', -3),
  s(5, 'approved', 'low', 'new_business', 'commercial_package', 'email', false, 'insurer', -18),
  s(6, 'pending', 'urgent', 'renewal', 'commercial_package', 'manual', true, 'manager', 2),
  s(2, 'pending', 'medium', 'new_business', 'commercial_auto', 'email', true, 'broker', 15),
];

export const CARRIERS = ['Hartford', 'Travelers', 'Chubb', 'Liberty Mutual', 'Zurich', 'CNA'];

/** The carrier directory: what each carrier likes to write, and who the brokers call there. */
export const DEMO_CARRIERS: CarrierFields[] = [
  {
    name: 'Hartford',
    active: true,
    appetite: [
      { product: null, note: 'Small and mid-sized commercial accounts; prefers clean five-year loss history.' },
      { product: 'commercial_package', note: 'Strong appetite for offices, retail and light manufacturing up to $25M TIV.' },
    ],
    contacts: [{ name: 'Karen Doyle', email: 'k.doyle@hartford.example', phone: '+1 860 555 0141', role: 'Underwriter' }],
  },
  {
    name: 'Travelers',
    active: true,
    appetite: [
      { product: 'commercial_auto', note: 'Fleets of 10 to 250 power units; no long-haul hazmat.' },
      { product: 'commercial_property', note: 'Sprinklered frame and masonry; avoids coastal wind zones.' },
    ],
    contacts: [
      { name: 'Marcus Bell', email: 'm.bell@travelers.example', phone: '+1 651 555 0178', role: 'Senior Underwriter' },
      { name: 'Priya Nair', email: 'p.nair@travelers.example', phone: null, role: 'Account Manager' },
    ],
  },
  {
    name: 'Chubb',
    active: true,
    appetite: [{ product: 'commercial_property', note: 'High-value property and warehousing with protection class 1 to 4.' }],
    contacts: [{ name: 'Elena Ruiz', email: 'e.ruiz@chubb.example', phone: '+1 908 555 0112', role: 'Property Underwriter' }],
  },
  {
    name: 'Liberty Mutual',
    active: true,
    appetite: [{ product: 'commercial_auto', note: 'Local delivery and service fleets; telematics credit available.' }],
    contacts: [{ name: 'Tom Becker', email: 't.becker@libertymutual.example', phone: '+1 617 555 0190', role: 'Underwriter' }],
  },
  {
    name: 'Zurich',
    active: true,
    appetite: [
      { product: null, note: 'Mid-market and multinational programmes; minimum premium $25,000.' },
      { product: 'commercial_package', note: 'Construction and manufacturing packages with a risk engineering visit.' },
    ],
    contacts: [{ name: 'Anna Keller', email: 'a.keller@zurich.example', phone: '+1 847 555 0133', role: 'Placement Lead' }],
  },
  {
    name: 'CNA',
    active: true,
    appetite: [{ product: null, note: 'Professional services and technology; limited appetite for habitational risks.' }],
    contacts: [{ name: 'David Chen', email: 'd.chen@cna.example', phone: null, role: 'Underwriter' }],
  },
  {
    name: 'Berkley Regional',
    active: false,
    appetite: [{ product: null, note: 'No longer quoting new business through the firm.' }],
    contacts: [],
  },
];

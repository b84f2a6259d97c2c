import * as v from 'valibot';
import { nullableNumber, nullableText } from '../shared/validation.ts';
import { isNaicsCode } from './naics/naics.ts';
import { PriorCarrierSchema, PriorCarriersInputSchema } from './prior-carriers.ts';

// The facts about a client an application asks for that its contact details do not hold: its employer id,
// legal form, industry code, age, size and what it does. Amounts are whole dollars, as applications state
// revenue and payroll, so no sum of them carries a fraction.

/** The legal forms an application asks a business to name. */
export const ENTITY_TYPES = ['corporation', 'llc', 'partnership', 'sole_proprietor', 'non_profit', 'trust', 'other'] as const;
export type EntityType = (typeof ENTITY_TYPES)[number];

export const ENTITY_TYPE_LABELS: Record<EntityType, string> = {
  corporation: 'Corporation',
  llc: 'LLC',
  partnership: 'Partnership',
  sole_proprietor: 'Sole proprietor',
  non_profit: 'Non-profit',
  trust: 'Trust',
  other: 'Other',
};

/** A US employer identification number as the IRS writes it: two digits, a hyphen, seven digits. */
export const FEIN_PATTERN = /^\d{2}-\d{7}$/;
export const FEIN_MESSAGE = 'FEIN must be 9 digits, written NN-NNNNNNN';

/** The FEIN wherever more than the client page shows it (a history line): its last four digits only. */
export const maskFein = (fein: string): string => `••-•••${fein.slice(-4)}`;

/** The earliest year a business may say it started; a later one than this year is refused by the edit. */
export const EARLIEST_YEAR_STARTED = 1800;

/** Revenue and payroll are whole dollars up to a trillion. */
const MAX_AMOUNT = 1_000_000_000_000;

const WEBSITE = /^(https?:\/\/)?[^\s/.]+(\.[^\s/.]+)+(\/\S*)?$/i;

/** The facts as the client page's edit sends them; '' is none, and a FEIN may come as nine bare digits. */
export const clientFactFields = {
  fein: v.pipe(
    nullableText('FEIN', 20),
    v.transform((s) => (s !== null && /^\d{9}$/.test(s) ? `${s.slice(0, 2)}-${s.slice(2)}` : s)),
    v.check((s) => s === null || FEIN_PATTERN.test(s), FEIN_MESSAGE),
  ),
  entityType: v.pipe(
    nullableText('Entity type', 40),
    v.check((s) => s === null || (ENTITY_TYPES as readonly string[]).includes(s), `Entity type must be one of ${ENTITY_TYPES.join(', ')}`),
    v.transform((s) => s as EntityType | null),
  ),
  naicsCode: v.pipe(
    nullableText('NAICS code', 6),
    v.check((s) => s === null || isNaicsCode(s), 'NAICS code must be a six-digit code of NAICS 2022'),
  ),
  yearStarted: nullableNumber('Year started', { integer: true, min: EARLIEST_YEAR_STARTED, max: 9999 }),
  annualRevenue: nullableNumber('Annual revenue', { integer: true, min: 0, max: MAX_AMOUNT }),
  annualPayroll: nullableNumber('Annual payroll', { integer: true, min: 0, max: MAX_AMOUNT }),
  fullTimeEmployees: nullableNumber('Full-time employees', { integer: true, min: 0, max: 10_000_000 }),
  partTimeEmployees: nullableNumber('Part-time employees', { integer: true, min: 0, max: 10_000_000 }),
  operations: nullableText('Description of operations', 2000),
  website: v.pipe(
    nullableText('Website', 200),
    v.check((s) => s === null || WEBSITE.test(s), 'Website must be an address such as www.example.com'),
  ),
  priorCarriers: PriorCarriersInputSchema,
};

const nullableWhole = v.nullable(v.pipe(v.number(), v.integer(), v.minValue(0)));

/** The facts as the client page answers them (staff only: the FEIN is the business's tax identity). */
export const ClientFactsSchema = v.object({
  fein: v.nullable(v.string()),
  entityType: v.nullable(v.picklist(ENTITY_TYPES)),
  naicsCode: v.nullable(v.string()),
  /** The code's title in NAICS 2022. */
  naicsTitle: v.nullable(v.string()),
  yearStarted: nullableWhole,
  /** Whole dollars. */
  annualRevenue: nullableWhole,
  /** Whole dollars. */
  annualPayroll: nullableWhole,
  fullTimeEmployees: nullableWhole,
  partTimeEmployees: nullableWhole,
  operations: v.nullable(v.string()),
  website: v.nullable(v.string()),
  /** The insurance it held before, the latest term first. */
  priorCarriers: v.array(PriorCarrierSchema),
});
export type ClientFacts = v.InferOutput<typeof ClientFactsSchema>;
/** The facts as they are stored: the NAICS title is read from the list. */
export type StoredClientFacts = Omit<ClientFacts, 'naicsTitle'>;

/** Years in business in a given year: a business started this year has been in business 0 years. */
export const yearsInBusiness = (yearStarted: number, thisYear: number): number => Math.max(0, thisYear - yearStarted);

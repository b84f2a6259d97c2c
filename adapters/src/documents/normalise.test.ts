import { describe, expect, it } from 'vitest';
import * as N from './normalise.ts';
import { matchHeader } from './headers.ts';
import { splitAddress } from './table.ts';

const value = <T>(n: N.Normalised<T> | undefined) => n?.value;

describe('value normalisation', () => {
  it.each([
    ['MA', 'MA'],
    ['ma', 'MA'],
    ['Massachusetts', 'MA'],
    ['new york', 'NY'],
    ['N.J.', 'NJ'],
    ['District of Columbia', 'DC'],
  ])('state %j becomes %j', (raw, expected) => expect(value(N.stateCode(raw))).toBe(expected));

  it('keeps an unknown state as written with a low certainty', () => {
    expect(N.stateCode('Ontario')).toEqual({ value: 'Ontario', certainty: 0.5 });
  });

  it.each<[N.Cell, string | undefined]>([
    [2139, '02139'],
    ['2139', '02139'],
    [501, '00501'],
    ['02110-1234', '02110'],
    [10016, '10016'],
    ['', undefined],
    [null, undefined],
  ])('zip %j becomes %j', (raw, expected) => expect(value(N.zipCode(raw))).toBe(expected));

  it.each<[N.Cell, number | undefined]>([
    [12500, 12500],
    ['12,500', 12500],
    ['12,500 sq ft', 12500],
    ['12500 SF', 12500],
    ['n/a', undefined],
    ['abc', undefined],
  ])('square footage %j becomes %j', (raw, expected) => expect(value(N.squareFeet(raw))).toBe(expected));

  it.each<[N.Cell, number | undefined]>([
    [45000, 45000],
    ['45,000', 45000],
    ['$45,000.00', 45000],
    ['$1,250,000', 1250000],
    [' $ 3,100.50 ', 3100.5],
    ['USD 1,250,000', 1250000],
    ['1,250,000 USD', 1250000],
    ['$1.2M', 1200000],
    ['850K', 850000],
    ['2.5MM', 2500000],
    ['-5,000', undefined],
    ['free', undefined],
  ])('money %j becomes %j', (raw, expected) => expect(value(N.money(raw))).toBe(expected));

  it.each<[N.Cell, number | undefined]>([
    ['(5000)', -5000],
    ['($1,250.50)', -1250.5],
    ['(5000', undefined],
    ['5000)', undefined],
    ['5,000', 5000],
  ])('an accounting amount %j reads as %j', (raw, expected) => expect(N.parseNumber(raw)).toBe(expected));

  it.each(['(5000)', '($1,250,000)', '(850K)'])('never reads the accounting negative %j as a positive amount', (raw) => {
    expect(N.money(raw)).toBeUndefined();
  });

  it.each<[N.Cell, number | undefined]>([
    ['one', 1],
    ['Two', 2],
    [' three ', 3],
    ['twelve', 12],
    ['thirteen', undefined],
    ['TBD', undefined],
    ['?', undefined],
  ])('stories written %j read as %j', (raw, expected) => expect(value(N.stories(raw))).toBe(expected));

  it.each<[N.Cell, string | undefined]>([
    ['USD', 'USD'],
    ['eur', 'EUR'],
    ['€', 'EUR'],
    ['£', 'GBP'],
    ['US$', 'USD'],
    ['Euro', 'EUR'],
    ['money', undefined],
    ['', undefined],
  ])('currency %j becomes %j', (raw, expected) => expect(value(N.currency(raw))).toBe(expected));

  it.each<[N.Cell, boolean | undefined]>([
    ['Y', true],
    ['N', false],
    ['Yes', true],
    ['no', false],
    ['TRUE', true],
    ['FALSE', false],
    [true, true],
    [false, false],
    ['100%', true],
    ['0%', false],
    [1, true],
    [0, false],
    ['maybe', undefined],
    ['', undefined],
  ])('sprinklered %j becomes %j', (raw, expected) => expect(value(N.yesNo(raw))).toBe(expected));

  it.each([
    ['Owned', 'Owner'],
    ['Own', 'Owner'],
    ['Owner', 'Owner'],
    ['Leased', 'Tenant'],
    ['Lease', 'Tenant'],
    ['Tenant', 'Tenant'],
    ['Rented', 'Tenant'],
  ])('ownership %j becomes %j', (raw, expected) => expect(value(N.ownership(raw))).toBe(expected));

  it.each<[N.Cell, boolean, string]>([
    ['Frame', false, 'Frame'],
    ['Wood Frame', false, 'Frame'],
    ['ISO 1', false, 'Frame'],
    ['Class 1', false, 'Frame'],
    [1, true, 'Frame'],
    ['JM', false, 'Joisted Masonry'],
    ['ISO 2', false, 'Joisted Masonry'],
    ['2', true, 'Joisted Masonry'],
    ['Noncombustible', false, 'Non-Combustible'],
    ['NC', false, 'Non-Combustible'],
    ['Class 3', false, 'Non-Combustible'],
    ['Masonry Noncombustible', false, 'Masonry Non-Combustible'],
    ['MNC', false, 'Masonry Non-Combustible'],
    ['ISO 4', false, 'Masonry Non-Combustible'],
    ['Modified Fire-Resistive', false, 'Modified Fire Resistive'],
    ['MFR', false, 'Modified Fire Resistive'],
    ['Fire-resistive', false, 'Fire Resistive'],
    ['FR', false, 'Fire Resistive'],
    ['ISO 6', false, 'Fire Resistive'],
    ['Brick', false, 'Brick'],
    ['Masonry', false, 'Masonry'],
    ['Steel', false, 'Steel'],
    ['Heavy Timber', false, 'Heavy Timber'],
    ['2', false, '2'],
  ])('construction %j (ISO column: %j) becomes %j', (raw, iso, expected) => expect(value(N.construction(raw, iso))).toBe(expected));

  it.each([
    ['Comm', 'Commercial'],
    ['Business', 'Commercial'],
    ['Commercial', 'Commercial'],
    ['Personal', 'Personal'],
    ['Private', 'Personal'],
    ['Pleasure', 'Personal'],
    ['Mixed', 'Mixed'],
    ['Business & Personal', 'Mixed'],
  ])('usage %j becomes %j', (raw, expected) => expect(value(N.usage(raw))).toBe(expected));

  it.each<[N.Cell, number | undefined]>([
    [2019, 2019],
    ['2019', 2019],
    ['19', undefined],
    ['1650', undefined],
    ['abcd', undefined],
  ])('year %j becomes %j', (raw, expected) => expect(value(N.year(raw))).toBe(expected));

  it('cleans a VIN written with spaces, dashes and lower case, and trusts a valid check digit', () => {
    expect(N.vin('1hg ylpl7 5hw-787792')).toEqual({ value: '1HGYLPL75HW787792', certainty: 1 });
  });

  it('keeps a VIN whose check digit fails but lowers its confidence', () => {
    const n = N.vin('1HGYLPL70HW787792')!;
    expect(n.value).toBe('1HGYLPL70HW787792');
    expect(n.certainty).toBeLessThan(0.8);
  });

  it('keeps a VIN with the letters I, O or Q as written, low, and suggests the digits 1 and 0 beside it', () => {
    const written = '1HGYLPL75HW787792'.replace(/1/g, 'I').replace(/0/g, 'O');
    const n = N.vin(written)!;
    expect(n.value).toBe(written);
    expect(n.certainty).toBeLessThan(0.8);
    expect(n.suggestion).toBe('1HGYLPL75HW787792');
  });

  it('suggests the one lookalike character that makes a failing VIN pass, and nothing when none or several do', () => {
    expect(N.vin('1HGYLPL7SHW787792')).toMatchObject({ value: '1HGYLPL7SHW787792', suggestion: '1HGYLPL75HW787792' });
    expect(N.vin('1HGYLPL70HW787792')?.suggestion).toBeUndefined();
  });

  it('keeps unit numbers as written, including leading zeros', () => {
    expect(value(N.identifier('0007'))).toBe('0007');
    expect(value(N.identifier(101))).toBe('101');
  });

  it('does not default values the source does not give', () => {
    for (const f of [N.text, N.zipCode, N.stateCode, N.yesNo, N.ownership, N.usage, N.money, N.squareFeet, N.vin]) {
      expect(f(null)).toBeUndefined();
      expect(f('  ')).toBeUndefined();
    }
  });
});

describe('combined address split', () => {
  it.each([
    ['125 Commerce Dr, Boston, MA 02110', { address: '125 Commerce Dr', city: 'Boston', state: 'MA', zipCode: '02110' }],
    ['125 Commerce Dr, Boston MA 02110', { address: '125 Commerce Dr', city: 'Boston', state: 'MA', zipCode: '02110' }],
    ['9 Elm St, Suite 4, Hartford, Connecticut 6103', { address: '9 Elm St, Suite 4', city: 'Hartford', state: 'CT', zipCode: '06103' }],
    ['1 Main St, Springfield, IL', { address: '1 Main St', city: 'Springfield', state: 'IL', zipCode: undefined }],
  ])('splits %j', (raw, parts) => expect(splitAddress(raw)).toEqual(parts));

  it('leaves a plain street line alone', () => expect(splitAddress('125 Commerce Dr')).toBeUndefined());
});

describe('header matching', () => {
  it.each([
    ['Bldg Address', 'address'],
    ['Yr Built', 'yearBuilt'],
    ['Const', 'constructionType'],
    ['Occ', 'occupancyType'],
    ['Sq Ft', 'squareFootage'],
    ['# Stories', 'stories'],
    ['Sprinklered?', 'sprinklered'],
    ['Zip Code', 'zipCode'],
    ['Postal Code', 'zipCode'],
    ['City/Town', 'city'],
    ['Own/Lease', 'ownership'],
    ['Sprinkler (Y/N)', 'sprinklered'],
    ['Squar Footage', 'squareFootage'],
    ['Constructon Type', 'constructionType'],
  ])('property header %j names %s', (h, field) => expect(matchHeader(h, 'property')?.field).toBe(field));

  it.each([
    ['Unit No', 'fleetId'],
    ['Unit #', 'fleetId'],
    ['Stated Amount', 'value'],
    ['Use', 'usage'],
    ['Model Year', 'year'],
    ['VIN Number', 'vin'],
    ['Mfr', 'make'],
    ['Model Name', 'model'],
    ['Manufactrer', 'make'],
  ])('vehicle header %j names %s', (h, field) => expect(matchHeader(h, 'vehicle')?.field).toBe(field));

  it.each([
    ['TIV', 'tiv'],
    ['Total Insured Value', 'tiv'],
    ['Total Value', 'tiv'],
    ['Building Value', 'buildingValue'],
    ['Bldg Limit', 'buildingValue'],
    ['Contents', 'contentsValue'],
    ['BI', 'biValue'],
    ['Business Interruption', 'biValue'],
    ['BI/EE', 'biValue'],
    ['Other Value', 'otherValue'],
    ['Currency', 'currency'],
  ])('property value header %j names %s', (h, field) => expect(matchHeader(h, 'property')?.field).toBe(field));

  it.each(['Latitude', 'Flood Zone', 'Garaging Zip', 'Roof Type', 'Total Premium'])('does not read %j as a property field', (h) =>
    expect(matchHeader(h, 'property')).toBeUndefined(),
  );
});

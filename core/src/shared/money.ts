/**
 * The currency amounts are in when nothing says otherwise (quotes, premiums, limits, vehicle values and
 * the insured values of a location unless its source names another).
 */
export const DEFAULT_CURRENCY = 'USD';

/** A three-letter ISO 4217 code, upper case. */
export const CURRENCY_PATTERN = /^[A-Z]{3}$/;

/** A whole amount in its currency as people read it: $1,250,000, €80,000, CHF 5,000. */
export function formatWholeMoney(amount: number, currency: string = DEFAULT_CURRENCY): string {
  return formatMoney(amount, currency, 'never');
}

/**
 * A vehicle's value, wherever it is shown (a schedule, a policy, a certificate, an export's reading): whole
 * dollars, as owners and carriers value vehicles, so $45,000.40 reads $45,000 on every screen alike.
 */
export const formatVehicleValue = (value: number, currency: string = DEFAULT_CURRENCY): string => formatWholeMoney(value, currency);

/**
 * Cents on an amount: 'always' for premiums ('$4,250.00'), 'never' for limits and vehicle values ('$45,000'),
 * 'if-any' for amounts that are usually whole: whole ones read without cents ('$148,000'), the others with both
 * digits of their cents ('$99.50'), never one.
 */
export type Cents = 'always' | 'never' | 'if-any';

const FRACTION_DIGITS: Record<Exclude<Cents, 'if-any'>, [min: number, max: number]> = { always: [2, 2], never: [0, 0] };
const statedFormats = new Map<string, Intl.NumberFormat>();
const statedFormat = (cents: Exclude<Cents, 'if-any'>, currency: string) => {
  const key = `${cents}:${currency}`;
  let format = statedFormats.get(key);
  if (!format) {
    const [minimumFractionDigits, maximumFractionDigits] = FRACTION_DIGITS[cents];
    format = new Intl.NumberFormat('en-US', { style: 'currency', currency, minimumFractionDigits, maximumFractionDigits });
    statedFormats.set(key, format);
  }
  return format;
};

/**
 * An amount as history, certificates, proposals and every screen state it, in `currency` (an ISO code):
 * cents only when there are any by default, '$4,250' or '$4,250.50'.
 */
export function formatMoney(amount: number, currency: string = DEFAULT_CURRENCY, cents: Cents = 'if-any'): string {
  // Decided on the amount rounded to the cent, so 99.999 reads '$100' rather than '$100.00'.
  const shown = cents === 'if-any' ? (Math.round(amount * 100) % 100 === 0 ? 'never' : 'always') : cents;
  return statedFormat(shown, currency).format(amount);
}

/**
 * The currency amounts are in when nothing says otherwise (quotes, premiums, limits, vehicle values and
 * the insured values of a location unless its source names another).
 */
export const DEFAULT_CURRENCY = 'USD';

/** A three-letter ISO 4217 code, upper case. */
export const CURRENCY_PATTERN = /^[A-Z]{3}$/;

const formats = new Map<string, Intl.NumberFormat>();

/** A whole amount in its currency as people read it: $1,250,000, €80,000, CHF 5,000. */
export function formatWholeMoney(amount: number, currency: string = DEFAULT_CURRENCY): string {
  let format = formats.get(currency);
  if (!format) {
    format = new Intl.NumberFormat('en-US', { style: 'currency', currency, minimumFractionDigits: 0, maximumFractionDigits: 0 });
    formats.set(currency, format);
  }
  return format.format(amount);
}

/**
 * A vehicle's value, wherever it is shown (a schedule, a policy, a certificate, an export's reading): whole
 * dollars, as owners and carriers value vehicles, so $45,000.40 reads $45,000 on every screen alike.
 */
export const formatVehicleValue = (value: number, currency: string = DEFAULT_CURRENCY): string => formatWholeMoney(value, currency);

const statedFormats = new Map<string, Intl.NumberFormat>();

/** An amount as history, certificates and proposals state it, cents only when there are any: $4,250 or $4,250.50. */
export function formatMoney(amount: number, currency: string = DEFAULT_CURRENCY): string {
  let format = statedFormats.get(currency);
  if (!format) {
    format = new Intl.NumberFormat('en-US', { style: 'currency', currency, minimumFractionDigits: 0, maximumFractionDigits: 2 });
    statedFormats.set(currency, format);
  }
  return format.format(amount);
}

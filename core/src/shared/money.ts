/**
 * The currency amounts are in when nothing says otherwise (quotes, premiums, limits, vehicle values and
 * the insured values of a location unless its source names another).
 */
export const DEFAULT_CURRENCY = 'USD';

/** A three-letter ISO 4217 code, upper case. */
export const CURRENCY_PATTERN = /^[A-Z]{3}$/;

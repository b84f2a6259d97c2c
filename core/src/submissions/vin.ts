/**
 * The North American VIN check digit (position 9): each character's value times its position's weight,
 * summed, modulo 11, with 10 written as X. Letters I, O and Q never appear in a VIN.
 */
const VALUES: Record<string, number> = {
  A: 1,
  B: 2,
  C: 3,
  D: 4,
  E: 5,
  F: 6,
  G: 7,
  H: 8,
  J: 1,
  K: 2,
  L: 3,
  M: 4,
  N: 5,
  P: 7,
  R: 9,
  S: 2,
  T: 3,
  U: 4,
  V: 5,
  W: 6,
  X: 7,
  Y: 8,
  Z: 9,
};
const WEIGHTS = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2];
const VIN_SHAPE = /^[A-HJ-NPR-Z0-9]{17}$/;

/** The check digit a 17-character VIN should carry (its own 9th character does not count). */
function checkDigitOf(vin: string): string {
  const sum = [...vin].reduce((acc, c, i) => acc + (/\d/.test(c) ? Number(c) : VALUES[c]!) * WEIGHTS[i]!, 0);
  return sum % 11 === 10 ? 'X' : String(sum % 11);
}

/** A well-formed VIN whose 9th character is its check digit. Makers outside North America often ignore it. */
export function isValidVin(vin: string): boolean {
  return VIN_SHAPE.test(vin) && vin[8] === checkDigitOf(vin);
}

/** Fills in the check digit of a 17-character VIN whose 9th character is a placeholder. */
export function withCheckDigit(vin: string): string {
  return `${vin.slice(0, 8)}${checkDigitOf(vin)}${vin.slice(9)}`;
}

/** VINs with a correct check digit (position 9), so validators accept the demo fleet. */
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

const value = (c: string) => (/\d/.test(c) ? Number(c) : VALUES[c]);

export function isValidVin(vin: string): boolean {
  if (!/^[A-HJ-NPR-Z0-9]{17}$/.test(vin)) return false;
  const sum = [...vin].reduce((acc, c, i) => acc + value(c) * WEIGHTS[i], 0);
  const check = sum % 11 === 10 ? 'X' : String(sum % 11);
  return vin[8] === check;
}

/** Fills in the check digit of a 17-character VIN whose 9th character is a placeholder. */
export function withCheckDigit(vin: string): string {
  const draft = `${vin.slice(0, 8)}0${vin.slice(9)}`;
  const sum = [...draft].reduce((acc, c, i) => acc + value(c) * WEIGHTS[i], 0);
  const check = sum % 11 === 10 ? 'X' : String(sum % 11);
  return draft.slice(0, 8) + check + draft.slice(9);
}

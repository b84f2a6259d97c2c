const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2 });
const wholeMoney = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
const integer = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

/** '$4,250.00': premiums show cents. */
export const formatMoney = (n: number) => money.format(n);
/** '$45,000' for vehicle values; 'N/A' when missing. */
export const formatValue = (n: number | null | undefined) => (n === null || n === undefined ? 'N/A' : wholeMoney.format(n));
export const formatCount = (n: number | null | undefined) => (n === null || n === undefined ? 'N/A' : integer.format(n));

/** A schedule cell: the value, or 'N/A' when it is missing. */
export const orNA = (value: string | number | null | undefined) =>
  value === null || value === undefined || String(value).trim() === '' ? 'N/A' : String(value);

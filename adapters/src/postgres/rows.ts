/** Conversions between driver values (pg and PGlite differ) and the domain's plain JSON shapes. */

/** Core's uuid test, here beside the other row helpers because nearly every repository asks it first. */
export { isUuid } from '@workbench/core';

export function iso(value: unknown): string {
  return (value instanceof Date ? value : new Date(String(value))).toISOString();
}

export function isoOrNull(value: unknown): string | null {
  return value === null || value === undefined ? null : iso(value);
}

/** A calendar day as 'YYYY-MM-DD' (DATE columns are parsed as text, see database.ts). */
export function day(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  // Only reached when a DATE parser was not installed: pg then gives local midnight of that day.
  if (value instanceof Date) {
    const pad = (n: number) => String(n).padStart(2, '0');
    return `${value.getFullYear()}-${pad(value.getMonth() + 1)}-${pad(value.getDate())}`;
  }
  return String(value).slice(0, 10);
}

/** count() is a string in pg (bigint) and a number in PGlite. */
export function num(value: unknown): number {
  return value === null || value === undefined ? 0 : Number(value);
}

export function numOrNull(value: unknown): number | null {
  return value === null || value === undefined ? null : Number(value);
}

export function json<T>(value: unknown, fallback: T): T {
  if (value === null || value === undefined) return fallback;
  return (typeof value === 'string' ? JSON.parse(value) : value) as T;
}

/** jsonb parameters go in as text: pg would send a JS array as a PostgreSQL array. */
export const toJson = (value: unknown) => JSON.stringify(value ?? null);

export function bytes(value: unknown): Uint8Array {
  if (value instanceof Uint8Array) return new Uint8Array(value.buffer, value.byteOffset, value.byteLength);
  return new Uint8Array(0);
}

/** LIKE pattern for a case-insensitive substring, with the user's % and _ taken literally. */
export function containsPattern(q: string): string {
  return `%${q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

export const newId = () => crypto.randomUUID();

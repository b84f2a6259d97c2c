import type { Practice } from './data.ts';

/** Held-out batch B: written after the tuning, only ever scored. */
export function batchB(): Practice[] {
  return [];
}

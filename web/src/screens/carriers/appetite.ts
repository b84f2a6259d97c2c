import { PRODUCT_LABELS, type AppetiteNote, type Product } from '@workbench/core';

/** Whom a note is about: a product line, or the carrier in general. */
export const appetiteLabel = (note: Pick<AppetiteNote, 'product'>): string => (note.product ? PRODUCT_LABELS[note.product] : 'In general');

/** The notes in one line for a table cell or a choice: 'In general: …; Commercial Auto: …'. */
export const appetiteSummary = (notes: readonly AppetiteNote[]): string => notes.map((n) => `${appetiteLabel(n)}: ${n.note}`).join(' · ');

/**
 * What a broker choosing the carrier for a risk of this product should read: its note on the product, else
 * its general one, else its notes on other lines (so a carrier that writes only auto says so); null when none.
 */
export function appetiteFor(notes: readonly AppetiteNote[], product: Product): string | null {
  const own = notes.find((n) => n.product === product) ?? notes.find((n) => n.product === null);
  if (own) return own.note;
  return notes.length ? appetiteSummary(notes) : null;
}

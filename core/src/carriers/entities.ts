import type * as v from 'valibot';
import type {
  AppetiteNoteShape,
  CarrierContactShape,
  CarrierHistoryEntrySchema,
  CarrierProductFiguresSchema,
  CarrierQuoteSchema,
  CarrierSchema,
  CarrierSummarySchema,
} from './schemas.ts';

/**
 * A carrier (an insurer the firm places risks with): its appetite for each product line, the people the
 * brokers deal with there, and whether it is still written with. Quotes name the carrier they came from.
 * The shapes are written once, as the schemas the API answers with.
 */
export type CarrierContact = v.InferOutput<typeof CarrierContactShape>;
export type AppetiteNote = v.InferOutput<typeof AppetiteNoteShape>;
export type CarrierSummary = v.InferOutput<typeof CarrierSummarySchema>;
export type CarrierProductFigures = v.InferOutput<typeof CarrierProductFiguresSchema>;
export type CarrierQuote = v.InferOutput<typeof CarrierQuoteSchema>;
export type CarrierHistoryEntry = v.InferOutput<typeof CarrierHistoryEntrySchema>;
export type Carrier = v.InferOutput<typeof CarrierSchema>;

/** How many of a carrier's quotes its page lists. */
export const CARRIER_QUOTES_SHOWN = 100;

import type { Product } from '../submissions/entities.ts';

/**
 * A carrier (an insurer the firm places risks with): its appetite for each product line, the people the
 * brokers deal with there, and whether it is still written with. Quotes name the carrier they came from.
 */
export interface CarrierContact {
  name: string;
  email: string | null;
  phone: string | null;
  /** What the person does for the firm there: underwriter, account manager, claims. */
  role: string | null;
}

/** What the carrier likes to write; product null is its appetite in general. */
export interface AppetiteNote {
  product: Product | null;
  note: string;
}

export interface CarrierSummary {
  id: string;
  name: string;
  active: boolean;
  appetite: AppetiteNote[];
  /** How many quotes name this carrier. */
  quotesCount: number;
  /**
   * Its bound quotes over all its quotes, 0..1, bound as Insights counts it (isBoundQuote: accepted terms on
   * an approved submission), so this page and the Insights hit ratios agree; null before its first quote.
   */
  hitRatio: number | null;
  updatedAt: string;
}

/** How a carrier has done on one product: its quotes, how many were hits (bound), and their share. */
export interface CarrierProductFigures {
  product: Product;
  quotes: number;
  bound: number;
  /** bound / quotes, 0..1. */
  hitRatio: number;
}

/** One of the carrier's quotes as its page lists it, with the submission it belongs to. */
export interface CarrierQuote {
  id: string;
  submissionRecordId: string;
  submissionId: string;
  client: string;
  product: Product;
  amount: number;
  status: string;
  validUntil: string | null;
}

export interface CarrierHistoryEntry {
  id: string;
  user: string;
  action: string;
  details: string;
  date: string;
}

export interface Carrier extends CarrierSummary {
  contacts: CarrierContact[];
  byProduct: CarrierProductFigures[];
  /** Its most recent quotes, newest first (at most CARRIER_QUOTES_SHOWN). */
  quotes: CarrierQuote[];
  history: CarrierHistoryEntry[];
  createdAt: string;
}

/** How many of a carrier's quotes its page lists. */
export const CARRIER_QUOTES_SHOWN = 100;

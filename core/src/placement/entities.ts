import type { Product } from '../submissions/index.ts';

/**
 * Placing a risk: the carriers a submission is taken to (its markets), what each answered, the quotes they
 * gave, the proposal the client chooses from, and the binding that turns the chosen quote into a policy.
 *
 * A quote keeps one home, the submission's quote row: a market's quotes are those rows, linked to the
 * market, with the placing terms (taxes, fees, commission, limits, deductibles, subjectivities) beside the
 * premium. The Quotes tab, reports, insights and carrier hit ratios keep reading the same rows.
 */

/** Where a carrier stands on a submission taken to it. */
export const MARKET_STATUSES = ['asked', 'indicated', 'quoted', 'declined', 'bound', 'expired', 'not_taken_up'] as const;
export type MarketStatus = (typeof MARKET_STATUSES)[number];

export const MARKET_STATUS_LABELS: Record<MarketStatus, string> = {
  asked: 'Asked',
  indicated: 'Indicated',
  quoted: 'Quoted',
  declined: 'Declined',
  bound: 'Bound',
  expired: 'Expired',
  not_taken_up: 'Not taken up',
};

/** A limit and deductible the quote offers for one coverage. */
export interface QuoteTerm {
  coverage: string;
  limit: number | null;
  deductible: number | null;
}

/** A carrier's quote on a market, with everything the comparison and the proposal show. */
export interface MarketQuote {
  id: string;
  marketId: string;
  carrierId: string;
  carrier: string;
  /** The annual premium before taxes and fees. */
  premium: number;
  taxes: number;
  fees: number;
  /** The broker's commission, as a percentage of the premium. */
  commissionRate: number | null;
  terms: QuoteTerm[];
  subjectivities: string[];
  validUntil: string | null;
  /** The quote row's own status (Pending until the quote is bound, then Approved). */
  status: string;
}

/**
 * A package sent to the carrier: the cover note and every file that went with it, the chosen documents
 * of the submission (with their id) and the schedule files written for the send (id null: they are not
 * kept as documents, the schedule may change after).
 */
export interface MarketSend {
  id: string;
  to: string;
  subject: string;
  coverNote: string;
  documents: Array<{ id: string | null; filename: string }>;
  sentBy: string;
  /** The account that sent it; null for sends recorded before accounts were kept, or a removed account. */
  sentById: string | null;
  sentAt: string;
}

export interface Market {
  id: string;
  submissionId: string;
  carrierId: string;
  carrier: string;
  /** Where the package goes: the first of the carrier's contacts with an address; null when none has one. */
  carrierEmail: string | null;
  status: MarketStatus;
  /** Why the carrier declined; null unless declined. */
  declineReason: string | null;
  /** The day the broker means to chase the carrier by: a task is raised when it is still asked then. */
  chaseBy: string | null;
  /** The chase task raised for chaseBy, closed when the carrier answers; null before one is raised. */
  chaseTaskId: string | null;
  quotes: MarketQuote[];
  sends: MarketSend[];
  createdAt: string;
  updatedAt: string;
}

/** A submission on a carrier's desk, as its list shows it: read in one query, with nothing else of the submission. */
export interface CarrierDeskItem {
  submissionId: string;
  client: string;
  product: Product;
  /** The carrier the submission was sent to: the desk's own. */
  carrier: string;
  status: MarketStatus;
  lastSentAt: string;
  quotes: number;
}

/** A carrier as the broker sees it while choosing markets: its appetite and how it did on this product. */
export interface MarketCandidate {
  carrierId: string;
  name: string;
  /** The carrier's notes for this product, then its general one. */
  appetite: string[];
  /** Its quotes and bound share on this product; hitRatio null before its first quote on it. */
  productQuotes: number;
  productHitRatio: number | null;
  hitRatio: number | null;
  hasEmail: boolean;
  /** Already one of this submission's markets. */
  marketed: boolean;
}

/** A quote as the proposal put it before the client, copied so the offer stays what was sent. */
export interface ProposalOption {
  quoteId: string;
  carrier: string;
  premium: number;
  taxes: number;
  fees: number;
  total: number;
  terms: QuoteTerm[];
  subjectivities: string[];
  validUntil: string | null;
}

export const PROPOSAL_STATUSES = ['shared', 'chosen', 'bound', 'withdrawn'] as const;
export type ProposalStatus = (typeof PROPOSAL_STATUSES)[number];

export interface Proposal {
  id: string;
  submissionId: string;
  status: ProposalStatus;
  message: string | null;
  options: ProposalOption[];
  /** The PDF, stored among the submission's documents (so the portal lists it too). */
  documentId: string;
  chosenQuoteId: string | null;
  chosenBy: string | null;
  chosenAt: string | null;
  createdBy: string;
  createdAt: string;
}

/** The whole placement of a submission, as the markets panel reads it. */
export interface Placement {
  submissionId: string;
  product: Product;
  markets: Market[];
  proposals: Proposal[];
  /** The policy binding created, with the carrier, premium and period bound; null until bound. */
  policy: {
    id: string;
    policyNumber: string;
    carrier: string;
    premium: number;
    effectiveDate: string;
    expirationDate: string;
  } | null;
}

/**
 * How the client confirmed the option bound: by choosing it in the portal, or on their word to the broker
 * (by phone, e-mail, in person or in writing), which the broker records as such.
 */
export const CLIENT_CONFIRMATIONS = ['portal', 'phone', 'email', 'in_person', 'in_writing'] as const;
export type ClientConfirmation = (typeof CLIENT_CONFIRMATIONS)[number];
/** The ways a broker records the client's word when the client did not choose in the portal. */
export const CLIENT_WORD_CONFIRMATIONS = ['phone', 'email', 'in_person', 'in_writing'] as const satisfies readonly ClientConfirmation[];

export const CLIENT_CONFIRMATION_LABELS: Record<ClientConfirmation, string> = {
  portal: 'Chosen by the client in the portal',
  phone: "On the client's word, by phone",
  email: "On the client's word, by e-mail",
  in_person: "On the client's word, in person",
  in_writing: "On the client's word, in writing",
};

/**
 * The terms a binding bound, kept as they stood at that moment: every room that speaks of the bound policy
 * (its page, certificates, the bordereau, Insights, the submission's summary) reads these.
 */
export interface BoundTerms {
  carrierId: string;
  carrier: string;
  coverages: QuoteTerm[];
  premium: number;
  taxes: number;
  fees: number;
  /** The broker's commission, as a percentage of the premium; null when the quote named none. */
  commissionRate: number | null;
  subjectivities: string[];
  effectiveDate: string;
  expirationDate: string;
  confirmation: ClientConfirmation;
  confirmationNote: string | null;
}

/**
 * What was bound into a policy, as the policy's page shows it: the carrier, each coverage's limit and
 * deductible, what the client pays, the period, how the client confirmed, and the schedule as it stood.
 */
export interface BoundPlacement extends Omit<BoundTerms, 'carrierId'> {
  submissionId: string;
  submissionRef: string;
  total: number;
  schedule: { properties: unknown[]; vehicles: unknown[] };
  boundBy: string;
  boundAt: string;
}

import type * as v from 'valibot';
import type {
  CarrierDeskItemSchema,
  MarketCandidateSchema,
  MarketQuoteShape,
  MarketSchema,
  MarketSendShape,
  PlacementSchema,
  ProposalOptionShape,
  ProposalSchema,
  QuoteTermShape,
} from './schemas.ts';

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

export type QuoteTerm = v.InferOutput<typeof QuoteTermShape>;
export type MarketQuote = v.InferOutput<typeof MarketQuoteShape>;
export type MarketSend = v.InferOutput<typeof MarketSendShape>;
export type Market = v.InferOutput<typeof MarketSchema>;

export type CarrierDeskItem = v.InferOutput<typeof CarrierDeskItemSchema>;
export type MarketCandidate = v.InferOutput<typeof MarketCandidateSchema>;
export type ProposalOption = v.InferOutput<typeof ProposalOptionShape>;

export const PROPOSAL_STATUSES = ['shared', 'chosen', 'bound', 'withdrawn'] as const;
export type ProposalStatus = (typeof PROPOSAL_STATUSES)[number];

export type Proposal = v.InferOutput<typeof ProposalSchema>;
export type Placement = v.InferOutput<typeof PlacementSchema>;

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

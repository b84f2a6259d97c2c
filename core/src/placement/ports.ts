import type { BoundTerms, CarrierDeskItem, Market, MarketQuote, MarketSend, MarketStatus, Proposal, ProposalStatus } from './entities.ts';
import type { MarketQuoteInput } from './schemas.ts';
import type { Property } from '../submissions/index.ts';
import type { ScheduleTable } from '../submissions/index.ts';

/** What a binding keeps beside the policy it created: where the policy came from and the terms it bound. */
export interface PolicyBinding extends BoundTerms {
  submissionId: string;
  policyId: string;
  policyNumber: string;
  quoteId: string;
  /** The submission's locations and vehicles as they stood at binding. */
  schedule: { properties: unknown[]; vehicles: unknown[] };
  boundBy: string;
  boundAt: string;
}

export interface PlacementRepository {
  /** The submission's markets (record id), in the order they were chosen, each with its quotes and sends. */
  markets(submissionId: string): Promise<Market[]>;
  /**
   * The submissions one carrier's markets were sent a package for, the most recently sent first, at most
   * `limit`: what the carrier's own underwriter has received, with only what the desk's list shows.
   */
  carrierDesk(carrierId: string, limit: number): Promise<CarrierDeskItem[]>;
  /** One market of that submission; null when unknown or another submission's. */
  market(submissionId: string, marketId: string): Promise<Market | null>;
  /** Takes the submission to the carrier, asked. Fails with conflict when the carrier is already one of its markets. */
  addMarket(submissionId: string, carrierId: string, at: string): Promise<Market>;
  setMarketStatus(marketId: string, status: MarketStatus, declineReason: string | null, at: string): Promise<void>;
  /** Stores the quote as one of the submission's quote rows, linked to the market. */
  addQuote(
    submissionId: string,
    marketId: string,
    quote: MarketQuoteInput & { carrierId: string; carrier: string; status: string },
  ): Promise<MarketQuote>;
  /** The quote of a market of that submission; null when it is none of them. */
  quote(submissionId: string, quoteId: string): Promise<MarketQuote | null>;
  setQuoteStatus(quoteId: string, status: string): Promise<void>;
  addSend(marketId: string, send: Omit<MarketSend, 'id'>): Promise<MarketSend>;
  /** The submission's proposals, newest first. */
  proposals(submissionId: string): Promise<Proposal[]>;
  addProposal(proposal: Omit<Proposal, 'id'>): Promise<Proposal>;
  setProposal(id: string, changes: { status: ProposalStatus; chosenQuoteId?: string; chosenBy?: string; chosenAt?: string }): Promise<void>;
  /** The highest policy number of that year (POL-YYYY-…), null when none. */
  highestPolicyNumber(year: number): Promise<string | null>;
  binding(submissionId: string): Promise<PolicyBinding | null>;
  /** Fails with conflict when the submission was bound already. */
  addBinding(binding: PolicyBinding): Promise<void>;
  /** The binding that created the policy, with its submission's human id; null when none did. */
  bindingOfPolicy(policyId: string): Promise<(PolicyBinding & { submissionRef: string }) | null>;
  /** Sets or clears the day to chase the market by. */
  setChaseBy(marketId: string, chaseBy: string | null, at: string): Promise<void>;
  /**
   * Markets still asked whose chase-by day is `today` or earlier and has no task raised for it yet, locked
   * for this transaction and skipped by another one that holds them, so two sweeps never raise the same.
   */
  dueChases(today: string): Promise<DueChase[]>;
  /** Notes the task raised for the market's chase-by day (none on a decided submission), so it is raised once. */
  markChaseRaised(marketId: string, chaseBy: string, taskId: string | null): Promise<void>;
}

/** A market the broker meant to chase by a day that has come, with the carrier still asked. */
export interface DueChase {
  marketId: string;
  submissionId: string;
  carrier: string;
  chaseBy: string;
}

/** Lays out a client proposal as a PDF. */
export interface ProposalRenderer {
  render(content: ProposalContent): Promise<Uint8Array>;
}

export interface ProposalContent {
  reference: string;
  client: string;
  product: string;
  preparedBy: string;
  preparedOn: string;
  message: string | null;
  options: Array<{
    label: string;
    carrier: string;
    premium: string;
    taxes: string;
    fees: string;
    total: string;
    terms: Array<{ coverage: string; limit: string; deductible: string }>;
    subjectivities: string[];
    validUntil: string;
  }>;
}

/** Writes the schedule files a carrier's package carries beside the chosen documents. */
export interface ScheduleFiles {
  /** The table as a one-sheet Excel workbook (.xlsx). */
  workbook(table: ScheduleTable): Promise<Uint8Array>;
  /** The locations as an OED (Open Exposure Data) location file; null when this installation writes none. */
  oedLocations(reference: string, properties: readonly Property[]): Promise<Uint8Array | null>;
}

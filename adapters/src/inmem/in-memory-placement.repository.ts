import {
  AppError,
  type CarrierDeskItem,
  type Market,
  type MarketQuote,
  type MarketQuoteInput,
  type MarketSend,
  type MarketStatus,
  type PlacementRepository,
  type DueChase,
  type PolicyBinding,
  type Proposal,
  type ProposalStatus,
} from '@workbench/core';
import { newId } from './rows.ts';
import { copy, nextSeq, type Store } from './state.ts';

interface MarketRow {
  id: string;
  seq: number;
  submissionId: string;
  carrierId: string;
  status: MarketStatus;
  declineReason: string | null;
  chaseBy?: string | null;
  chaseRaisedFor?: string | null;
  chaseTaskId?: string | null;
  createdAt: string;
  updatedAt: string;
}

/** The placing terms of a quote, beside its row in the quotes (the quote's one home). */
type QuoteTermsRow = Pick<MarketQuote, 'marketId' | 'taxes' | 'fees' | 'commissionRate' | 'terms' | 'subjectivities'>;

export interface PlacementState {
  markets: MarketRow[];
  quoteTerms: Record<string, QuoteTermsRow>;
  sends: Array<MarketSend & { marketId: string; seq: number }>;
  proposals: Array<Proposal & { seq: number }>;
  bindings: PolicyBinding[];
}

export class InMemoryPlacementRepository implements PlacementRepository {
  constructor(private readonly store: Store) {}

  private get state(): PlacementState {
    this.store.state.placement ??= { markets: [], quoteTerms: {}, sends: [], proposals: [], bindings: [] };
    return this.store.state.placement;
  }

  private quoteOf(id: string): MarketQuote | null {
    const row = this.store.state.quotes.find((q) => q.id === id);
    const terms = this.state.quoteTerms[id];
    if (!row || !terms) return null;
    return copy({
      id: row.id,
      carrierId: row.carrierId!,
      carrier: row.carrier,
      premium: row.amount,
      validUntil: row.validUntil,
      status: row.status,
      ...terms,
    });
  }

  private toMarket(row: MarketRow): Market {
    const carrier = this.store.state.carriers.find((c) => c.id === row.carrierId)!;
    const quoteIds = Object.entries(this.state.quoteTerms)
      .filter(([, t]) => t.marketId === row.id)
      .map(([id]) => id);
    return copy({
      id: row.id,
      submissionId: row.submissionId,
      carrierId: row.carrierId,
      carrier: carrier.name,
      carrierEmail: carrier.contacts.find((c) => !!c.email)?.email ?? null,
      status: row.status,
      declineReason: row.declineReason,
      chaseBy: row.chaseBy ?? null,
      chaseTaskId: row.chaseTaskId ?? null,
      quotes: quoteIds.map((id) => this.quoteOf(id)).filter((q): q is MarketQuote => q !== null),
      sends: this.state.sends.filter((s) => s.marketId === row.id).map(({ marketId: _m, seq: _s, ...send }) => send),
      createdAt: row.createdAt,
      updatedAt: row.updatedAt,
    });
  }

  async markets(submissionId: string): Promise<Market[]> {
    return this.state.markets.filter((m) => m.submissionId === submissionId).map((m) => this.toMarket(m));
  }

  async carrierDesk(carrierId: string, limit: number): Promise<CarrierDeskItem[]> {
    const { submissions, clients } = this.store.state;
    return this.state.markets
      .filter((m) => m.carrierId === carrierId)
      .map((m) => this.toMarket(m))
      .filter((m) => m.sends.length > 0)
      .map((m) => {
        const submission = submissions.find((s) => s.id === m.submissionId)!;
        return {
          submissionId: submission.submissionId,
          client: clients.find((c) => c.id === submission.clientId)!.name,
          product: submission.product,
          carrier: m.carrier,
          status: m.status,
          lastSentAt: m.sends.at(-1)!.sentAt,
          quotes: m.quotes.length,
        };
      })
      .sort((a, b) => b.lastSentAt.localeCompare(a.lastSentAt))
      .slice(0, limit);
  }

  async market(submissionId: string, marketId: string): Promise<Market | null> {
    const row = this.state.markets.find((m) => m.id === marketId && m.submissionId === submissionId);
    return row ? this.toMarket(row) : null;
  }

  async addMarket(submissionId: string, carrierId: string, at: string): Promise<Market> {
    if (this.state.markets.some((m) => m.submissionId === submissionId && m.carrierId === carrierId))
      throw AppError.conflict('The carrier is already one of this submission’s markets');
    const row: MarketRow = {
      id: newId(),
      seq: nextSeq(this.store),
      submissionId,
      carrierId,
      status: 'asked',
      declineReason: null,
      createdAt: at,
      updatedAt: at,
    };
    this.state.markets.push(row);
    return this.toMarket(row);
  }

  async setMarketStatus(marketId: string, status: MarketStatus, declineReason: string | null, at: string): Promise<void> {
    const row = this.state.markets.find((m) => m.id === marketId);
    if (row) Object.assign(row, { status, declineReason, updatedAt: at });
  }

  async addQuote(
    submissionId: string,
    marketId: string,
    quote: MarketQuoteInput & { carrierId: string; carrier: string; status: string },
  ): Promise<MarketQuote> {
    const id = newId();
    this.store.state.quotes.push({
      id,
      submissionId,
      seq: nextSeq(this.store),
      carrier: quote.carrier,
      carrierId: quote.carrierId,
      amount: quote.premium,
      status: quote.status,
      version: 1,
      validUntil: quote.validUntil,
      coverage:
        quote.terms
          .map((t) => t.coverage)
          .join(', ')
          .slice(0, 200) || null,
    });
    this.state.quoteTerms[id] = copy({
      marketId,
      taxes: quote.taxes,
      fees: quote.fees,
      commissionRate: quote.commissionRate,
      terms: quote.terms,
      subjectivities: quote.subjectivities,
    });
    return this.quoteOf(id)!;
  }

  async quote(submissionId: string, quoteId: string): Promise<MarketQuote | null> {
    const row = this.store.state.quotes.find((q) => q.id === quoteId && q.submissionId === submissionId);
    return row ? this.quoteOf(quoteId) : null;
  }

  async setQuoteStatus(quoteId: string, status: string): Promise<void> {
    const row = this.store.state.quotes.find((q) => q.id === quoteId);
    if (row) row.status = status;
  }

  async addSend(marketId: string, send: Omit<MarketSend, 'id'>): Promise<MarketSend> {
    const row = { ...copy(send), id: newId(), marketId, seq: nextSeq(this.store) };
    this.state.sends.push(row);
    const { marketId: _m, seq: _s, ...stored } = row;
    return copy(stored);
  }

  async proposals(submissionId: string): Promise<Proposal[]> {
    return this.state.proposals
      .filter((p) => p.submissionId === submissionId)
      .sort((a, b) => b.seq - a.seq)
      .map(({ seq: _s, ...p }) => copy(p));
  }

  async addProposal(proposal: Omit<Proposal, 'id'>): Promise<Proposal> {
    const row = { ...copy(proposal), id: newId(), seq: nextSeq(this.store) };
    this.state.proposals.push(row);
    const { seq: _s, ...stored } = row;
    return copy(stored);
  }

  async setProposal(
    id: string,
    changes: { status: ProposalStatus; chosenQuoteId?: string; chosenBy?: string; chosenAt?: string },
  ): Promise<void> {
    const row = this.state.proposals.find((p) => p.id === id);
    if (!row) return;
    for (const [key, value] of Object.entries(changes)) if (value !== undefined) (row as unknown as Record<string, unknown>)[key] = value;
  }

  async highestPolicyNumber(year: number): Promise<string | null> {
    const numbers = this.store.state.policies.map((p) => p.policyNumber).filter((n) => n.startsWith(`POL-${year}-`));
    return numbers.sort((a, b) => a.length - b.length || a.localeCompare(b)).pop() ?? null;
  }

  async binding(submissionId: string): Promise<PolicyBinding | null> {
    const row = this.state.bindings.find((b) => b.submissionId === submissionId);
    return row ? copy(row) : null;
  }

  async addBinding(binding: PolicyBinding): Promise<void> {
    if (this.state.bindings.some((b) => b.submissionId === binding.submissionId))
      throw AppError.conflict('This submission is bound already.');
    this.state.bindings.push(copy(binding));
  }

  async bindingOfPolicy(policyId: string) {
    const row = this.state.bindings.find((b) => b.policyId === policyId);
    if (!row) return null;
    const submission = this.store.state.submissions.find((s) => s.id === row.submissionId);
    return copy({ ...row, submissionRef: submission?.submissionId ?? '' });
  }

  async setChaseBy(marketId: string, chaseBy: string | null, at: string): Promise<void> {
    const row = this.state.markets.find((m) => m.id === marketId);
    if (row) Object.assign(row, { chaseBy, updatedAt: at });
  }

  async dueChases(today: string): Promise<DueChase[]> {
    return this.state.markets
      .filter((m) => m.status === 'asked' && m.chaseBy && m.chaseBy <= today && m.chaseRaisedFor !== m.chaseBy)
      .map((m) => ({
        marketId: m.id,
        submissionId: m.submissionId,
        carrier: this.store.state.carriers.find((c) => c.id === m.carrierId)!.name,
        chaseBy: m.chaseBy!,
      }));
  }

  async markChaseRaised(marketId: string, chaseBy: string, taskId: string | null): Promise<void> {
    const row = this.state.markets.find((m) => m.id === marketId);
    if (row) Object.assign(row, { chaseRaisedFor: chaseBy, chaseTaskId: taskId });
  }
}

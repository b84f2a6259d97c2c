import {
  AppError,
  staleWrite,
  type ConfirmedLossRun,
  type LossClaim,
  type LossClaimChange,
  type LossClaimHistoryEntry,
  type LossClaimRepository,
  type NewLossClaim,
  type PolicyTerm,
} from '@workbench/core';
import type { Store } from './state.ts';

const withoutKey = ({ key: _key, ...claim }: LossClaim & { key: string }): LossClaim => structuredClone(claim);

/** Clients' loss histories in memory, as the loss_claims, loss_claim_history and loss_runs tables keep them. */
export class InMemoryLossClaimRepository implements LossClaimRepository {
  constructor(private readonly store: Store) {}

  private get state() {
    this.store.state.lossHistory ??= { claims: [], history: [], runs: [] };
    return this.store.state.lossHistory;
  }

  async forClient(clientId: string): Promise<(LossClaim & { key: string })[]> {
    return structuredClone(
      this.state.claims
        .filter((c) => c.clientId === clientId)
        .sort((a, b) => b.lossDate.localeCompare(a.lossDate) || a.claimNumber.localeCompare(b.claimNumber)),
    );
  }

  async find(clientId: string, id: string): Promise<LossClaim | null> {
    const claim = this.state.claims.find((c) => c.clientId === clientId && c.id === id);
    return claim ? withoutKey(claim) : null;
  }

  async insert(claim: NewLossClaim): Promise<LossClaim> {
    const { at, ...values } = claim;
    if (this.state.claims.some((c) => c.clientId === claim.clientId && c.key === claim.key))
      throw AppError.conflict('The claim is on file');
    const stored = { ...values, id: crypto.randomUUID(), version: 1, updatedAt: at };
    this.state.claims.push(stored);
    return withoutKey(stored);
  }

  async update(clientId: string, id: string, change: LossClaimChange, at: string, expectedVersion?: number): Promise<LossClaim> {
    const claim = this.state.claims.find((c) => c.clientId === clientId && c.id === id);
    if (!claim) throw AppError.notFound('Claim');
    if (expectedVersion !== undefined && claim.version !== expectedVersion) throw staleWrite();
    const defined = Object.fromEntries(Object.entries(change).filter(([, value]) => value !== undefined));
    Object.assign(claim, defined, { version: claim.version + 1, updatedAt: at });
    return withoutKey(claim);
  }

  async addHistory(claimId: string, entry: { user: string; action: string; details: string; date: string }): Promise<void> {
    const claim = this.state.claims.find((c) => c.id === claimId);
    this.state.history.push({ ...entry, claimId, claimNumber: claim?.claimNumber ?? '', seq: this.state.history.length + 1 });
  }

  async history(clientId: string): Promise<LossClaimHistoryEntry[]> {
    const ids = new Set(this.state.claims.filter((c) => c.clientId === clientId).map((c) => c.id));
    return this.state.history
      .filter((h) => ids.has(h.claimId))
      .sort((a, b) => b.date.localeCompare(a.date) || b.seq - a.seq)
      .map(({ claimId: _c, seq: _s, ...entry }) => ({
        ...entry,
        claimNumber: this.state.claims.find((c) => c.id === _c)?.claimNumber ?? entry.claimNumber,
      }));
  }

  async addLossRun(run: ConfirmedLossRun): Promise<void> {
    this.state.runs.push(structuredClone(run));
  }

  async termsOnFile(clientId: string): Promise<PolicyTerm[]> {
    return this.state.runs.filter((r) => r.clientId === clientId).flatMap((r) => structuredClone(r.terms));
  }

  async premiums(clientId: string): Promise<{ effectiveDate: string; premium: number }[]> {
    return this.store.state.policies
      .filter((p) => p.clientId === clientId && p.status !== 'cancelled')
      .map((p) => ({ effectiveDate: p.effectiveDate, premium: Math.round(p.premium * 100) }));
  }
}

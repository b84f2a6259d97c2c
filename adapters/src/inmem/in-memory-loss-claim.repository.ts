import {
  AppError,
  staleWrite,
  type ConfirmedLossRun,
  type KeptLossRunFile,
  type LossClaim,
  type LossClaimChange,
  type LossClaimHistoryEntry,
  type LossClaimRepository,
  type LossRunFile,
  type LossRunOnFile,
  type NewLossClaim,
  type WaitingLossRun,
  type PolicyTerm,
} from '@workbench/core';
import type { Store } from './state.ts';

const withoutKey = ({ key: _key, ...claim }: LossClaim & { key: string }): LossClaim => structuredClone(claim);

/**
 * Clients' loss histories in memory, as the loss_claims, loss_claim_history, loss_runs and loss_run_files
 * tables keep them.
 */
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

  private get files() {
    this.state.files ??= [];
    return this.state.files;
  }

  async addLossRun(run: ConfirmedLossRun): Promise<string> {
    const id = crypto.randomUUID();
    const file = run.file ? this.files.find((f) => f.clientId === run.clientId && f.digest === run.file!.digest) : undefined;
    this.state.runs.push({ ...structuredClone(run), id, fileId: file?.id ?? null });
    return id;
  }

  async lossRuns(clientId: string): Promise<LossRunOnFile[]> {
    return this.state.runs
      .filter((r) => r.clientId === clientId)
      .sort((a, b) => b.confirmedAt.localeCompare(a.confirmedAt) || a.id.localeCompare(b.id))
      .map((r) => {
        const file = this.files.find((f) => f.id === r.fileId);
        return {
          id: r.id,
          submissionId: r.submissionId,
          carriers: [...r.carriers],
          valuationDate: r.valuationDate,
          terms: structuredClone(r.terms),
          claimCount: r.claimCount,
          confirmedBy: r.confirmedBy,
          confirmedAt: r.confirmedAt,
          file: r.file && file ? { filename: r.file.filename, size: file.bytes.byteLength, mimeType: file.mimeType } : null,
        };
      });
  }

  async keepFile(file: KeptLossRunFile): Promise<void> {
    const kept = this.files.find((f) => f.clientId === file.clientId && f.digest === file.digest);
    if (kept) Object.assign(kept, { filename: file.filename, mimeType: file.mimeType, at: file.at });
    else this.files.push({ ...file, bytes: new Uint8Array(file.bytes), id: crypto.randomUUID(), handedIn: null });
  }

  async handInFile({ by, ...file }: KeptLossRunFile & { by: string }): Promise<void> {
    await this.keepFile(file);
    const kept = this.files.find((f) => f.clientId === file.clientId && f.digest === file.digest)!;
    kept.handedIn = { by, at: file.at };
  }

  private waitingOf(f: KeptLossRunFile & { id: string; handedIn: { by: string; at: string } | null }): WaitingLossRun {
    return { id: f.id, filename: f.filename, size: f.bytes.byteLength, handedInBy: f.handedIn!.by, handedInAt: f.handedIn!.at };
  }

  async waitingFiles(clientId: string): Promise<WaitingLossRun[]> {
    return this.files
      .filter((f) => f.clientId === clientId && f.handedIn)
      .sort((a, b) => b.handedIn!.at.localeCompare(a.handedIn!.at) || a.id.localeCompare(b.id))
      .map((f) => this.waitingOf(f));
  }

  async waitingFile(clientId: string, fileId: string): Promise<(WaitingLossRun & { digest: string; bytes: Uint8Array }) | null> {
    const file = this.files.find((f) => f.clientId === clientId && f.id === fileId && f.handedIn);
    return file ? { ...this.waitingOf(file), digest: file.digest, bytes: new Uint8Array(file.bytes) } : null;
  }

  async endWait(clientId: string, where: { digest: string } | { id: string }): Promise<boolean> {
    const file = this.files.find(
      (f) => f.clientId === clientId && f.handedIn && ('id' in where ? f.id === where.id : f.digest === where.digest),
    );
    if (!file) return false;
    file.handedIn = null;
    return true;
  }

  async holdFile(clientId: string, digest: string): Promise<boolean> {
    return this.files.some((f) => f.clientId === clientId && f.digest === digest);
  }

  async dropUnconfirmedFiles(before: string): Promise<void> {
    const linked = new Set(this.state.runs.map((r) => r.fileId));
    this.state.files = this.files.filter((f) => linked.has(f.id) || f.handedIn !== null || f.at >= before);
  }

  async lossRunFile(clientId: string, runId: string): Promise<(LossRunFile & { bytes: Uint8Array }) | null> {
    const run = this.state.runs.find((r) => r.clientId === clientId && r.id === runId);
    const file = run?.file ? this.files.find((f) => f.id === run.fileId) : undefined;
    if (!run?.file || !file) return null;
    return { filename: run.file.filename, mimeType: file.mimeType, size: file.bytes.byteLength, bytes: new Uint8Array(file.bytes) };
  }

  async moveClient(fromClientId: string, toClientId: string, dropped: readonly { claimId: string; into: string }[]): Promise<void> {
    const state = this.state;
    for (const { claimId, into } of dropped) {
      for (const entry of state.history) if (entry.claimId === claimId) entry.claimId = into;
      state.claims = state.claims.filter((c) => c.id !== claimId);
    }
    for (const claim of state.claims) if (claim.clientId === fromClientId) claim.clientId = toClientId;
    // A file both clients hold (the same bytes) is kept once: the moving loss runs link the kept client's copy.
    const files = this.files;
    for (const file of files.filter((f) => f.clientId === fromClientId)) {
      const twin = files.find((f) => f.clientId === toClientId && f.digest === file.digest);
      if (twin) {
        for (const run of state.runs) if (run.fileId === file.id) run.fileId = twin.id;
        state.files = this.files.filter((f) => f.id !== file.id);
      } else file.clientId = toClientId;
    }
    for (const run of state.runs) if (run.clientId === fromClientId) run.clientId = toClientId;
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

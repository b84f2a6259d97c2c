import {
  CLAIM_REFERENCE_PATTERN,
  formatClaimReference,
  type Claim,
  type ClaimDocument,
  type ClaimListQuery,
  type ClaimRepository,
  type ClaimStatus,
  type ClaimSummary,
  type NewClaim,
  type Page,
} from '@workbench/core';
import { newId } from './rows.ts';
import { copy, nextSeq, type Store } from './state.ts';
import { reachedClientIds } from './customer-reach.ts';

export class InMemoryClaimRepository implements ClaimRepository {
  constructor(private readonly store: Store) {}

  private get state() {
    return this.store.state;
  }

  private summary(row: (typeof this.state.claims)[number]): ClaimSummary & { clientEmail: string | null } {
    const policy = this.state.policies.find((p) => p.id === row.policyId);
    const client = this.state.clients.find((c) => c.id === row.clientId);
    const { description: _d, seq: _s, ...rest } = row;
    return { ...copy(rest), policyNumber: policy?.policyNumber ?? '', client: client?.name ?? '', clientEmail: client?.email ?? null };
  }

  async create(claim: NewClaim): Promise<Claim> {
    const year = Number(claim.createdAt.slice(0, 4));
    const n = (this.state.claimCounters[year] ?? 0) + 1;
    this.state.claimCounters[year] = n;
    const id = newId();
    this.state.claims.push({
      id,
      seq: nextSeq(this.store),
      reference: formatClaimReference(year, n),
      policyId: claim.policyId,
      clientId: claim.clientId,
      status: 'reported',
      lossDate: claim.lossDate,
      location: claim.location,
      description: claim.description,
      estimatedAmount: claim.estimatedAmount,
      reportedBy: claim.reportedBy,
      createdAt: claim.createdAt,
      updatedAt: claim.createdAt,
    });
    return (await this.get(id))!;
  }

  async get(idOrReference: string): Promise<Claim | null> {
    const key = idOrReference.trim();
    const row = this.state.claims.find(
      (c) => c.id === key || (CLAIM_REFERENCE_PATTERN.test(key) && c.reference.toUpperCase() === key.toUpperCase()),
    );
    if (!row) return null;
    const bySeq = (a: { seq: number }, b: { seq: number }) => a.seq - b.seq;
    return {
      ...this.summary(row),
      description: row.description,
      documents: this.state.claimDocuments.filter((d) => d.claimId === row.id).map(({ claimId: _c, bytes: _b, ...d }) => copy(d)),
      messages: this.state.claimMessages
        .filter((m) => m.claimId === row.id)
        .sort(bySeq)
        .map(({ id, from, content, date }) => ({ id, from, content, date })),
      history: this.state.claimHistory
        .filter((h) => h.claimId === row.id)
        .sort((a, b) => b.seq - a.seq)
        .map(({ id, user, action, details, date }) => ({ id, user, action, details, date })),
    };
  }

  async list(query: ClaimListQuery): Promise<Page<ClaimSummary>> {
    const reached = query.customerEmail === undefined ? null : reachedClientIds(this.state, query.customerEmail);
    const matching = this.state.claims
      .map((row) => this.summary(row))
      .filter(
        (c) =>
          (reached === null || reached.has(c.clientId)) &&
          (!query.status || c.status === query.status) &&
          (!query.clientId || c.clientId === query.clientId),
      )
      .sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt) || b.id.localeCompare(a.id))
      .map(({ clientEmail: _e, ...c }) => c);
    return { items: matching.slice(query.offset, query.offset + query.limit), total: matching.length };
  }

  async countForCustomer(email: string): Promise<number> {
    return (await this.list({ customerEmail: email, limit: Number.MAX_SAFE_INTEGER, offset: 0 })).total;
  }

  async setStatus(id: string, status: ClaimStatus, at: string): Promise<void> {
    const row = this.state.claims.find((c) => c.id === id);
    if (row) Object.assign(row, { status, updatedAt: at });
  }

  async addHistory(id: string, entry: { user: string; action: string; details: string; date: string }): Promise<void> {
    this.state.claimHistory.push({ ...entry, id: newId(), seq: nextSeq(this.store), claimId: id });
  }

  async addMessage(id: string, message: { from: string; authorId: string; content: string; date: string }): Promise<void> {
    this.state.claimMessages.push({
      id: newId(),
      seq: nextSeq(this.store),
      claimId: id,
      from: message.from,
      authorId: message.authorId,
      content: message.content,
      date: message.date,
    });
    await this.setStatus(id, this.state.claims.find((c) => c.id === id)!.status, message.date);
  }

  async addDocument(
    id: string,
    document: { filename: string; mimeType: string; bytes: Uint8Array; uploadedBy: string; uploadedAt: string },
  ): Promise<ClaimDocument> {
    const row = {
      id: newId(),
      claimId: id,
      filename: document.filename,
      mimeType: document.mimeType,
      size: document.bytes.byteLength,
      uploadedBy: document.uploadedBy,
      uploadedAt: document.uploadedAt,
      bytes: copy(document.bytes),
    };
    this.state.claimDocuments.push(row);
    const { claimId: _c, bytes: _b, ...summary } = row;
    return copy(summary);
  }

  async document(id: string, documentId: string): Promise<(ClaimDocument & { bytes: Uint8Array }) | null> {
    const row = this.state.claimDocuments.find((d) => d.id === documentId && d.claimId === id);
    if (!row) return null;
    const { claimId: _c, ...document } = row;
    return copy(document);
  }
}

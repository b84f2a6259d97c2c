import {
  AppError,
  staleWrite,
  type CertificateHolder,
  type CertificateRequest,
  type NewCertificate,
  type Endorsement,
  type EndorsementKind,
  type IssuedCertificate,
  type NewPolicy,
  type Policy,
  type PolicyDetail,
  type PolicyRepository,
  type RenewalItem,
  type RenewalStatus,
} from '@workbench/core';
import { newId } from './rows.ts';
import { reachedClientIds } from './customer-reach.ts';
import { copy, nextSeq, type PolicyLifeState, type Store, type StoredPolicy } from './state.ts';

export class InMemoryPolicyRepository implements PolicyRepository {
  constructor(private readonly store: Store) {}

  /** A stored policy as reads answer it: with the record version its edits counted. */
  private read(row: StoredPolicy): Policy {
    return { ...copy(row), recordVersion: this.lifeOf(row).recordVersion ?? 1 };
  }

  private byNumber(policies: StoredPolicy[]): Policy[] {
    return [...policies]
      .sort((a, b) => (a.policyNumber < b.policyNumber ? -1 : a.policyNumber > b.policyNumber ? 1 : 0))
      .map((row) => this.read(row));
  }

  async listForCustomer(email: string): Promise<Policy[]> {
    const clientIds = reachedClientIds(this.store.state, email);
    return this.byNumber(this.store.state.policies.filter((p) => clientIds.has(p.clientId)));
  }

  async list(): Promise<Policy[]> {
    return this.byNumber(this.store.state.policies);
  }

  async findById(id: string): Promise<Policy | null> {
    const row = this.store.state.policies.find((p) => p.id === id);
    return row ? this.read(row) : null;
  }

  async create(policy: NewPolicy): Promise<Policy> {
    const state = this.store.state;
    if (!state.clients.some((c) => c.id === policy.clientId)) throw new AppError('not_found', 'A referenced record was not found');
    if (state.policies.some((p) => p.policyNumber === policy.policyNumber)) throw AppError.conflict('Policy number already exists');
    const row: StoredPolicy = { ...copy(policy), premium: Math.round(Number(policy.premium) * 100) / 100, id: newId() };
    state.policies.push(row);
    return this.read(row);
  }

  private life(): PolicyLifeState {
    this.store.state.policyLife ??= { policies: {}, history: [], endorsements: [], holders: [], certificates: [] };
    return this.store.state.policyLife;
  }

  private lifeOf(policy: StoredPolicy) {
    const life = this.life();
    if (!life.policies[policy.id]) {
      const origin = policy.submissionId ? this.store.state.submissions.find((s) => s.id === policy.submissionId) : undefined;
      life.policies[policy.id] = {
        ownerId: origin ? (origin.assignedToId ?? origin.createdById ?? null) : null,
        version: 1,
        renewalStatus: 'not_started',
        renewalSubmissionId: null,
        renewedPremium: null,
        flagged: false,
        overdueRaisedAt: null,
        cancellation: null,
      };
    }
    return life.policies[policy.id]!;
  }

  private item(policy: StoredPolicy): RenewalItem {
    const life = this.lifeOf(policy);
    const state = this.store.state;
    return {
      id: policy.id,
      policyNumber: policy.policyNumber,
      clientId: policy.clientId,
      client: state.clients.find((c) => c.id === policy.clientId)?.name ?? '',
      product: policy.product,
      expirationDate: policy.expirationDate,
      premium: policy.premium,
      ownerId: life.ownerId,
      owner: state.users.find((u) => u.id === life.ownerId)?.fullName ?? null,
      renewalStatus: life.renewalStatus,
      renewalSubmissionId: life.renewalSubmissionId,
      renewalSubmissionRef: state.submissions.find((s) => s.id === life.renewalSubmissionId)?.submissionId ?? null,
      renewedPremium: life.renewedPremium,
      premiumChangeFlagged: life.flagged,
      recordVersion: life.recordVersion ?? 1,
    };
  }

  async detail(id: string): Promise<PolicyDetail | null> {
    const policy = this.store.state.policies.find((p) => p.id === id);
    if (!policy) return null;
    const item = this.item(policy);
    const life = this.life();
    const mine = <T extends { policyId: string; seq: number }>(rows: T[]) =>
      rows.filter((r) => r.policyId === id).sort((a, b) => b.seq - a.seq);
    const link = (p: StoredPolicy | undefined) => (p ? { id: p.id, policyNumber: p.policyNumber } : null);
    const policies = this.store.state.policies;
    const renewedToId = this.lifeOf(policy).renewedToId;
    const from = policies.find((p) => this.life().policies[p.id]?.renewedToId === id);
    return copy({
      ...policy,
      ...item,
      clientEmail: this.store.state.clients.find((c) => c.id === policy.clientId)?.email ?? null,
      version: this.lifeOf(policy).version,
      cancellation: this.lifeOf(policy).cancellation,
      endorsements: mine(life.endorsements).map(({ policyId: _p, seq: _s, ...e }) => e),
      history: mine(life.history).map(({ policyId: _p, seq: _s, ...h }) => h),
      certificates: mine(life.certificates).map(({ policyId: _p, seq: _s, bytes: _b, ...c }) => c),
      certificateRequests: mine(life.requests ?? []).map(({ seq: _s, ...r }) => r),
      renewedTo: link(policies.find((p) => p.id === renewedToId)),
      renewedFrom: link(from),
    });
  }

  private open(expiringBy: string) {
    return this.store.state.policies
      .filter((p) => !this.lifeOf(p).cancellation && p.expirationDate <= expiringBy)
      .sort((a, b) => a.expirationDate.localeCompare(b.expirationDate) || a.policyNumber.localeCompare(b.policyNumber));
  }

  async renewals(expiringBy: string): Promise<RenewalItem[]> {
    return this.open(expiringBy).map((p) => this.item(p));
  }

  async undecidedRenewals(expiringBy: string): Promise<RenewalItem[]> {
    return this.open(expiringBy)
      .filter((p) => {
        const life = this.lifeOf(p);
        return !life.overdueRaisedAt && life.renewalStatus !== 'renewed' && life.renewalStatus !== 'lapsed';
      })
      .map((p) => this.item(p));
  }

  private lifeById(id: string) {
    const policy = this.store.state.policies.find((p) => p.id === id);
    if (!policy) throw AppError.notFound('Policy');
    return this.lifeOf(policy);
  }

  async expiredUndecided(today: string, recordedAs: string): Promise<RenewalItem[]> {
    return this.store.state.policies
      .filter((p) => {
        const life = this.lifeOf(p);
        return (
          !life.cancellation &&
          life.renewalStatus !== 'renewed' &&
          life.renewalStatus !== 'lapsed' &&
          p.expirationDate < today &&
          !this.life().history.some((h) => h.policyId === p.id && h.action === recordedAs)
        );
      })
      .sort((a, b) => a.expirationDate.localeCompare(b.expirationDate))
      .map((p) => this.item(p));
  }

  async markOverdueRaised(id: string, at: string): Promise<void> {
    this.lifeById(id).overdueRaisedAt = at;
  }

  async setOwner(id: string, ownerId: string | null): Promise<void> {
    this.lifeById(id).ownerId = ownerId;
  }

  async setRenewal(
    id: string,
    renewal: {
      status: RenewalStatus;
      submissionId?: string;
      renewedPremium?: number | null;
      flagged?: boolean;
      decidedAt?: string | null;
      renewedToId?: string;
    },
  ): Promise<void> {
    const life = this.lifeById(id);
    if (renewal.renewedToId !== undefined) life.renewedToId = renewal.renewedToId;
    life.renewalStatus = renewal.status;
    if (renewal.submissionId !== undefined) life.renewalSubmissionId = renewal.submissionId;
    if (renewal.renewedPremium !== undefined) life.renewedPremium = renewal.renewedPremium;
    if (renewal.flagged !== undefined) life.flagged = renewal.flagged;
  }

  async countEdit(id: string, expected: number | undefined): Promise<number> {
    const life = this.lifeById(id);
    const current = life.recordVersion ?? 1;
    if (expected !== undefined && expected !== current) throw staleWrite();
    life.recordVersion = current + 1;
    return life.recordVersion;
  }

  async addHistory(id: string, entry: { user: string; action: string; details: string; date: string }): Promise<void> {
    this.life().history.push({ ...entry, id: newId(), policyId: id, seq: nextSeq(this.store) });
  }

  async addEndorsement(
    id: string,
    e: {
      kind: EndorsementKind;
      effectiveDate: string;
      description: string;
      premiumAdjustment: number;
      vehicle: Endorsement['vehicle'];
      recordedBy: string;
      recordedAt: string;
    },
  ): Promise<Endorsement> {
    const life = this.lifeById(id);
    const policy = this.store.state.policies.find((p) => p.id === id)!;
    life.version += 1;
    policy.premium = Math.round((policy.premium + e.premiumAdjustment) * 100) / 100;
    const row = { ...e, id: newId(), version: life.version, policyId: id, seq: nextSeq(this.store) };
    this.life().endorsements.push(row);
    const { policyId: _p, seq: _s, ...endorsement } = row;
    return copy(endorsement);
  }

  async cancel(id: string, cancellation: { date: string; reason: string; returnPremium: number }): Promise<void> {
    this.lifeById(id).cancellation = { ...cancellation };
    this.store.state.policies.find((p) => p.id === id)!.status = 'cancelled';
  }

  async holders(clientId: string): Promise<CertificateHolder[]> {
    return this.life()
      .holders.filter((h) => h.clientId === clientId)
      .sort((a, b) => a.name.localeCompare(b.name))
      .map(({ createdAt: _c, ...h }) => copy(h));
  }

  async addHolder(holder: Omit<CertificateHolder, 'id'> & { createdAt: string }): Promise<CertificateHolder> {
    const row = { ...holder, id: newId() };
    this.life().holders.push(row);
    const { createdAt: _c, ...stored } = row;
    return copy(stored);
  }

  async addCertificate(id: string, c: NewCertificate): Promise<IssuedCertificate> {
    const row = { ...c, id: newId(), size: c.bytes.byteLength, policyId: id, seq: nextSeq(this.store) };
    this.life().certificates.push(row);
    const { policyId: _p, seq: _s, bytes: _b, ...certificate } = row;
    return copy(certificate);
  }

  async certificate(id: string, certificateId: string): Promise<(IssuedCertificate & { mimeType: string; bytes: Uint8Array }) | null> {
    const row = this.life().certificates.find((c) => c.id === certificateId && c.policyId === id);
    if (!row) return null;
    const { policyId: _p, seq: _s, ...certificate } = row;
    return { ...copy(certificate), mimeType: 'application/pdf' };
  }

  async addCertificateRequest(id: string, request: Omit<CertificateRequest, 'id' | 'policyId'>): Promise<CertificateRequest> {
    const life = this.life();
    life.requests ??= [];
    const row = { ...copy(request), id: newId(), policyId: id, seq: nextSeq(this.store) };
    life.requests.push(row);
    const { seq: _s, ...stored } = row;
    return copy(stored);
  }

  async certificateRequest(id: string, requestId: string): Promise<CertificateRequest | null> {
    const row = (this.life().requests ?? []).find((r) => r.id === requestId && r.policyId === id);
    if (!row) return null;
    const { seq: _s, ...request } = row;
    return copy(request);
  }

  async updateCertificateRequest(
    id: string,
    requestId: string,
    change: Partial<Pick<CertificateRequest, 'status' | 'decidedBy' | 'decidedAt' | 'declineReason' | 'certificateId' | 'task'>>,
  ): Promise<void> {
    const row = (this.life().requests ?? []).find((r) => r.id === requestId && r.policyId === id);
    if (row) Object.assign(row, copy(change));
  }

  async managerIds(): Promise<string[]> {
    return this.store.state.users
      .filter((u) => u.role === 'broker_manager' && u.status === 'active')
      .map((u) => u.id)
      .sort();
  }
}

import type { Knex } from 'knex';
import {
  AppError,
  staleWrite,
  type CertificateHolder,
  type CertificateRequest,
  type CertificateRequestStatus,
  type NewCertificate,
  type Endorsement,
  type EndorsementKind,
  type IssuedCertificate,
  type NewPolicy,
  type Policy,
  type PolicyDetail,
  type PolicyRepository,
  type Product,
  type RenewalItem,
  type RenewalStatus,
} from '@workbench/core';
import { bytes, day, iso, isUuid, newId, num, numOrNull } from './rows.ts';
import { reachedByClient } from './customer-reach.ts';

type Row = Record<string, unknown>;

const toPolicy = (row: Row): Policy => ({
  id: row.id as string,
  policyNumber: row.policy_number as string,
  clientId: row.client_id as string,
  submissionId: (row.submission_id as string) ?? null,
  status: row.status as string,
  product: row.product as Product,
  premium: num(row.premium),
  effectiveDate: day(row.effective_date) as string,
  expirationDate: day(row.expiration_date) as string,
  recordVersion: num(row.record_version),
});

const toRenewal = (row: Row): RenewalItem => ({
  id: row.id as string,
  policyNumber: row.policy_number as string,
  clientId: row.client_id as string,
  client: row.client as string,
  product: row.product as Product,
  expirationDate: day(row.expiration_date) as string,
  premium: num(row.premium),
  ownerId: (row.owner_id as string | null) ?? null,
  owner: (row.owner as string | null) ?? null,
  renewalStatus: row.renewal_status as RenewalStatus,
  renewalSubmissionId: (row.renewal_submission_id as string | null) ?? null,
  renewalSubmissionRef: (row.renewal_submission_ref as string | null) ?? null,
  renewedPremium: numOrNull(row.renewed_premium),
  premiumChangeFlagged: row.renewal_premium_flagged === true,
  recordVersion: num(row.record_version),
});

const toEndorsement = (row: Row): Endorsement => ({
  id: row.id as string,
  version: num(row.version),
  kind: row.kind as EndorsementKind,
  effectiveDate: day(row.effective_date) as string,
  description: row.description as string,
  premiumAdjustment: num(row.premium_adjustment),
  vehicle: (row.vehicle as Endorsement['vehicle']) ?? null,
  recordedBy: row.recorded_by as string,
  recordedAt: iso(row.recorded_at),
});

const toHolder = (row: Row): CertificateHolder => ({
  id: row.id as string,
  clientId: row.client_id as string,
  name: row.name as string,
  address: row.address as string,
  additionalInsured: row.additional_insured === true,
  waiverOfSubrogation: row.waiver_of_subrogation === true,
  wording: row.wording as string,
});

const CERTIFICATE_COLUMNS = [
  'id',
  'holder_id',
  'holder_name',
  'filename',
  'size',
  'issued_by',
  'issued_at',
  'holder_address',
  'additional_insured',
  'waiver_of_subrogation',
  'wording',
];

const toRequest = (row: Row): CertificateRequest => ({
  id: row.id as string,
  policyId: row.policy_id as string,
  holderId: (row.holder_id as string | null) ?? null,
  holderName: row.holder_name as string,
  holderAddress: row.holder_address as string,
  additionalInsured: row.additional_insured === true,
  waiverOfSubrogation: row.waiver_of_subrogation === true,
  wording: row.wording as string,
  standard: row.standard === true,
  status: row.status as CertificateRequestStatus,
  requestedBy: row.requested_by as string,
  requestedAt: iso(row.requested_at),
  decidedBy: (row.decided_by as string | null) ?? null,
  decidedAt: row.decided_at ? iso(row.decided_at) : null,
  declineReason: (row.decline_reason as string | null) ?? null,
  certificateId: (row.certificate_id as string | null) ?? null,
  task: row.task_id ? { submissionId: row.task_submission_id as string, taskId: row.task_id as string } : null,
});

const toCertificate = (row: Row): IssuedCertificate => ({
  id: row.id as string,
  holderId: (row.holder_id as string | null) ?? null,
  holderName: row.holder_name as string,
  filename: row.filename as string,
  size: num(row.size),
  issuedBy: row.issued_by as string,
  issuedAt: iso(row.issued_at),
  printed:
    row.holder_address === null || row.holder_address === undefined
      ? null
      : {
          holderAddress: row.holder_address as string,
          additionalInsured: row.additional_insured === true,
          waiverOfSubrogation: row.waiver_of_subrogation === true,
          wording: (row.wording as string | null) ?? '',
        },
});

export class PgPolicyRepository implements PolicyRepository {
  constructor(private readonly db: Knex | Knex.Transaction) {}

  async listForCustomer(email: string): Promise<Policy[]> {
    const rows = await this.db('policies as p')
      .select('p.*')
      .whereRaw(...reachedByClient('p.client_id', email))
      .orderBy([{ column: 'p.policy_number' }]);
    return rows.map(toPolicy);
  }

  async list(): Promise<Policy[]> {
    const rows = await this.db('policies')
      .select('*')
      .orderBy([{ column: 'policy_number' }]);
    return rows.map(toPolicy);
  }

  async findById(id: string): Promise<Policy | null> {
    if (!isUuid(id)) return null;
    const row = await this.db('policies').where({ id }).first();
    return row ? toPolicy(row) : null;
  }

  async create(policy: NewPolicy): Promise<Policy> {
    const [row] = await this.db('policies')
      .insert({
        id: newId(),
        policy_number: policy.policyNumber,
        client_id: policy.clientId,
        submission_id: policy.submissionId,
        status: policy.status,
        product: policy.product,
        premium: policy.premium,
        effective_date: policy.effectiveDate,
        expiration_date: policy.expirationDate,
        // The broker who worked the submission it was bound from owns the policy.
        owner_id: policy.submissionId
          ? this.db('submissions').select(this.db.raw('coalesce(assigned_to_id, created_by_id)')).where({ id: policy.submissionId })
          : null,
      })
      .returning('*');
    return toPolicy(row);
  }

  /** Policies with their client, owner and renewal submission, as the renewals list and the detail read them. */
  private withParties() {
    return this.db('policies as p')
      .join('clients as c', 'c.id', 'p.client_id')
      .leftJoin('users as u', 'u.id', 'p.owner_id')
      .leftJoin('submissions as r', 'r.id', 'p.renewal_submission_id')
      .select('p.*', 'c.name as client', 'c.email as client_email', 'u.full_name as owner', 'r.submission_id as renewal_submission_ref');
  }

  private async renewalLinks(row: Row): Promise<Pick<PolicyDetail, 'renewedTo' | 'renewedFrom'>> {
    const [to, from] = await Promise.all([
      row.renewed_to_policy_id
        ? this.db('policies').select('id', 'policy_number').where({ id: row.renewed_to_policy_id }).first()
        : undefined,
      this.db('policies').select('id', 'policy_number').where({ renewed_to_policy_id: row.id }).first(),
    ]);
    const link = (r: Row | undefined) => (r ? { id: r.id as string, policyNumber: r.policy_number as string } : null);
    return { renewedTo: link(to), renewedFrom: link(from) };
  }

  async detail(id: string): Promise<PolicyDetail | null> {
    if (!isUuid(id)) return null;
    const row = (await this.withParties().where('p.id', id).first()) as Row | undefined;
    if (!row) return null;
    const [endorsements, history, certificates, requests, links] = await Promise.all([
      this.db('policy_endorsements').where({ policy_id: id }).orderBy('seq', 'desc'),
      this.db('policy_history').where({ policy_id: id }).orderBy('seq', 'desc'),
      this.db('policy_certificates').where({ policy_id: id }).orderBy('seq', 'desc').select(CERTIFICATE_COLUMNS),
      this.db('certificate_requests').where({ policy_id: id }).orderBy('seq', 'desc'),
      this.renewalLinks(row),
    ]);
    const renewal = toRenewal(row);
    return {
      ...toPolicy(row),
      client: renewal.client,
      clientEmail: (row.client_email as string | null) ?? null,
      version: num(row.version),
      ownerId: renewal.ownerId,
      owner: renewal.owner,
      renewalStatus: renewal.renewalStatus,
      renewalSubmissionId: renewal.renewalSubmissionId,
      renewalSubmissionRef: renewal.renewalSubmissionRef,
      renewedPremium: renewal.renewedPremium,
      premiumChangeFlagged: renewal.premiumChangeFlagged,
      cancellation: row.cancelled_on
        ? { date: day(row.cancelled_on) as string, reason: row.cancellation_reason as string, returnPremium: num(row.return_premium) }
        : null,
      endorsements: endorsements.map(toEndorsement),
      history: history.map((h: Row) => ({
        id: h.id as string,
        user: h.user_label as string,
        action: h.action as string,
        details: h.details as string,
        date: iso(h.date),
      })),
      certificates: certificates.map(toCertificate),
      certificateRequests: requests.map(toRequest),
      ...links,
    };
  }

  async renewals(expiringBy: string): Promise<RenewalItem[]> {
    const rows = await this.withParties()
      .whereNull('p.cancelled_on')
      .where('p.expiration_date', '<=', expiringBy)
      .orderBy([{ column: 'p.expiration_date' }, { column: 'p.policy_number' }]);
    return rows.map(toRenewal);
  }

  async undecidedRenewals(expiringBy: string): Promise<RenewalItem[]> {
    const ids = await this.db('policies')
      .select('id')
      .whereNull('cancelled_on')
      .whereNull('renewal_overdue_raised_at')
      .whereNotIn('renewal_status', ['renewed', 'lapsed'])
      .where('expiration_date', '<=', expiringBy)
      .orderBy('expiration_date')
      .forUpdate()
      .skipLocked();
    if (ids.length === 0) return [];
    const rows = await this.withParties()
      .whereIn(
        'p.id',
        ids.map((r: Row) => r.id as string),
      )
      .orderBy('p.expiration_date');
    return rows.map(toRenewal);
  }

  async expiredUndecided(today: string, recordedAs: string): Promise<RenewalItem[]> {
    const ids = await this.db('policies as p')
      .select('p.id')
      .whereNull('p.cancelled_on')
      .whereNotIn('p.renewal_status', ['renewed', 'lapsed'])
      .where('p.expiration_date', '<', today)
      .whereNotExists(this.db('policy_history as h').select(this.db.raw('1')).whereRaw('h.policy_id = p.id').where('h.action', recordedAs))
      .orderBy('p.expiration_date')
      .forUpdate()
      .skipLocked();
    if (ids.length === 0) return [];
    const rows = await this.withParties()
      .whereIn(
        'p.id',
        ids.map((r: Row) => r.id as string),
      )
      .orderBy('p.expiration_date');
    return rows.map(toRenewal);
  }

  async markOverdueRaised(id: string, at: string): Promise<void> {
    await this.db('policies').where({ id }).update({ renewal_overdue_raised_at: at });
  }

  async setOwner(id: string, ownerId: string | null): Promise<void> {
    await this.db('policies').where({ id }).update({ owner_id: ownerId });
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
    await this.db('policies')
      .where({ id })
      .update({
        renewal_status: renewal.status,
        ...(renewal.submissionId !== undefined ? { renewal_submission_id: renewal.submissionId } : {}),
        ...(renewal.renewedPremium !== undefined ? { renewed_premium: renewal.renewedPremium } : {}),
        ...(renewal.flagged !== undefined ? { renewal_premium_flagged: renewal.flagged } : {}),
        ...(renewal.decidedAt !== undefined ? { renewal_decided_at: renewal.decidedAt } : {}),
        ...(renewal.renewedToId !== undefined ? { renewed_to_policy_id: renewal.renewedToId } : {}),
      });
  }

  async countEdit(id: string, expected: number | undefined): Promise<number> {
    if (!isUuid(id)) throw AppError.notFound('Policy');
    const query = this.db('policies').where({ id });
    if (expected !== undefined) query.where({ record_version: expected });
    const [row] = await query.update({ record_version: this.db.raw('record_version + 1') }).returning('record_version');
    if (row) return num(row.record_version);
    if (expected !== undefined && (await this.db('policies').where({ id }).first('id'))) throw staleWrite();
    throw AppError.notFound('Policy');
  }

  async addHistory(id: string, entry: { user: string; action: string; details: string; date: string }): Promise<void> {
    await this.db('policy_history').insert({
      id: newId(),
      policy_id: id,
      user_label: entry.user,
      action: entry.action,
      details: entry.details,
      date: entry.date,
    });
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
    const [policy] = await this.db('policies')
      .where({ id })
      .update({ version: this.db.raw('version + 1'), premium: this.db.raw('premium + ?', [e.premiumAdjustment]) })
      .returning('version');
    const [row] = await this.db('policy_endorsements')
      .insert({
        id: newId(),
        policy_id: id,
        version: policy.version,
        kind: e.kind,
        effective_date: e.effectiveDate,
        description: e.description,
        premium_adjustment: e.premiumAdjustment,
        vehicle: e.vehicle === null ? null : JSON.stringify(e.vehicle),
        recorded_by: e.recordedBy,
        recorded_at: e.recordedAt,
      })
      .returning('*');
    return toEndorsement(row);
  }

  async cancel(id: string, cancellation: { date: string; reason: string; returnPremium: number }): Promise<void> {
    await this.db('policies').where({ id }).update({
      status: 'cancelled',
      cancelled_on: cancellation.date,
      cancellation_reason: cancellation.reason,
      return_premium: cancellation.returnPremium,
    });
  }

  async holders(clientId: string): Promise<CertificateHolder[]> {
    if (!isUuid(clientId)) return [];
    const rows = await this.db('certificate_holders')
      .where({ client_id: clientId })
      .orderBy([{ column: 'name' }, { column: 'created_at' }]);
    return rows.map(toHolder);
  }

  async addHolder(holder: Omit<CertificateHolder, 'id'> & { createdAt: string }): Promise<CertificateHolder> {
    const [row] = await this.db('certificate_holders')
      .insert({
        id: newId(),
        client_id: holder.clientId,
        name: holder.name,
        address: holder.address,
        additional_insured: holder.additionalInsured,
        waiver_of_subrogation: holder.waiverOfSubrogation,
        wording: holder.wording,
        created_at: holder.createdAt,
      })
      .returning('*');
    return toHolder(row);
  }

  async addCertificate(id: string, c: NewCertificate): Promise<IssuedCertificate> {
    const [row] = await this.db('policy_certificates')
      .insert({
        id: newId(),
        policy_id: id,
        holder_id: c.holderId,
        holder_name: c.holderName,
        filename: c.filename,
        mime_type: 'application/pdf',
        size: c.bytes.byteLength,
        bytes: Buffer.from(c.bytes.buffer, c.bytes.byteOffset, c.bytes.byteLength),
        issued_by: c.issuedBy,
        issued_at: c.issuedAt,
        holder_address: c.printed.holderAddress,
        additional_insured: c.printed.additionalInsured,
        waiver_of_subrogation: c.printed.waiverOfSubrogation,
        wording: c.printed.wording,
      })
      .returning(CERTIFICATE_COLUMNS);
    return toCertificate(row);
  }

  async addCertificateRequest(id: string, r: Omit<CertificateRequest, 'id' | 'policyId'>): Promise<CertificateRequest> {
    const [row] = await this.db('certificate_requests')
      .insert({
        id: newId(),
        policy_id: id,
        holder_id: r.holderId,
        holder_name: r.holderName,
        holder_address: r.holderAddress,
        additional_insured: r.additionalInsured,
        waiver_of_subrogation: r.waiverOfSubrogation,
        wording: r.wording,
        standard: r.standard,
        status: r.status,
        requested_by: r.requestedBy,
        requested_at: r.requestedAt,
        decided_by: r.decidedBy,
        decided_at: r.decidedAt,
        decline_reason: r.declineReason,
        certificate_id: r.certificateId,
        task_submission_id: r.task?.submissionId ?? null,
        task_id: r.task?.taskId ?? null,
      })
      .returning('*');
    return toRequest(row);
  }

  async certificateRequest(id: string, requestId: string): Promise<CertificateRequest | null> {
    if (!isUuid(requestId)) return null;
    const row = (await this.db('certificate_requests').where({ id: requestId, policy_id: id }).forUpdate().first()) as Row | undefined;
    return row ? toRequest(row) : null;
  }

  async updateCertificateRequest(
    id: string,
    requestId: string,
    change: Partial<Pick<CertificateRequest, 'status' | 'decidedBy' | 'decidedAt' | 'declineReason' | 'certificateId' | 'task'>>,
  ): Promise<void> {
    const columns: Row = {};
    if (change.status !== undefined) columns.status = change.status;
    if (change.decidedBy !== undefined) columns.decided_by = change.decidedBy;
    if (change.decidedAt !== undefined) columns.decided_at = change.decidedAt;
    if (change.declineReason !== undefined) columns.decline_reason = change.declineReason;
    if (change.certificateId !== undefined) columns.certificate_id = change.certificateId;
    if (change.task !== undefined) {
      columns.task_submission_id = change.task?.submissionId ?? null;
      columns.task_id = change.task?.taskId ?? null;
    }
    if (Object.keys(columns).length > 0) await this.db('certificate_requests').where({ id: requestId, policy_id: id }).update(columns);
  }

  async certificate(id: string, certificateId: string): Promise<(IssuedCertificate & { mimeType: string; bytes: Uint8Array }) | null> {
    if (!isUuid(certificateId)) return null;
    const row = (await this.db('policy_certificates').where({ id: certificateId, policy_id: id }).first()) as Row | undefined;
    return row ? { ...toCertificate(row), mimeType: row.mime_type as string, bytes: bytes(row.bytes) } : null;
  }

  async managerIds(): Promise<string[]> {
    const rows = await this.db('users').select('id').where({ role: 'broker_manager', status: 'active' }).orderBy('id');
    return rows.map((r: Row) => r.id as string);
  }
}

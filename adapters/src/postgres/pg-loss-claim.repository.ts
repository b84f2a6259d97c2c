import type { Knex } from 'knex';
import {
  AppError,
  type ConfirmedLossRun,
  type KeptLossRunFile,
  type LossClaim,
  type LossClaimChange,
  type LossClaimHistoryEntry,
  type LossClaimRepository,
  type LossRunFile,
  type LossRunOnFile,
  type LossRunStatus,
  type NewLossClaim,
  type PolicyTerm,
  type SourceFile,
  type WaitingLossRun,
} from '@workbench/core';
import { day, iso, isUuid, json, newId, num, toJson } from './rows.ts';
import { updateVersioned } from './versioned-update.ts';

type Row = Record<string, unknown>;

const toClaim = (row: Row): LossClaim & { key: string } => ({
  id: row.id as string,
  key: row.claim_key as string,
  clientId: row.client_id as string,
  submissionId: (row.submission_id as string | null) ?? null,
  carrier: (row.carrier as string | null) ?? null,
  policyNumber: (row.policy_number as string | null) ?? null,
  policyTerm: row.term_start && row.term_end ? { start: day(row.term_start)!, end: day(row.term_end)! } : null,
  lineOfBusiness: (row.line_of_business as string | null) ?? null,
  claimNumber: row.claim_number as string,
  claimant: (row.claimant as string | null) ?? null,
  lossDate: day(row.loss_date)!,
  reportDate: day(row.report_date),
  closeDate: day(row.close_date),
  status: row.status as LossRunStatus,
  adjuster: (row.adjuster as string | null) ?? null,
  reserve: num(row.reserve),
  paid: num(row.paid),
  recovered: num(row.recovered),
  incurred: num(row.incurred),
  description: (row.description as string | null) ?? null,
  driver: (row.driver as string | null) ?? null,
  unit: (row.unit as string | null) ?? null,
  valuationDate: day(row.valuation_date),
  valuationDates: json<string[]>(row.valuation_dates, []),
  source: json<SourceFile | null>(row.source_file, null),
  version: num(row.version),
  updatedAt: iso(row.updated_at),
});

/** The columns a change writes, by field. */
const COLUMNS: Record<string, string> = {
  key: 'claim_key',
  submissionId: 'submission_id',
  carrier: 'carrier',
  policyNumber: 'policy_number',
  lineOfBusiness: 'line_of_business',
  claimNumber: 'claim_number',
  claimant: 'claimant',
  lossDate: 'loss_date',
  reportDate: 'report_date',
  closeDate: 'close_date',
  status: 'status',
  adjuster: 'adjuster',
  reserve: 'reserve',
  paid: 'paid',
  recovered: 'recovered',
  incurred: 'incurred',
  description: 'description',
  driver: 'driver',
  unit: 'unit',
  valuationDate: 'valuation_date',
};

function columnsOf(change: LossClaimChange): Row {
  const row: Row = {};
  for (const [field, column] of Object.entries(COLUMNS)) {
    const value = (change as Record<string, unknown>)[field];
    if (value !== undefined) row[column] = value;
  }
  if (change.policyTerm !== undefined) {
    row.term_start = change.policyTerm?.start ?? null;
    row.term_end = change.policyTerm?.end ?? null;
  }
  if (change.valuationDates !== undefined) row.valuation_dates = toJson(change.valuationDates);
  if (change.source !== undefined) row.source_file = toJson(change.source);
  return row;
}

const toWaiting = (row: Row): WaitingLossRun => ({
  id: row.id as string,
  filename: row.filename as string,
  size: num(row.size),
  handedInBy: row.handed_in_by as string,
  handedInAt: iso(row.handed_in_at),
});

export class PgLossClaimRepository implements LossClaimRepository {
  constructor(private readonly db: Knex | Knex.Transaction) {}

  async forClient(clientId: string): Promise<(LossClaim & { key: string })[]> {
    if (!isUuid(clientId)) return [];
    const rows = await this.db('loss_claims')
      .where({ client_id: clientId })
      .orderBy([
        { column: 'loss_date', order: 'desc' },
        { column: 'claim_number', order: 'asc' },
      ]);
    return rows.map(toClaim);
  }

  async find(clientId: string, id: string): Promise<LossClaim | null> {
    if (!isUuid(clientId) || !isUuid(id)) return null;
    const row = await this.db('loss_claims').where({ client_id: clientId, id }).first();
    if (!row) return null;
    const { key: _key, ...claim } = toClaim(row);
    return claim;
  }

  async insert(claim: NewLossClaim): Promise<LossClaim> {
    const { clientId, at, ...values } = claim;
    const [row] = await this.db('loss_claims')
      .insert({ id: newId(), client_id: clientId, ...columnsOf(values), created_at: at, updated_at: at })
      .returning('*');
    const { key: _key, ...stored } = toClaim(row);
    return stored;
  }

  async update(clientId: string, id: string, change: LossClaimChange, at: string, expectedVersion?: number): Promise<LossClaim> {
    if (!isUuid(clientId) || !isUuid(id)) throw AppError.notFound('Claim');
    const row = await updateVersioned(
      this.db,
      'loss_claims',
      { client_id: clientId, id },
      { ...columnsOf(change), updated_at: at },
      expectedVersion,
      'Claim',
    );
    const { key: _key, ...stored } = toClaim(row);
    return stored;
  }

  async addHistory(claimId: string, entry: { user: string; action: string; details: string; date: string }): Promise<void> {
    await this.db('loss_claim_history').insert({
      id: newId(),
      claim_id: claimId,
      user_name: entry.user,
      action: entry.action,
      details: entry.details,
      date: entry.date,
    });
  }

  async history(clientId: string): Promise<LossClaimHistoryEntry[]> {
    if (!isUuid(clientId)) return [];
    const rows = await this.db('loss_claim_history as h')
      .join('loss_claims as c', 'c.id', 'h.claim_id')
      .where('c.client_id', clientId)
      .orderBy([
        { column: 'h.date', order: 'desc' },
        { column: 'h.seq', order: 'desc' },
      ])
      .limit(500)
      .select('c.claim_number', 'h.user_name', 'h.action', 'h.details', 'h.date');
    return rows.map((row: Row) => ({
      claimNumber: row.claim_number as string,
      user: row.user_name as string,
      action: row.action as string,
      details: row.details as string,
      date: iso(row.date),
    }));
  }

  async addLossRun(run: ConfirmedLossRun): Promise<string> {
    const id = newId();
    const file = run.file
      ? await this.db('loss_run_files').where({ client_id: run.clientId, digest: run.file.digest }).first('id')
      : undefined;
    await this.db('loss_runs').insert({
      id,
      client_id: run.clientId,
      submission_id: run.submissionId,
      source_file: toJson(run.file),
      file_id: file?.id ?? null,
      carriers: toJson(run.carriers),
      valuation_date: run.valuationDate,
      terms: toJson(run.terms),
      claim_count: run.claimCount,
      confirmed_by: run.confirmedBy,
      confirmed_at: run.confirmedAt,
    });
    return id;
  }

  async lossRuns(clientId: string): Promise<LossRunOnFile[]> {
    if (!isUuid(clientId)) return [];
    const rows = await this.db('loss_runs as r')
      .leftJoin('loss_run_files as f', 'f.id', 'r.file_id')
      .where('r.client_id', clientId)
      .orderBy([
        { column: 'r.confirmed_at', order: 'desc' },
        { column: 'r.id', order: 'asc' },
      ])
      .select('r.*', 'f.size as file_size', 'f.mime_type as file_mime_type');
    return rows.map((row: Row) => {
      const source = json<SourceFile | null>(row.source_file, null);
      return {
        id: row.id as string,
        submissionId: (row.submission_id as string | null) ?? null,
        carriers: json<string[]>(row.carriers, []),
        valuationDate: day(row.valuation_date),
        terms: json<PolicyTerm[]>(row.terms, []),
        claimCount: num(row.claim_count),
        confirmedBy: row.confirmed_by as string,
        confirmedAt: iso(row.confirmed_at),
        file:
          source && row.file_id ? { filename: source.filename, size: num(row.file_size), mimeType: row.file_mime_type as string } : null,
      };
    });
  }

  async keepFile(file: KeptLossRunFile): Promise<void> {
    await this.upsertFile(file, {});
  }

  /** Writes the client's file of its digest once, a second writing only naming it again with `also`. */
  private async upsertFile(file: KeptLossRunFile, also: Row): Promise<void> {
    await this.db('loss_run_files')
      .insert({
        id: newId(),
        client_id: file.clientId,
        digest: file.digest,
        filename: file.filename,
        mime_type: file.mimeType,
        size: file.bytes.byteLength,
        bytes: Buffer.from(file.bytes),
        read_at: file.at,
        ...also,
      })
      .onConflict(['client_id', 'digest'])
      .merge(['filename', 'mime_type', 'read_at', ...Object.keys(also)]);
  }

  async holdFile(clientId: string, digest: string): Promise<boolean> {
    if (!isUuid(clientId)) return false;
    const row = await this.db('loss_run_files').where({ client_id: clientId, digest }).forShare().first('id');
    return row !== undefined;
  }

  async dropUnconfirmedFiles(before: string): Promise<void> {
    // A file a confirmation holds (or is linking) is locked and skipped, rather than waited for and then refused
    // by the link.
    await this.db.raw(
      `delete from loss_run_files where id in (
         select f.id from loss_run_files f
          where f.read_at < ? and f.handed_in_at is null
            and not exists (select 1 from loss_runs r where r.file_id = f.id)
          for update skip locked)`,
      [before],
    );
  }

  async handInFile({ by, ...file }: KeptLossRunFile & { by: string }): Promise<void> {
    await this.upsertFile(file, { handed_in_by: by, handed_in_at: file.at });
  }

  async waitingFiles(clientId: string): Promise<WaitingLossRun[]> {
    if (!isUuid(clientId)) return [];
    const rows = await this.db('loss_run_files')
      .where({ client_id: clientId })
      .whereNotNull('handed_in_at')
      .orderBy([
        { column: 'handed_in_at', order: 'desc' },
        { column: 'id', order: 'asc' },
      ])
      .select('id', 'filename', 'size', 'handed_in_by', 'handed_in_at');
    return rows.map(toWaiting);
  }

  async waitingFile(clientId: string, fileId: string): Promise<(WaitingLossRun & { digest: string; bytes: Uint8Array }) | null> {
    if (!isUuid(clientId) || !isUuid(fileId)) return null;
    const row = await this.db('loss_run_files').where({ client_id: clientId, id: fileId }).whereNotNull('handed_in_at').first();
    if (!row) return null;
    return { ...toWaiting(row), digest: row.digest as string, bytes: new Uint8Array(row.bytes as Buffer) };
  }

  async endWait(clientId: string, where: { digest: string } | { id: string }): Promise<boolean> {
    if (!isUuid(clientId) || ('id' in where && !isUuid(where.id))) return false;
    const ended = await this.db('loss_run_files')
      .where({ client_id: clientId, ...where })
      .whereNotNull('handed_in_at')
      .update({ handed_in_by: null, handed_in_at: null });
    return ended > 0;
  }

  async lossRunFile(clientId: string, runId: string): Promise<(LossRunFile & { bytes: Uint8Array }) | null> {
    if (!isUuid(clientId) || !isUuid(runId)) return null;
    const row = await this.db('loss_runs as r')
      .join('loss_run_files as f', 'f.id', 'r.file_id')
      .where({ 'r.client_id': clientId, 'r.id': runId })
      .first('r.source_file', 'f.filename', 'f.mime_type', 'f.size', 'f.bytes');
    if (!row) return null;
    const source = json<SourceFile | null>(row.source_file, null);
    return {
      filename: source?.filename ?? (row.filename as string),
      mimeType: row.mime_type as string,
      size: num(row.size),
      bytes: new Uint8Array(row.bytes as Buffer),
    };
  }

  async moveClient(fromClientId: string, toClientId: string, dropped: readonly { claimId: string; into: string }[]): Promise<void> {
    for (const { claimId, into } of dropped) {
      await this.db('loss_claim_history').where({ claim_id: claimId }).update({ claim_id: into });
      await this.db('loss_claims').where({ id: claimId, client_id: fromClientId }).delete();
    }
    await this.db('loss_claims').where({ client_id: fromClientId }).update({ client_id: toClientId });
    // A file both clients hold (the same bytes) is kept once: the moving loss runs link the kept client's copy.
    const twins = await this.db('loss_run_files as f')
      .join('loss_run_files as t', (on) => on.on('t.digest', 'f.digest').andOnVal('t.client_id', '=', toClientId))
      .where('f.client_id', fromClientId)
      .select('f.id as from_id', 't.id as to_id');
    for (const twin of twins as { from_id: string; to_id: string }[]) {
      await this.db('loss_runs').where({ file_id: twin.from_id }).update({ file_id: twin.to_id });
      await this.db('loss_run_files').where({ id: twin.from_id }).delete();
    }
    await this.db('loss_run_files').where({ client_id: fromClientId }).update({ client_id: toClientId });
    await this.db('loss_runs').where({ client_id: fromClientId }).update({ client_id: toClientId });
  }

  async termsOnFile(clientId: string): Promise<PolicyTerm[]> {
    if (!isUuid(clientId)) return [];
    const rows = await this.db('loss_runs').where({ client_id: clientId }).select('terms');
    return rows.flatMap((row: Row) => json<PolicyTerm[]>(row.terms, []));
  }

  async premiums(clientId: string): Promise<{ effectiveDate: string; premium: number }[]> {
    if (!isUuid(clientId)) return [];
    const rows = await this.db('policies')
      .where({ client_id: clientId })
      .whereNot({ status: 'cancelled' })
      .select('effective_date', 'premium');
    return rows.map((row: Row) => ({ effectiveDate: day(row.effective_date)!, premium: Math.round(num(row.premium) * 100) }));
  }
}

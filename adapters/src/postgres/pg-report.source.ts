import type { Knex } from 'knex';
import {
  BINDING_QUOTE_STATUSES,
  DEFAULT_CURRENCY,
  type AuditLine,
  type BordereauLine,
  type DayPeriod,
  type RegisterLine,
  type ReportSource,
} from '@workbench/core';
import { translateDbError } from './errors.ts';
import { day, iso, isoOrNull, num, numOrNull } from './rows.ts';

type Row = Record<string, unknown>;

/** A batch's rows, driver errors turned into AppErrors (the generators cannot be wrapped by `guarded`). */
async function read(query: Knex.QueryBuilder): Promise<Row[]> {
  try {
    return (await query) as Row[];
  } catch (error) {
    throw translateDbError(error);
  }
}

/**
 * Rows read per query: a report never holds more than this many in memory, and the work done between two
 * turns of the event loop (mapping a batch and writing its XML) stays a few milliseconds.
 */
export const REPORT_BATCH_SIZE = 500;

/** The first moment of a period and the first moment after it, in UTC, as the timestamps are compared. */
function bounds(period: DayPeriod): [string, string] {
  const next = new Date(`${period.to}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return [`${period.from}T00:00:00Z`, next.toISOString()];
}

/**
 * The reports' lines, read in batches by keyset (each batch starts after the last row of the one before,
 * on an index order), so every batch costs the same however deep into a large report it is, and no
 * connection is held between batches: a slow download does not keep a connection from other requests.
 * The keys of timestamps travel as text so microseconds are not lost between batches.
 */
export class PgReportSource implements ReportSource {
  constructor(
    private readonly db: Knex,
    private readonly batchSize = REPORT_BATCH_SIZE,
  ) {}

  /** A quote's status as the binding statuses are written: trimmed, without case (knex takes the raw as a column). */
  private boundStatus(column: string): string {
    return this.db.raw('lower(trim(??))', [column]) as unknown as string;
  }

  /**
   * A policy's lines with the terms that bound it: its binding's, when a placement bound it; else, for a
   * policy from before placing was kept, its submission's last approved quote.
   */
  private bordereauQuery(period: DayPeriod, carrier: string | null) {
    const lines = this.db('policies as p')
      .join('clients as c', 'c.id', 'p.client_id')
      .leftJoin('submissions as s', 's.id', 'p.submission_id')
      .leftJoin('placement_bindings as b', 'b.policy_id', 'p.id')
      .joinRaw(
        `left join lateral (
           select q.carrier, q.taxes, q.fees, q.commission_rate from quotes q
            where q.submission_id = p.submission_id and lower(trim(q.status)) = any(?)
            order by q.seq desc limit 1
         ) lq on b.policy_id is null`,
        [[...BINDING_QUOTE_STATUSES]],
      )
      .select(
        'p.policy_number',
        'p.product',
        'p.status',
        'p.premium',
        'p.effective_date',
        'p.expiration_date',
        'c.name as insured',
        's.submission_id as submission_ref',
        this.db.raw('coalesce(b.carrier, lq.carrier) as carrier'),
        this.db.raw('coalesce(b.taxes, lq.taxes) as taxes'),
        this.db.raw('coalesce(b.fees, lq.fees) as fees'),
        this.db.raw('coalesce(b.commission_rate, lq.commission_rate) as commission_rate'),
        // Values in another currency are not added to it, as everywhere a schedule is summed.
        this.db.raw(
          '(select sum(sp.tiv) from submission_properties sp where sp.submission_id = p.submission_id and sp.currency = ?) as tiv',
          [DEFAULT_CURRENCY],
        ),
      )
      .whereBetween('p.effective_date', [period.from, period.to]);
    const q = this.db.from(lines.as('l'));
    if (carrier !== null) q.whereRaw('lower(l.carrier) = lower(?)', [carrier.trim()]);
    return q;
  }

  async *bordereau(period: DayPeriod, carrier: string | null): AsyncIterable<BordereauLine[]> {
    let after: [string, string] | null = null;
    for (;;) {
      const q = this.bordereauQuery(period, carrier).select('l.*', this.db.raw(`coalesce(l.carrier, '') as carrier_key`));
      if (after) q.whereRaw(`(coalesce(l.carrier, ''), l.policy_number) > (?, ?)`, after);
      const rows = await read(q.orderByRaw(`coalesce(l.carrier, ''), l.policy_number`).limit(this.batchSize));
      if (rows.length === 0) return;
      yield rows.map((row) => ({
        carrier: (row.carrier as string) ?? null,
        policyNumber: row.policy_number as string,
        insured: row.insured as string,
        product: row.product as string,
        effectiveDate: day(row.effective_date) as string,
        expirationDate: day(row.expiration_date) as string,
        status: row.status as string,
        premium: num(row.premium),
        taxes: numOrNull(row.taxes),
        fees: numOrNull(row.fees),
        commissionRate: numOrNull(row.commission_rate),
        submissionRef: (row.submission_ref as string) ?? null,
        totalInsuredValue: numOrNull(row.tiv),
      }));
      if (rows.length < this.batchSize) return;
      const last = rows[rows.length - 1]!;
      after = [last.carrier_key as string, last.policy_number as string];
    }
  }

  async countBordereau(period: DayPeriod, carrier: string | null): Promise<number> {
    const [row] = await read(this.bordereauQuery(period, carrier).count({ n: '*' }));
    return num(row?.n);
  }

  private registerQuery(period: DayPeriod) {
    const [from, until] = bounds(period);
    return this.db('submissions as s').where('s.created_at', '>=', from).andWhere('s.created_at', '<', until);
  }

  async *register(period: DayPeriod): AsyncIterable<RegisterLine[]> {
    let after: [string, string] | null = null;
    for (;;) {
      const q = this.registerQuery(period)
        .join('clients as c', 'c.id', 's.client_id')
        .leftJoin('users as a', 'a.id', 's.assigned_to_id')
        .leftJoin('users as cb', 'cb.id', 's.created_by_id')
        .select(
          's.id',
          's.submission_id',
          's.product',
          's.transaction_type',
          's.status',
          's.priority',
          's.rating_score',
          's.rating_label',
          's.due_date',
          's.decided_at',
          's.created_at',
          's.updated_at',
          this.db.raw('s.created_at::text as created_key'),
          'c.name as client',
          'a.full_name as assigned_name',
          'cb.full_name as created_by_name',
        );
      if (after) q.whereRaw('(s.created_at, s.id) > (?::timestamptz, ?::uuid)', after);
      const rows = await read(q.orderBy([{ column: 's.created_at' }, { column: 's.id' }]).limit(this.batchSize));
      if (rows.length === 0) return;
      yield rows.map((row) => ({
        submissionRef: row.submission_id as string,
        client: row.client as string,
        product: row.product as string,
        transactionType: (row.transaction_type as string) ?? null,
        status: row.status as string,
        priority: row.priority as string,
        assignedTo: (row.assigned_name as string) ?? null,
        createdBy: (row.created_by_name as string) ?? null,
        ratingScore: num(row.rating_score),
        ratingLabel: row.rating_label as string,
        dueDate: day(row.due_date),
        decidedAt: isoOrNull(row.decided_at),
        createdAt: iso(row.created_at),
        updatedAt: iso(row.updated_at),
      }));
      if (rows.length < this.batchSize) return;
      const last = rows[rows.length - 1]!;
      after = [last.created_key as string, last.id as string];
    }
  }

  async countRegister(period: DayPeriod): Promise<number> {
    const [row] = await read(this.registerQuery(period).count({ n: '*' }));
    return num(row?.n);
  }

  /**
   * The history tables the audit extract reads, each with the record it belongs to: submissions' history,
   * claims' and policies'. Each is read by its own keyset; `audit` merges them by time.
   */
  private auditSources(period: DayPeriod) {
    const [from, until] = bounds(period);
    // Every source is aliased h, so the key and the period read the same in each.
    const within = (table: string) => this.db(table).where('h.date', '>=', from).andWhere('h.date', '<', until);
    return [
      {
        type: 'submission' as const,
        query: () =>
          within('history as h')
            .join('submissions as r', 'r.id', 'h.submission_id')
            .select('h.user_name as who', 'h.audience', 'r.submission_id as ref'),
        count: () => within('history as h'),
      },
      {
        type: 'claim' as const,
        query: () =>
          within('claim_history as h')
            .join('claims as r', 'r.id', 'h.claim_id')
            .select('h.user_label as who', this.db.raw('null as audience'), 'r.reference as ref'),
        count: () => within('claim_history as h'),
      },
      {
        type: 'policy' as const,
        query: () =>
          within('policy_history as h')
            .join('policies as r', 'r.id', 'h.policy_id')
            .select('h.user_label as who', this.db.raw('null as audience'), 'r.policy_number as ref'),
        count: () => within('policy_history as h'),
      },
    ];
  }

  /** One history table's entries of the period, oldest first, read a batch at a time. */
  private async *auditLines(source: ReturnType<PgReportSource['auditSources']>[number]): AsyncGenerator<AuditLine> {
    let after: [string, string] | null = null;
    for (;;) {
      const q = source
        .query()
        .join('clients as c', 'c.id', 'r.client_id')
        .select('h.seq', 'h.date', this.db.raw('h.date::text as date_key'), 'h.action', 'h.details', 'c.name as client');
      if (after) q.whereRaw('(h.date, h.seq) > (?::timestamptz, ?::bigint)', after);
      const rows = await read(q.orderBy([{ column: 'h.date' }, { column: 'h.seq' }]).limit(this.batchSize));
      for (const row of rows) {
        yield {
          date: iso(row.date),
          user: row.who as string,
          action: row.action as string,
          details: row.details as string,
          audience: (row.audience as string) ?? null,
          recordType: source.type,
          recordRef: row.ref as string,
          client: row.client as string,
        };
      }
      if (rows.length < this.batchSize) return;
      const last = rows[rows.length - 1]!;
      after = [last.date_key as string, String(last.seq)];
    }
  }

  /** Every history entry of the period, of submissions, claims and policies alike, merged in time order. */
  async *audit(period: DayPeriod): AsyncIterable<AuditLine[]> {
    const streams = this.auditSources(period).map((source) => this.auditLines(source));
    const heads = await Promise.all(streams.map((stream) => stream.next()));
    let batch: AuditLine[] = [];
    for (;;) {
      let next = -1;
      heads.forEach((head, i) => {
        if (!head.done && (next < 0 || head.value.date < (heads[next]!.value as AuditLine).date)) next = i;
      });
      if (next < 0) break;
      batch.push(heads[next]!.value as AuditLine);
      heads[next] = await streams[next]!.next();
      if (batch.length === this.batchSize) {
        yield batch;
        batch = [];
      }
    }
    if (batch.length > 0) yield batch;
  }

  async countAudit(period: DayPeriod): Promise<number> {
    let total = 0;
    for (const source of this.auditSources(period)) total += num((await read(source.count().count({ n: '*' })))[0]?.n);
    return total;
  }

  async carriers(): Promise<string[]> {
    const rows = await read(
      this.db
        .select('carrier')
        .from(
          this.db('quotes')
            .select(this.db.raw('trim(carrier) as carrier'))
            .whereIn(this.boundStatus('status'), [...BINDING_QUOTE_STATUSES])
            .union((u) => u.select(this.db.raw('trim(carrier) as carrier')).from('placement_bindings'))
            .as('c'),
        )
        .orderBy('carrier'),
    );
    return rows.map((row) => row.carrier as string).filter(Boolean);
  }
}

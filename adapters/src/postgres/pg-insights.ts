import type { Knex } from 'knex';
import {
  BINDING_QUOTE_STATUSES,
  BOUND_SUBMISSION_STATUSES,
  DECISION_STATUSES,
  QUOTE_ADDED_ACTION,
  TOP_CLIENTS,
  type ClientPremium,
  type InsightsFigures,
  type InsightsFilter,
  type InsightsMonthRow,
  type InsightsOptions,
  type InsightsQuery,
} from '@workbench/core';
import { json, num, numOrNull } from './rows.ts';

type Row = Record<string, unknown>;

/** Producers are the people submissions are assigned to. */
const PRODUCER_ROLES = ['broker', 'broker_manager'];

const nextDay = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString();

/**
 * The Insights figures in one statement: the filtered submissions are read once (`per`, one row each with
 * its quotes, first quote, decision and due-date outcome worked out) and every figure is an aggregate over
 * it. The definitions come from core's insights rules as parameters: bound quote and submission statuses,
 * the history action of a quote's arrival, the decided statuses. Periods and months are UTC dates.
 */
export class PgInsights implements InsightsQuery {
  constructor(private readonly db: Knex) {}

  async figures(filter: InsightsFilter, today: string): Promise<InsightsFigures> {
    const where = ['s.created_at >= ?::timestamptz', 's.created_at < ?::timestamptz'];
    const whereBindings: Knex.RawBinding[] = [`${filter.from}T00:00:00.000Z`, nextDay(filter.to)];
    if (filter.product) {
      where.push('s.product = ?');
      whereBindings.push(filter.product);
    }
    if (filter.producerId) {
      where.push('s.assigned_to_id = ?::uuid');
      whereBindings.push(filter.producerId);
    }
    if (filter.carrier) {
      where.push('exists (select 1 from quotes cq where cq.submission_id = s.id and lower(trim(cq.carrier)) = lower(trim(?)))');
      whereBindings.push(filter.carrier);
    }
    const carrierOnly = filter.carrier ? 'where lower(trim(q.carrier)) = lower(trim(?))' : '';
    const bindings = [
      ...whereBindings,
      [...BINDING_QUOTE_STATUSES],
      QUOTE_ADDED_ACTION,
      [...BOUND_SUBMISSION_STATUSES],
      [...BOUND_SUBMISSION_STATUSES],
      [...DECISION_STATUSES],
      [...DECISION_STATUSES],
      today,
      [...BINDING_QUOTE_STATUSES],
      [...BOUND_SUBMISSION_STATUSES],
      ...(filter.carrier ? [filter.carrier] : []),
      TOP_CLIENTS,
    ];
    // Amounts are summed as float8: cents are not at stake in a chart, and numeric sums cost several times more.
    // The sorts and hashes over a large book spill to disk at the default 4 MB; 32 MB keeps them in memory (a
    // fifth faster on 100,000 submissions) and is set for this read's own transaction only.
    const result = await this.db.transaction(async (trx): Promise<{ rows?: Row[] }> => {
      await trx.raw("set local work_mem = '32MB'");
      return await trx.raw(
        `
      with f as (
        select s.id, s.client_id, s.status, s.rating_label, s.due_date, s.decided_at, s.created_at,
               to_char(s.created_at at time zone 'UTC', 'YYYY-MM') as month
        from submissions s
        where ${where.join(' and ')}
      ),
      qs as (
        select q.submission_id, count(*) as quotes, min(q.amount::float8) as best,
               sum(q.amount::float8) filter (where lower(trim(q.status)) = any(?)) as binding_amount
        from quotes q join f on f.id = q.submission_id
        group by q.submission_id
      ),
      bd as (
        select b.submission_id, b.premium::float8 as premium
        from placement_bindings b join f on f.id = b.submission_id
      ),
      fq as (
        select h.submission_id, min(h.date) as first_quote
        from history h join f on f.id = h.submission_id
        where h.action = ?
        group by h.submission_id
      ),
      per as (
        select f.client_id, f.status, f.rating_label, f.month,
               coalesce(qs.quotes, 0) as quotes, coalesce(bd.premium, qs.best, 0) as quoted_premium,
               coalesce(bd.premium, case when f.status = any(?) then coalesce(qs.binding_amount, 0) else 0 end) as bound_premium,
               (bd.submission_id is not null or (f.status = any(?) and qs.binding_amount is not null)) as is_bound,
               extract(epoch from (fq.first_quote - f.created_at)) / 86400.0 as days_to_quote,
               case when f.status = any(?) and f.decided_at is not null
                    then extract(epoch from (f.decided_at - f.created_at)) / 86400.0 end as days_to_decision,
               case when f.due_date is null then 'no_due_date'
                    when f.status = any(?) then
                      case when f.decided_at is null or (f.decided_at at time zone 'UTC')::date <= f.due_date
                           then 'met' else 'missed' end
                    when f.due_date < ?::date then 'overdue'
                    else 'on_track' end as sla
        from f left join qs on qs.submission_id = f.id left join fq on fq.submission_id = f.id left join bd on bd.submission_id = f.id
      )
      select
        (select row_to_json(t) from (
           select count(*) as received, count(*) filter (where quotes > 0) as quoted, count(*) filter (where is_bound) as bound,
                  percentile_cont(0.5) within group (order by days_to_quote) as median_days_to_quote,
                  percentile_cont(0.5) within group (order by days_to_decision) as median_days_to_decision
           from per) t) as totals,
        (select coalesce(json_agg(x), '[]') from (select status, count(*) as count from per group by status) x) as statuses,
        (select coalesce(json_agg(x), '[]') from (select rating_label as label, count(*) as count from per group by rating_label) x) as ratings,
        (select coalesce(json_agg(x), '[]') from (select sla, count(*) as count from per group by sla) x) as sla,
        (select coalesce(json_agg(x order by month), '[]') from (
           select month, count(*) as submissions, sum(quoted_premium) as "quotedPremium", sum(bound_premium) as "boundPremium",
                  percentile_cont(0.5) within group (order by days_to_quote) as "medianDaysToQuote",
                  percentile_cont(0.5) within group (order by days_to_decision) as "medianDaysToDecision"
           from per group by month) x) as months,
        (select coalesce(json_agg(x), '[]') from (
           select min(q.carrier) as carrier, count(*) as quoted,
                  count(*) filter (where bq.quote_id is not null or (lower(trim(q.status)) = any(?) and f.status = any(?))) as bound
           from quotes q join f on f.id = q.submission_id left join placement_bindings bq on bq.quote_id = q.id
           ${carrierOnly}
           group by lower(trim(q.carrier))) x) as carriers,
        (select coalesce(json_agg(x order by "boundPremium" desc, "quotedPremium" desc, client), '[]') from (
           select per.client_id as "clientId", c.name as client, count(*) as submissions,
                  sum(per.bound_premium) as "boundPremium", sum(per.quoted_premium) as "quotedPremium"
           from per join clients c on c.id = per.client_id
           group by per.client_id, c.name
           order by 4 desc, 5 desc, c.name
           limit ?) x) as top_clients
      `,
        bindings,
      );
    });
    const row = ((result.rows ?? result) as Row[])[0]!;
    const counts = (value: unknown) => json<Row[]>(value, []).map((r): Row & { count: number } => ({ ...r, count: num(r.count) }));
    const sla = new Map(counts(row.sla).map((r) => [r.sla as string, r.count]));
    const totals = json<Row>(row.totals, {});
    return {
      received: num(totals.received),
      quoted: num(totals.quoted),
      bound: num(totals.bound),
      medianDaysToQuote: numOrNull(totals.median_days_to_quote),
      medianDaysToDecision: numOrNull(totals.median_days_to_decision),
      statuses: counts(row.statuses).map((r) => ({ status: r.status as string, count: r.count })),
      ratings: counts(row.ratings).map((r) => ({ label: r.label as string, count: r.count })),
      sla: {
        onTrack: sla.get('on_track') ?? 0,
        overdue: sla.get('overdue') ?? 0,
        met: sla.get('met') ?? 0,
        missed: sla.get('missed') ?? 0,
      },
      months: json<Row[]>(row.months, []).map(
        (m): InsightsMonthRow => ({
          month: m.month as string,
          submissions: num(m.submissions),
          quotedPremium: num(m.quotedPremium),
          boundPremium: num(m.boundPremium),
          medianDaysToQuote: numOrNull(m.medianDaysToQuote),
          medianDaysToDecision: numOrNull(m.medianDaysToDecision),
        }),
      ),
      carriers: json<Row[]>(row.carriers, []).map((c) => ({ carrier: c.carrier as string, quoted: num(c.quoted), bound: num(c.bound) })),
      topClients: json<Row[]>(row.top_clients, []).map(
        (c): ClientPremium => ({
          clientId: c.clientId as string,
          client: c.client as string,
          submissions: num(c.submissions),
          boundPremium: num(c.boundPremium),
          quotedPremium: num(c.quotedPremium),
        }),
      ),
    };
  }

  async options(): Promise<InsightsOptions> {
    const producers = await this.db('users')
      .whereIn('role', PRODUCER_ROLES)
      .andWhere('status', 'active')
      .orderBy('full_name')
      .select('id', 'full_name');
    // A skip scan over the lower(carrier) index: one short probe per carrier instead of reading every quote.
    const carriers = await this.db.raw(`
      with recursive k as (
        (select lower(carrier) as name from quotes order by lower(carrier) limit 1)
        union all
        select (select lower(carrier) from quotes where lower(carrier) > k.name order by lower(carrier) limit 1)
        from k where k.name is not null
      )
      select (select carrier from quotes where lower(carrier) = k.name order by seq limit 1) as carrier
      from k where k.name is not null order by 1`);
    return {
      producers: (producers as Row[]).map((p) => ({ id: p.id as string, name: p.full_name as string })),
      carriers: ((carriers.rows ?? carriers) as Row[]).map((c) => c.carrier as string),
    };
  }
}

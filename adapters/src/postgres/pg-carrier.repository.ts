import type { Knex } from 'knex';
import {
  AppError,
  BINDING_QUOTE_STATUSES,
  BOUND_SUBMISSION_STATUSES,
  CARRIER_QUOTES_SHOWN,
  carrierNameKey,
  type AppetiteNote,
  type Carrier,
  type CarrierContact,
  type CarrierFields,
  type CarrierListQuery,
  type CarrierRepository,
  type CarrierSummary,
  type Page,
  type Product,
} from '@workbench/core';
import { containsPattern, day, iso, isUuid, newId, num, numOrNull } from './rows.ts';

type Row = Record<string, unknown>;

const marks = (list: readonly string[]) => list.map(() => '?').join(', ');
/** core's isBoundQuote (a carrier's hit) in SQL, over quotes q of submissions s; its values are HIT_BINDINGS. */
const HIT = `(exists (select 1 from placement_bindings pb where pb.quote_id = q.id)
  or (lower(btrim(q.status)) in (${marks(BINDING_QUOTE_STATUSES)}) and s.status in (${marks(BOUND_SUBMISSION_STATUSES)})))`;
const HIT_BINDINGS = [...BINDING_QUOTE_STATUSES, ...BOUND_SUBMISSION_STATUSES];

/** Quotes and hits per carrier, worked out by the database. */
const FIGURES = `left join lateral (
    select count(*) as quotes_count,
           count(*) filter (where ${HIT}) as bound_count
    from quotes q join submissions s on s.id = q.submission_id
    where q.carrier_id = c.id
  ) f on true`;

const ratio = (bound: unknown, quotes: unknown) => (num(quotes) === 0 ? null : numOrNull(bound));

function toSummary(row: Row, appetite: AppetiteNote[]): CarrierSummary {
  return {
    id: row.id as string,
    name: row.name as string,
    active: row.active as boolean,
    appetite,
    quotesCount: num(row.quotes_count),
    hitRatio: ratio(row.hit_ratio, row.quotes_count),
    updatedAt: iso(row.updated_at),
  };
}

export class PgCarrierRepository implements CarrierRepository {
  constructor(private readonly db: Knex | Knex.Transaction) {}

  private summaries() {
    return this.db
      .from('carriers as c')
      .joinRaw(FIGURES, HIT_BINDINGS)
      .select(
        'c.id',
        'c.name',
        'c.active',
        'c.created_at',
        'c.updated_at',
        'f.quotes_count',
        this.db.raw('case when f.quotes_count > 0 then round(f.bound_count::numeric / f.quotes_count, 4) end as hit_ratio'),
      );
  }

  private async appetiteOf(ids: string[]): Promise<Map<string, AppetiteNote[]>> {
    const byCarrier = new Map<string, AppetiteNote[]>(ids.map((id) => [id, []]));
    if (ids.length === 0) return byCarrier;
    const rows = (await this.db('carrier_appetite').whereIn('carrier_id', ids).orderBy('seq')) as Row[];
    for (const row of rows)
      byCarrier.get(row.carrier_id as string)!.push({ product: (row.product as Product | null) ?? null, note: row.note as string });
    return byCarrier;
  }

  private async replaceLists(id: string, fields: Partial<CarrierFields>): Promise<void> {
    if (fields.appetite !== undefined) {
      await this.db('carrier_appetite').where({ carrier_id: id }).delete();
      if (fields.appetite.length)
        await this.db('carrier_appetite').insert(
          fields.appetite.map((a) => ({ id: newId(), carrier_id: id, product: a.product, note: a.note })),
        );
    }
    if (fields.contacts !== undefined) {
      await this.db('carrier_contacts').where({ carrier_id: id }).delete();
      if (fields.contacts.length)
        await this.db('carrier_contacts').insert(
          fields.contacts.map((c) => ({ id: newId(), carrier_id: id, name: c.name, email: c.email, phone: c.phone, role: c.role })),
        );
    }
  }

  async create(carrier: CarrierFields, at: string): Promise<Carrier> {
    const id = newId();
    await this.db('carriers').insert({ id, name: carrier.name.trim(), active: carrier.active, created_at: at, updated_at: at });
    await this.replaceLists(id, carrier);
    return (await this.get(id))!;
  }

  async get(id: string): Promise<Carrier | null> {
    if (!isUuid(id)) return null;
    const row = (await this.summaries().where('c.id', id).first()) as Row | undefined;
    if (!row) return null;
    const [appetite, contacts, byProduct, quotes, history] = await Promise.all([
      this.appetiteOf([id]),
      this.db('carrier_contacts').where({ carrier_id: id }).orderBy('seq'),
      this.db.raw(
        `select s.product, count(*) as quotes, count(*) filter (where ${HIT}) as bound,
                round(count(*) filter (where ${HIT})::numeric / count(*), 4) as hit_ratio
         from quotes q join submissions s on s.id = q.submission_id
         where q.carrier_id = ?
         group by s.product
         order by s.product`,
        [...HIT_BINDINGS, ...HIT_BINDINGS, id],
      ),
      this.db('quotes as q')
        .join('submissions as s', 's.id', 'q.submission_id')
        .join('clients as cl', 'cl.id', 's.client_id')
        .where('q.carrier_id', id)
        .orderBy('q.seq', 'desc')
        .limit(CARRIER_QUOTES_SHOWN)
        .select(
          'q.id',
          'q.amount',
          'q.status',
          'q.valid_until',
          's.id as submission_record_id',
          's.submission_id',
          's.product',
          'cl.name as client',
        ),
      this.db('carrier_history').where({ carrier_id: id }).orderBy('seq', 'desc'),
    ]);
    return {
      ...toSummary(row, appetite.get(id)!),
      createdAt: iso(row.created_at),
      contacts: (contacts as Row[]).map(
        (c): CarrierContact => ({
          name: c.name as string,
          email: (c.email as string | null) ?? null,
          phone: (c.phone as string | null) ?? null,
          role: (c.role as string | null) ?? null,
        }),
      ),
      byProduct: ((byProduct.rows ?? byProduct) as Row[]).map((p) => ({
        product: p.product as Product,
        quotes: num(p.quotes),
        bound: num(p.bound),
        hitRatio: num(p.hit_ratio),
      })),
      quotes: (quotes as Row[]).map((q) => ({
        id: q.id as string,
        submissionRecordId: q.submission_record_id as string,
        submissionId: q.submission_id as string,
        client: q.client as string,
        product: q.product as Product,
        amount: num(q.amount),
        status: q.status as string,
        validUntil: day(q.valid_until),
      })),
      history: (history as Row[]).map((h) => ({
        id: h.id as string,
        user: h.user_label as string,
        action: h.action as string,
        details: h.details as string,
        date: iso(h.date),
      })),
    };
  }

  async findByName(name: string): Promise<{ id: string; name: string; active: boolean } | null> {
    const row = (await this.db('carriers')
      .whereRaw('lower(name) = ?', [carrierNameKey(name)])
      .first('id', 'name', 'active')) as Row | undefined;
    return row ? { id: row.id as string, name: row.name as string, active: row.active as boolean } : null;
  }

  async list(query: CarrierListQuery): Promise<Page<CarrierSummary>> {
    const q = this.summaries().select(this.db.raw('count(*) over () as total'));
    if (query.active !== undefined) q.where('c.active', query.active);
    if (query.q) {
      const pattern = containsPattern(query.q);
      q.where((w) =>
        w
          .whereRaw("lower(c.name) like ? escape '\\'", [pattern])
          .orWhereExists(
            this.db('carrier_appetite as a').whereRaw('a.carrier_id = c.id').whereRaw("lower(a.note) like ? escape '\\'", [pattern]),
          ),
      );
    }
    const rows = (await q.orderByRaw('lower(c.name), c.id').limit(query.limit).offset(query.offset)) as Row[];
    const appetite = await this.appetiteOf(rows.map((r) => r.id as string));
    return { items: rows.map((r) => toSummary(r, appetite.get(r.id as string)!)), total: rows.length > 0 ? num(rows[0]!.total) : 0 };
  }

  async update(id: string, changes: Partial<CarrierFields>, at: string): Promise<void> {
    if (!isUuid(id)) throw AppError.notFound('Carrier');
    const row: Row = { updated_at: at };
    if (changes.name !== undefined) row.name = changes.name.trim();
    if (changes.active !== undefined) row.active = changes.active;
    const updated = await this.db('carriers').where({ id }).update(row);
    if (!updated) throw AppError.notFound('Carrier');
    // The quotes keep the carrier's name as their display name: a rename reaches them too.
    if (changes.name !== undefined) await this.db('quotes').where({ carrier_id: id }).update({ carrier: changes.name.trim() });
    await this.replaceLists(id, changes);
  }

  async addHistory(id: string, entry: { user: string; action: string; details: string; date: string }): Promise<void> {
    await this.db('carrier_history').insert({
      id: newId(),
      carrier_id: id,
      user_label: entry.user,
      action: entry.action,
      details: entry.details,
      date: entry.date,
    });
  }
}

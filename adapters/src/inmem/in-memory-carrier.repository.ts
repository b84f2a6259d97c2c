import {
  AppError,
  CARRIER_QUOTES_SHOWN,
  carrierNameKey,
  isBoundQuote,
  type Carrier,
  type CarrierFields,
  type CarrierListQuery,
  type CarrierProductFigures,
  type CarrierRepository,
  type CarrierSummary,
  type Page,
  type Product,
} from '@workbench/core';
import { newId } from './rows.ts';
import { byText, copy, lower, nextSeq, type CarrierRow, type Store } from './state.ts';

/** Ratios as the database rounds them, to four places. */
const round4 = (n: number) => Math.round(n * 10_000) / 10_000;

export class InMemoryCarrierRepository implements CarrierRepository {
  constructor(private readonly store: Store) {}

  private quotesOf(id: string) {
    return this.store.state.quotes.filter((q) => q.carrierId === id);
  }

  private boundByPlacement(quote: { id?: string }): boolean {
    return (this.store.state.placement?.bindings ?? []).some((b) => b.quoteId === quote.id);
  }

  private isHit(quote: { id?: string; status: string; submissionId: string }): boolean {
    const submission = this.store.state.submissions.find((s) => s.id === quote.submissionId);
    return !!submission && isBoundQuote(quote.status, submission.status, this.boundByPlacement(quote));
  }

  private summary(row: CarrierRow): CarrierSummary {
    const quotes = this.quotesOf(row.id);
    const bound = quotes.filter((q) => this.isHit(q)).length;
    return {
      id: row.id,
      name: row.name,
      active: row.active,
      appetite: copy(row.appetite),
      quotesCount: quotes.length,
      hitRatio: quotes.length ? round4(bound / quotes.length) : null,
      updatedAt: row.updatedAt,
    };
  }

  async create(carrier: CarrierFields, at: string): Promise<Carrier> {
    if (await this.findByName(carrier.name)) throw AppError.conflict('A carrier of that name exists');
    const row: CarrierRow = { ...copy(carrier), name: carrier.name.trim(), id: newId(), createdAt: at, updatedAt: at, history: [] };
    this.store.state.carriers.push(row);
    return (await this.get(row.id))!;
  }

  async get(id: string): Promise<Carrier | null> {
    const row = this.store.state.carriers.find((c) => c.id === id);
    if (!row) return null;
    const quotes = this.quotesOf(id)
      .map((q) => ({ q, s: this.store.state.submissions.find((s) => s.id === q.submissionId)! }))
      .sort((a, b) => b.q.seq - a.q.seq);
    const products = new Map<Product, CarrierProductFigures>();
    for (const { q, s } of quotes) {
      const figures = products.get(s.product) ?? { product: s.product, quotes: 0, bound: 0, hitRatio: 0 };
      figures.quotes += 1;
      if (isBoundQuote(q.status, s.status, this.boundByPlacement(q))) figures.bound += 1;
      figures.hitRatio = round4(figures.bound / figures.quotes);
      products.set(s.product, figures);
    }
    return {
      ...this.summary(row),
      createdAt: row.createdAt,
      contacts: copy(row.contacts),
      byProduct: [...products.values()].sort((a, b) => byText(a.product, b.product)),
      quotes: quotes.slice(0, CARRIER_QUOTES_SHOWN).map(({ q, s }) => ({
        id: q.id,
        submissionRecordId: s.id,
        submissionId: s.submissionId,
        client: this.store.state.clients.find((c) => c.id === s.clientId)?.name ?? '',
        product: s.product,
        amount: q.amount,
        status: q.status,
        validUntil: q.validUntil,
      })),
      history: copy([...row.history].reverse()),
    };
  }

  async findByName(name: string) {
    const row = this.store.state.carriers.find((c) => carrierNameKey(c.name) === carrierNameKey(name));
    return row ? { id: row.id, name: row.name, active: row.active } : null;
  }

  async list(query: CarrierListQuery): Promise<Page<CarrierSummary>> {
    const q = lower(query.q);
    const rows = this.store.state.carriers
      .filter((c) => query.active === undefined || c.active === query.active)
      .filter((c) => !q || lower(c.name).includes(q) || c.appetite.some((a) => lower(a.note).includes(q)))
      .sort((a, b) => byText(lower(a.name), lower(b.name)));
    return { items: rows.slice(query.offset, query.offset + query.limit).map((r) => this.summary(r)), total: rows.length };
  }

  async update(id: string, changes: Partial<CarrierFields>, at: string): Promise<void> {
    const row = this.store.state.carriers.find((c) => c.id === id);
    if (!row) throw AppError.notFound('Carrier');
    for (const [key, value] of Object.entries(changes))
      if (value !== undefined) (row as unknown as Record<string, unknown>)[key] = copy(value);
    if (changes.name !== undefined) {
      row.name = changes.name.trim();
      for (const quote of this.quotesOf(id)) quote.carrier = row.name;
    }
    row.updatedAt = at;
  }

  async addHistory(id: string, entry: { user: string; action: string; details: string; date: string }): Promise<void> {
    const row = this.store.state.carriers.find((c) => c.id === id);
    if (!row) throw AppError.notFound('Carrier');
    row.history.push({ id: newId(), ...entry });
    nextSeq(this.store);
  }
}

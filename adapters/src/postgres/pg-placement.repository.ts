import type { Knex } from 'knex';
import {
  AppError,
  type CarrierDeskItem,
  type ClientConfirmation,
  type Market,
  type MarketQuote,
  type MarketQuoteInput,
  type MarketSend,
  type MarketStatus,
  type PlacementRepository,
  type Product,
  type DueChase,
  type PolicyBinding,
  type Proposal,
  type ProposalStatus,
} from '@workbench/core';
import { day, iso, isoOrNull, isUuid, json, newId, num, numOrNull, toJson } from './rows.ts';

type Row = Record<string, unknown>;

const toQuote = (row: Row): MarketQuote => ({
  id: row.id as string,
  marketId: row.market_id as string,
  carrierId: row.carrier_id as string,
  carrier: row.carrier as string,
  premium: num(row.amount),
  taxes: num(row.taxes),
  fees: num(row.fees),
  commissionRate: numOrNull(row.commission_rate),
  terms: json(row.terms, []),
  subjectivities: json(row.subjectivities, []),
  validUntil: day(row.valid_until),
  status: row.status as string,
});

const toSend = (row: Row): MarketSend => ({
  id: row.id as string,
  to: row.recipient as string,
  subject: row.subject as string,
  coverNote: row.cover_note as string,
  documents: json(row.documents, []),
  sentBy: row.sent_by as string,
  sentById: (row.sent_by_id as string | null) ?? null,
  sentAt: iso(row.sent_at),
});

const toProposal = (row: Row): Proposal => ({
  id: row.id as string,
  submissionId: row.submission_id as string,
  status: row.status as ProposalStatus,
  message: (row.message as string | null) ?? null,
  options: json(row.options, []),
  documentId: row.document_id as string,
  chosenQuoteId: (row.chosen_quote_id as string | null) ?? null,
  chosenBy: (row.chosen_by as string | null) ?? null,
  chosenAt: isoOrNull(row.chosen_at),
  createdBy: row.created_by as string,
  createdAt: iso(row.created_at),
});

const toBinding = (row: Row): PolicyBinding => ({
  submissionId: row.submission_id as string,
  policyId: row.policy_id as string,
  policyNumber: row.policy_number as string,
  quoteId: row.quote_id as string,
  carrierId: row.carrier_id as string,
  carrier: row.carrier as string,
  coverages: json(row.coverages, []),
  premium: num(row.premium),
  taxes: num(row.taxes),
  fees: num(row.fees),
  commissionRate: numOrNull(row.commission_rate),
  subjectivities: json(row.subjectivities, []),
  effectiveDate: day(row.effective_date) as string,
  expirationDate: day(row.expiration_date) as string,
  confirmation: row.confirmation as ClientConfirmation,
  confirmationNote: (row.confirmation_note as string | null) ?? null,
  schedule: json(row.schedule, { properties: [], vehicles: [] }),
  boundBy: row.bound_by as string,
  boundAt: iso(row.bound_at),
});

export class PgPlacementRepository implements PlacementRepository {
  constructor(private readonly db: Knex | Knex.Transaction) {}

  private marketRows(where: Row) {
    return this.db('placement_markets as m')
      .join('carriers as c', 'c.id', 'm.carrier_id')
      .where(where)
      .select(
        'm.*',
        'c.name as carrier',
        this.db.raw(
          `(select cc.email from carrier_contacts cc where cc.carrier_id = m.carrier_id and cc.email is not null order by cc.seq limit 1) as carrier_email`,
        ),
      )
      .orderBy('m.seq');
  }

  private async withDetail(rows: Row[]): Promise<Market[]> {
    if (rows.length === 0) return [];
    const ids = rows.map((r) => r.id as string);
    const [quotes, sends] = await Promise.all([
      this.db('quotes').whereIn('market_id', ids).orderBy('seq'),
      this.db('placement_sends').whereIn('market_id', ids).orderBy('seq'),
    ]);
    return rows.map((row) => ({
      id: row.id as string,
      submissionId: row.submission_id as string,
      carrierId: row.carrier_id as string,
      carrier: row.carrier as string,
      carrierEmail: (row.carrier_email as string | null) ?? null,
      status: row.status as MarketStatus,
      declineReason: (row.decline_reason as string | null) ?? null,
      chaseBy: day(row.chase_by),
      chaseTaskId: (row.chase_task_id as string | null) ?? null,
      quotes: quotes.filter((q: Row) => q.market_id === row.id).map(toQuote),
      sends: sends.filter((s: Row) => s.market_id === row.id).map(toSend),
      createdAt: iso(row.created_at),
      updatedAt: iso(row.updated_at),
    }));
  }

  async markets(submissionId: string): Promise<Market[]> {
    if (!isUuid(submissionId)) return [];
    return this.withDetail(await this.marketRows({ 'm.submission_id': submissionId }));
  }

  async carrierDesk(carrierId: string, limit: number): Promise<CarrierDeskItem[]> {
    if (!isUuid(carrierId)) return [];
    // One statement for the whole list: the market's last send and count of quotes are read beside it.
    const rows: Row[] = await this.db('placement_markets as m')
      .join('carriers as ca', 'ca.id', 'm.carrier_id')
      .join('submissions as s', 's.id', 'm.submission_id')
      .join('clients as c', 'c.id', 's.client_id')
      .join(
        this.db('placement_sends').select('market_id').max({ last_sent_at: 'sent_at' }).groupBy('market_id').as('sent'),
        'sent.market_id',
        'm.id',
      )
      .where('m.carrier_id', carrierId)
      .select(
        's.submission_id',
        'c.name as client',
        's.product',
        'ca.name as carrier',
        'm.status',
        'sent.last_sent_at',
        this.db.raw('(select count(*) from quotes q where q.market_id = m.id)::int as quotes'),
      )
      .orderBy([{ column: 'sent.last_sent_at', order: 'desc' }, { column: 'm.seq' }])
      .limit(limit);
    return rows.map((row) => ({
      submissionId: row.submission_id as string,
      client: row.client as string,
      product: row.product as Product,
      carrier: row.carrier as string,
      status: row.status as MarketStatus,
      lastSentAt: iso(row.last_sent_at),
      quotes: Number(row.quotes),
    }));
  }

  async market(submissionId: string, marketId: string): Promise<Market | null> {
    if (!isUuid(submissionId) || !isUuid(marketId)) return null;
    const [market] = await this.withDetail(await this.marketRows({ 'm.submission_id': submissionId, 'm.id': marketId }));
    return market ?? null;
  }

  async addMarket(submissionId: string, carrierId: string, at: string): Promise<Market> {
    const id = newId();
    const inserted = await this.db('placement_markets')
      .insert({ id, submission_id: submissionId, carrier_id: carrierId, status: 'asked', created_at: at, updated_at: at })
      .onConflict(['submission_id', 'carrier_id'])
      .ignore()
      .returning('id');
    if (inserted.length === 0) throw AppError.conflict('The carrier is already one of this submission’s markets');
    return (await this.market(submissionId, id))!;
  }

  async setMarketStatus(marketId: string, status: MarketStatus, declineReason: string | null, at: string): Promise<void> {
    await this.db('placement_markets').where({ id: marketId }).update({ status, decline_reason: declineReason, updated_at: at });
  }

  async addQuote(
    submissionId: string,
    marketId: string,
    quote: MarketQuoteInput & { carrierId: string; carrier: string; status: string },
  ): Promise<MarketQuote> {
    const [row] = await this.db('quotes')
      .insert({
        id: newId(),
        submission_id: submissionId,
        market_id: marketId,
        carrier: quote.carrier,
        carrier_id: quote.carrierId,
        amount: quote.premium,
        status: quote.status,
        valid_until: quote.validUntil,
        coverage:
          quote.terms
            .map((t) => t.coverage)
            .join(', ')
            .slice(0, 200) || null,
        taxes: quote.taxes,
        fees: quote.fees,
        commission_rate: quote.commissionRate,
        terms: toJson(quote.terms),
        subjectivities: toJson(quote.subjectivities),
      })
      .returning('*');
    return toQuote(row);
  }

  async quote(submissionId: string, quoteId: string): Promise<MarketQuote | null> {
    if (!isUuid(submissionId) || !isUuid(quoteId)) return null;
    const row = await this.db('quotes').where({ id: quoteId, submission_id: submissionId }).whereNotNull('market_id').first();
    return row ? toQuote(row) : null;
  }

  async setQuoteStatus(quoteId: string, status: string): Promise<void> {
    await this.db('quotes').where({ id: quoteId }).update({ status });
  }

  async addSend(marketId: string, send: Omit<MarketSend, 'id'>): Promise<MarketSend> {
    const [row] = await this.db('placement_sends')
      .insert({
        id: newId(),
        market_id: marketId,
        recipient: send.to,
        subject: send.subject,
        cover_note: send.coverNote,
        documents: toJson(send.documents),
        sent_by: send.sentBy,
        sent_by_id: send.sentById,
        sent_at: send.sentAt,
      })
      .returning('*');
    return toSend(row);
  }

  async proposals(submissionId: string): Promise<Proposal[]> {
    if (!isUuid(submissionId)) return [];
    const rows = await this.db('placement_proposals').where({ submission_id: submissionId }).orderBy('seq', 'desc');
    return rows.map(toProposal);
  }

  async addProposal(proposal: Omit<Proposal, 'id'>): Promise<Proposal> {
    const [row] = await this.db('placement_proposals')
      .insert({
        id: newId(),
        submission_id: proposal.submissionId,
        status: proposal.status,
        message: proposal.message,
        options: toJson(proposal.options),
        document_id: proposal.documentId,
        chosen_quote_id: proposal.chosenQuoteId,
        chosen_by: proposal.chosenBy,
        chosen_at: proposal.chosenAt,
        created_by: proposal.createdBy,
        created_at: proposal.createdAt,
      })
      .returning('*');
    return toProposal(row);
  }

  async setProposal(
    id: string,
    changes: { status: ProposalStatus; chosenQuoteId?: string; chosenBy?: string; chosenAt?: string },
  ): Promise<void> {
    await this.db('placement_proposals')
      .where({ id })
      .update({
        status: changes.status,
        ...(changes.chosenQuoteId !== undefined ? { chosen_quote_id: changes.chosenQuoteId } : {}),
        ...(changes.chosenBy !== undefined ? { chosen_by: changes.chosenBy } : {}),
        ...(changes.chosenAt !== undefined ? { chosen_at: changes.chosenAt } : {}),
      });
  }

  async highestPolicyNumber(year: number): Promise<string | null> {
    const row = await this.db('policies')
      .where('policy_number', 'like', `POL-${year}-%`)
      .orderByRaw('length(policy_number) desc, policy_number desc')
      .first('policy_number');
    return (row?.policy_number as string | undefined) ?? null;
  }

  async binding(submissionId: string): Promise<PolicyBinding | null> {
    if (!isUuid(submissionId)) return null;
    const row = await this.db('placement_bindings').where({ submission_id: submissionId }).first();
    return row ? toBinding(row) : null;
  }

  async addBinding(binding: PolicyBinding): Promise<void> {
    const inserted = await this.db('placement_bindings')
      .insert({
        submission_id: binding.submissionId,
        policy_id: binding.policyId,
        policy_number: binding.policyNumber,
        quote_id: binding.quoteId,
        carrier_id: binding.carrierId,
        carrier: binding.carrier,
        coverages: toJson(binding.coverages),
        premium: binding.premium,
        taxes: binding.taxes,
        fees: binding.fees,
        commission_rate: binding.commissionRate,
        subjectivities: toJson(binding.subjectivities),
        effective_date: binding.effectiveDate,
        expiration_date: binding.expirationDate,
        confirmation: binding.confirmation,
        confirmation_note: binding.confirmationNote,
        schedule: toJson(binding.schedule),
        bound_by: binding.boundBy,
        bound_at: binding.boundAt,
      })
      .onConflict('submission_id')
      .ignore()
      .returning('submission_id');
    if (inserted.length === 0) throw AppError.conflict('This submission is bound already.');
  }

  async bindingOfPolicy(policyId: string) {
    if (!isUuid(policyId)) return null;
    const row = await this.db('placement_bindings as b')
      .join('submissions as s', 's.id', 'b.submission_id')
      .where('b.policy_id', policyId)
      .first('b.*', 's.submission_id as submission_ref');
    if (!row) return null;
    return { ...toBinding(row), submissionRef: row.submission_ref as string };
  }

  async setChaseBy(marketId: string, chaseBy: string | null, at: string): Promise<void> {
    await this.db('placement_markets').where({ id: marketId }).update({ chase_by: chaseBy, updated_at: at });
  }

  async dueChases(today: string): Promise<DueChase[]> {
    const rows = await this.db('placement_markets as m')
      .join('carriers as c', 'c.id', 'm.carrier_id')
      .where('m.status', 'asked')
      .whereNotNull('m.chase_by')
      .where('m.chase_by', '<=', today)
      .whereRaw('m.chase_raised_for is distinct from m.chase_by')
      .orderBy('m.chase_by')
      .select('m.id', 'm.submission_id', 'm.chase_by', 'c.name as carrier')
      .forUpdate('m')
      .skipLocked();
    return rows.map((row: Row) => ({
      marketId: row.id as string,
      submissionId: row.submission_id as string,
      carrier: row.carrier as string,
      chaseBy: day(row.chase_by)!,
    }));
  }

  async markChaseRaised(marketId: string, chaseBy: string, taskId: string | null): Promise<void> {
    await this.db('placement_markets').where({ id: marketId }).update({ chase_raised_for: chaseBy, chase_task_id: taskId });
  }
}

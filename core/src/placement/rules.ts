import { AppError } from '../errors.ts';
import { carrierRights } from '../carriers/index.ts';
import { formatDate } from '../shared/dates.ts';
import { DEFAULT_CURRENCY, formatMoney } from '../shared/money.ts';
import { insuredValueTotals } from '../submissions/index.ts';
import type { Actor } from '../use-case-deps.ts';
import type { Role, User } from '../users/index.ts';
import { audienceOf } from '../users/index.ts';
import type { Submission, SubmissionStatus } from '../submissions/index.ts';
import { canTransition } from '../submissions/index.ts';
import type { ClientConfirmation, Market, MarketQuote, MarketStatus, ProposalOption, QuoteTerm } from './entities.ts';
import { addDays, policyYearFrom } from '../policies/index.ts';

/**
 * Who may place a risk, the one rule every placement use case asks: brokers and broker managers choose
 * markets, record answers, propose and bind; insurers read the placement (as they read the carrier
 * directory); customers and accounts that are not active see none of it (a customer sees only the
 * proposals of their own submissions, through `visibleSubmission`).
 */
export function placementRights(user: Pick<User, 'role' | 'status'>): { read: boolean; place: boolean } {
  const { read, change } = carrierRights(user);
  return { read, place: change };
}

/** Who may read a placement, and who may place: placementRights as the API's audiences. */
export const PLACEMENT_READERS = audienceOf('staff', (user) => placementRights(user).read);
export const PLACEMENT_KEEPERS = audienceOf('broker, broker_manager', (user) => placementRights(user).place);

/** Only a client chooses among the options proposed to them, on their own submission (visibleSubmission). */
export const mayChooseProposal = (user: Pick<User, 'role'>): boolean => user.role === 'customer';
export const PROPOSAL_CHOOSERS = audienceOf('customer (own)', mayChooseProposal);

export function assertMayReadPlacement(actor: Actor): void {
  if (!placementRights(actor).read) throw AppError.forbidden();
}

export function assertMayPlace(actor: Actor): void {
  if (!placementRights(actor).place) throw AppError.forbidden();
}

/**
 * A market's moves. A carrier is asked; it may indicate, quote, decline or let the request expire; a quoted
 * market is bound or, once another is bound, not taken up. Declined, bound and not taken up are final; an
 * expired request may be asked again.
 */
export const MARKET_TRANSITIONS: Readonly<Record<MarketStatus, readonly MarketStatus[]>> = {
  asked: ['indicated', 'quoted', 'declined', 'expired', 'not_taken_up'],
  indicated: ['quoted', 'declined', 'expired', 'not_taken_up'],
  quoted: ['quoted', 'declined', 'expired', 'not_taken_up', 'bound'],
  declined: [],
  bound: [],
  expired: ['asked'],
  not_taken_up: [],
};

/** Statuses a broker sets by hand; quoted comes with a recorded quote and bound with binding. */
export const MANUAL_MARKET_STATUSES: readonly MarketStatus[] = ['asked', 'indicated', 'declined', 'expired', 'not_taken_up'];

export const canMoveMarket = (from: MarketStatus, to: MarketStatus): boolean => MARKET_TRANSITIONS[from].includes(to);

/** Markets still open to an answer: what binding another market marks not taken up. */
export const isOpenMarket = (status: MarketStatus): boolean => MARKET_TRANSITIONS[status].includes('not_taken_up');

/** Fails with conflict when the market may not move so, saying what it may do instead. */
export function assertMarketMove(from: MarketStatus, to: MarketStatus, label: (s: MarketStatus) => string): void {
  if (canMoveMarket(from, to)) return;
  const next = MARKET_TRANSITIONS[from];
  const may = next.length ? `it may become ${next.map(label).join(', ')}` : 'its answer is final';
  throw AppError.conflict(`A market that is ${label(from)} cannot become ${label(to)}: ${may}.`);
}

/**
 * Binding authority, the one rule every bind asks: the largest premium a person binds is their own limit
 * when an administrator set one; without it a broker binds up to the firm's default and a broker manager
 * any premium. Null means no limit. Insurers and customers bind nothing (placementRights).
 */
export function bindAuthority(actor: Pick<User, 'role' | 'bindAuthorityLimit'>, firmDefault: number): number | null {
  if (actor.bindAuthorityLimit !== undefined && actor.bindAuthorityLimit !== null) return actor.bindAuthorityLimit;
  return actor.role === 'broker_manager' ? null : firmDefault;
}

export function mayBind(actor: Pick<User, 'role' | 'status' | 'bindAuthorityLimit'>, premium: number, firmDefault: number): boolean {
  if (!placementRights(actor).place) return false;
  const limit = bindAuthority(actor, firmDefault);
  return limit === null || premium <= limit;
}

/** Fails with forbidden when the premium is above what this person may bind, saying both figures. */
export function assertMayBind(actor: Pick<User, 'role' | 'status' | 'bindAuthorityLimit'>, premium: number, firmDefault: number): void {
  if (mayBind(actor, premium, firmDefault)) return;
  if (!placementRights(actor).place) throw AppError.forbidden();
  const limit = bindAuthority(actor, firmDefault)!;
  const own = actor.bindAuthorityLimit !== undefined && actor.bindAuthorityLimit !== null;
  throw AppError.forbidden(
    `This premium (${formatMoney(premium)}) is above your bind authority of ${formatMoney(limit)}` +
      `${own ? '' : " (the firm's default)"}: a broker manager binds it, or an administrator raises your limit.`,
  );
}

/**
 * The status moves binding makes on its submission, each one the transition table lets this role make:
 * toward review while work is still open, then to approved when the role may approve. A bound risk whose
 * binder may not approve stays in review for a broker manager or insurer to decide; an approved one stays.
 */
export function statusMovesOnBinding(from: SubmissionStatus, role: Role): SubmissionStatus[] {
  const moves: SubmissionStatus[] = [];
  let at = from;
  if (at !== 'in_review' && at !== 'approved' && canTransition(at, 'in_review', role)) moves.push((at = 'in_review'));
  if (at !== 'approved' && canTransition(at, 'approved', role)) moves.push('approved');
  return moves;
}

/** What the client pays for a quote: premium, taxes and fees. */
/** How far back a bind may date its inception (cover already agreed by phone), and how far ahead. */
export const BIND_BACKDATE_DAYS = 30;
export const BIND_AHEAD_DAYS = 366;
/** The longest policy period a bind sets. */
export const BIND_MAX_TERM_DAYS = 3 * 366;

/**
 * The policy period a bind sets: the inception chosen (today when none), and the expiry chosen (a year after
 * inception when none). Fails with `invalid`, naming the field, for an inception too far back or ahead, or
 * an expiry not after inception or more than three years on.
 */
export function bindPeriod(
  today: string,
  effective: string | null,
  expiration: string | null,
): { effectiveDate: string; expirationDate: string } {
  const effectiveDate = effective ?? today;
  const refuse = (path: string, message: string) => {
    throw AppError.invalid(message, [{ path, message }]);
  };
  if (effectiveDate < addDays(today, -BIND_BACKDATE_DAYS))
    refuse('effectiveDate', `The inception date may be at most ${BIND_BACKDATE_DAYS} days ago`);
  if (effectiveDate > addDays(today, BIND_AHEAD_DAYS)) refuse('effectiveDate', 'The inception date may be at most a year ahead');
  const expirationDate = expiration ?? policyYearFrom(effectiveDate).expirationDate;
  if (expirationDate <= effectiveDate) refuse('expirationDate', 'The expiry date must be after the inception date');
  if (expirationDate > addDays(effectiveDate, BIND_MAX_TERM_DAYS)) refuse('expirationDate', 'A policy period may be at most three years');
  return { effectiveDate, expirationDate };
}

/**
 * How the client confirmed the bound option: their choice in the portal when they chose this very quote;
 * otherwise the broker must say how the client gave their word. Fails with `invalid` when neither.
 */
export function bindConfirmation(chosenInPortal: boolean, given: ClientConfirmation | null): ClientConfirmation {
  if (given) return given;
  if (chosenInPortal) return 'portal';
  const message = 'Say how the client confirmed this option: they have not chosen it in the portal';
  throw AppError.invalid(message, [{ path: 'confirmation', message }]);
}

/** The broker's commission on a premium at a rate (a percentage), to the cent; null when no rate was agreed. */
export const commissionOf = (premium: number, rate: number | null): number | null =>
  rate === null ? null : Math.round(premium * rate) / 100;

export const quoteTotal = (quote: Pick<MarketQuote, 'premium' | 'taxes' | 'fees'>): number =>
  Math.round((quote.premium + quote.taxes + quote.fees) * 100) / 100;

export const proposalOption = (quote: MarketQuote): ProposalOption => ({
  quoteId: quote.id,
  carrier: quote.carrier,
  premium: quote.premium,
  taxes: quote.taxes,
  fees: quote.fees,
  total: quoteTotal(quote),
  terms: quote.terms,
  subjectivities: quote.subjectivities,
  validUntil: quote.validUntil,
});

const moneyOr = (amount: number | null, none: string) => (amount === null ? none : formatMoney(amount));

/** One line of the side-by-side comparison: a figure for each option, and whether they differ. */
export interface ComparisonRow {
  label: string;
  values: string[];
  differs: boolean;
  /** A warning on an option's figure (a limit short of what it insures), or null; absent when none could be. */
  flags?: (string | null)[];
}

/**
 * A quoted coverage that insures buildings and contents: its limit has to reach the value of what it
 * insures. A package policy carries the property cover alongside the rest.
 */
const PROPERTY_LINE = /material damage|property|package/i;

/**
 * The warning on a property limit below the insured value it covers (the submission's total insured
 * value): the carrier would pay at most the limit on a total loss. Null when the line is not property,
 * names no limit, or the value is unknown.
 */
export function limitBelowInsuredValue(term: Pick<QuoteTerm, 'coverage' | 'limit'>, insuredValue: number | null): string | null {
  if (term.limit === null || insuredValue === null || insuredValue <= 0 || !PROPERTY_LINE.test(term.coverage)) return null;
  return term.limit < insuredValue
    ? `Limit ${formatMoney(term.limit)} is below the total insured value ${formatMoney(insuredValue)}`
    : null;
}

/** What the comparison knows of the risk beyond the quotes: the submission's total insured value, when stated. */
export interface ComparedRisk {
  totalInsuredValue: number | null;
}

/**
 * The risk the quotes are compared against: the total insured value of the submission's locations in the
 * currency quotes are in (values in other currencies are not added to it); null when no location states one.
 */
export function comparedRisk(submission: Pick<Submission, 'properties'>): ComparedRisk {
  const total = insuredValueTotals(submission.properties).find((t) => t.currency === DEFAULT_CURRENCY);
  return { totalInsuredValue: total && total.tiv > 0 ? total.tiv : null };
}

/**
 * The side-by-side comparison of options: premium, taxes, fees, total, commission, each coverage's limit
 * and deductible, subjectivities and validity. A row differs when its options do not all read the same,
 * which is what the screen highlights; a property limit below the risk's insured value is flagged on its option.
 */
export function comparisonRows(
  options: ReadonlyArray<ProposalOption & { commissionRate?: number | null }>,
  risk: ComparedRisk = { totalInsuredValue: null },
): ComparisonRow[] {
  const rows: Array<Omit<ComparisonRow, 'differs'>> = [
    { label: 'Premium', values: options.map((o) => formatMoney(o.premium)) },
    { label: 'Taxes', values: options.map((o) => formatMoney(o.taxes)) },
    { label: 'Fees', values: options.map((o) => formatMoney(o.fees)) },
    { label: 'Total cost', values: options.map((o) => formatMoney(o.total)) },
  ];
  if (options.some((o) => o.commissionRate !== undefined))
    rows.push({ label: 'Commission', values: options.map((o) => (o.commissionRate == null ? '—' : `${o.commissionRate}%`)) });
  const coverages = [...new Set(options.flatMap((o) => o.terms.map((t) => t.coverage)))];
  const term = (o: ProposalOption, coverage: string): QuoteTerm | undefined => o.terms.find((t) => t.coverage === coverage);
  for (const coverage of coverages) {
    const limits = options.map((o) => term(o, coverage)?.limit ?? null);
    const flags = limits.map((limit) => limitBelowInsuredValue({ coverage, limit }, risk.totalInsuredValue));
    rows.push({
      label: `${coverage} limit`,
      values: limits.map((limit) => moneyOr(limit, 'Not offered')),
      ...(flags.some((f) => f !== null) ? { flags } : {}),
    });
    rows.push({ label: `${coverage} deductible`, values: options.map((o) => moneyOr(term(o, coverage)?.deductible ?? null, '—')) });
  }
  rows.push({ label: 'Subjectivities', values: options.map((o) => (o.subjectivities.length ? o.subjectivities.join('; ') : 'None')) });
  rows.push({ label: 'Valid until', values: options.map((o) => formatDate(o.validUntil)) });
  return rows.map((row) => ({ ...row, differs: new Set(row.values).size > 1 }));
}

/** The next policy number of a year after the highest one taken: POL-2026-0007 after POL-2026-0006. */
export function nextPolicyNumber(year: number, highest: string | null): string {
  const last = highest ? Number(/(\d+)$/.exec(highest)?.[1] ?? 0) : 0;
  return `POL-${year}-${String(last + 1).padStart(4, '0')}`;
}

/**
 * Who is asked to chase a carrier that has not answered, when the submission is assigned to nobody (a
 * customer opened it): the accounts to try, in order, the first active member of staff among them taking
 * the task. The broker who last sent this carrier its package knows what was asked; else whoever last sent
 * any of the submission's markets one is working the placement; else the member of staff who opened the
 * submission. A send recorded without its account counts for nothing. An assigned submission's chase goes
 * to its assignee, before any of these.
 */
export function chaseOwnerCandidates(
  submission: Pick<Submission, 'createdById'>,
  markets: ReadonlyArray<Pick<Market, 'id' | 'sends'>>,
  marketId: string,
): string[] {
  const newestFirst = (list: ReadonlyArray<Pick<Market, 'sends'>>) =>
    list
      .flatMap((m) => m.sends)
      .sort((a, b) => b.sentAt.localeCompare(a.sentAt))
      .map((s) => s.sentById);
  const ids = [...newestFirst(markets.filter((m) => m.id === marketId)), ...newestFirst(markets), submission.createdById].filter(
    (id): id is string => !!id,
  );
  return [...new Set(ids)];
}

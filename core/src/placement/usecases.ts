import { AppError } from '../errors.ts';
import { reachesClient } from '../clients/index.ts';
import { formatHitRatio } from '../carriers/index.ts';
import { notify } from '../notifications/index.ts';
import { MAX_PAGE_SIZE } from '../shared/paging.ts';
import { authorLabel, recordedBy } from '../users/index.ts';
import type { Repositories } from '../repositories.ts';
import { isStaff, type Actor, type CoreDeps } from '../use-case-deps.ts';
import { formatDate } from '../shared/dates.ts';
import { formatMoney } from '../shared/money.ts';
import { parseOrThrow } from '../shared/validation.ts';
import { possessive } from '../shared/wording.ts';
import { PRODUCT_LABELS, type Submission } from '../submissions/index.ts';
import { visibleSubmission } from '../submissions/index.ts';
import { closeReviewTask, requestReview } from '../submissions/index.ts';
import { assertChangeable, isDecided, statusLabel } from '../submissions/index.ts';
import { HISTORY_AUDIENCE } from '../submissions/index.ts';
import { TASK_DONE_STATUS } from '../notifications/index.ts';
import { policyAccess } from '../policies/index.ts';
import {
  CLIENT_CONFIRMATION_LABELS,
  MARKET_STATUS_LABELS,
  type BoundPlacement,
  type Market,
  type MarketCandidate,
  type MarketQuote,
  type Placement,
  type Proposal,
} from './entities.ts';
import type { ProposalContent, ProposalRenderer, ScheduleFiles } from './ports.ts';
import { LOCATION_SCHEDULE_COLUMNS, VEHICLE_SCHEDULE_COLUMNS, scheduleTable } from '../submissions/index.ts';
import {
  assertMarketMove,
  bindConfirmation,
  bindPeriod,
  assertMayPlace,
  assertMayBind,
  assertMayReadPlacement,
  chaseOwnerCandidates,
  isOpenMarket,
  nextPolicyNumber,
  proposalOption,
  quoteTotal,
  statusMovesOnBinding,
  mayChooseProposal,
} from './rules.ts';
import {
  BindSchema,
  ChaseBySchema,
  ChooseMarketsSchema,
  MarketAnswerSchema,
  MarketQuoteSchema,
  NewProposalSchema,
  ProposalChoiceSchema,
  SendPackageSchema,
  type MarketAnswer,
  type MarketQuoteInput,
} from './schemas.ts';

/** What proposing and binding need beyond the usual: the PDF layout and the broker's binding limit. */
export interface PlacementDeps extends CoreDeps {
  proposals: ProposalRenderer;
  /** The largest premium a broker binds alone; above it binding needs a broker manager. */
  bindAuthorityLimit: number;
}

const label = (status: Market['status']) => MARKET_STATUS_LABELS[status];

async function marketOf(repos: Repositories, submission: Submission, marketId: string): Promise<Market> {
  const market = await repos.placement.market(submission.id, marketId);
  if (!market) throw AppError.notFound('Market');
  return market;
}

/** Staff's history line about the placement; carriers' answers and terms are not the client's to read. */
const staffHistory = (repos: Repositories, actor: Actor, submission: Submission, action: string, details: string, at: string) =>
  repos.history.add(submission.id, { ...recordedBy(actor), action, details, audience: 'staff', date: at });

async function placementOf(repos: Repositories, submission: Submission): Promise<Placement> {
  const [markets, proposals, binding] = await Promise.all([
    repos.placement.markets(submission.id),
    repos.placement.proposals(submission.id),
    repos.placement.binding(submission.id),
  ]);
  return {
    submissionId: submission.id,
    product: submission.product,
    markets,
    proposals,
    policy: binding
      ? {
          id: binding.policyId,
          policyNumber: binding.policyNumber,
          carrier: binding.carrier,
          premium: binding.premium,
          effectiveDate: binding.effectiveDate,
          expirationDate: binding.expirationDate,
        }
      : null,
  };
}

/** The submission's markets, proposals and bound policy; active staff only (insurers read it). */
export const getPlacement =
  (deps: CoreDeps) =>
  async (actor: Actor, submissionRef: string): Promise<Placement> => {
    assertMayReadPlacement(actor);
    const submission = await visibleSubmission(deps.uow.repos, actor, submissionRef);
    return placementOf(deps.uow.repos, submission);
  };

/**
 * The active carriers of the directory a broker may take the submission to, each with its appetite for the
 * submission's product and its hit ratio on it, those with a note for the product first.
 */
export const marketCandidates =
  (deps: CoreDeps) =>
  async (actor: Actor, submissionRef: string): Promise<MarketCandidate[]> => {
    assertMayPlace(actor);
    const repos = deps.uow.repos;
    const submission = await visibleSubmission(repos, actor, submissionRef);
    const [page, markets] = await Promise.all([
      repos.carriers.list({ active: true, limit: MAX_PAGE_SIZE, offset: 0 }),
      repos.placement.markets(submission.id),
    ]);
    const marketed = new Set(markets.map((m) => m.carrierId));
    const candidates: MarketCandidate[] = [];
    for (const summary of page.items) {
      const carrier = await repos.carriers.get(summary.id);
      if (!carrier) continue;
      const figures = carrier.byProduct.find((f) => f.product === submission.product);
      const forProduct = carrier.appetite.filter((a) => a.product === submission.product).map((a) => a.note);
      const general = carrier.appetite.filter((a) => a.product === null).map((a) => a.note);
      candidates.push({
        carrierId: carrier.id,
        name: carrier.name,
        appetite: [...forProduct, ...general],
        productQuotes: figures?.quotes ?? 0,
        productHitRatio: figures ? figures.hitRatio : null,
        hitRatio: carrier.hitRatio,
        hasEmail: carrier.contacts.some((c) => !!c.email),
        marketed: marketed.has(carrier.id),
      });
    }
    const hasNote = (c: MarketCandidate) => (c.appetite.length ? 0 : 1);
    return candidates.sort((a, b) => hasNote(a) - hasNote(b) || a.name.localeCompare(b.name));
  };

/** An answer (or binding) ends the chase: its open task is marked done. */
async function closeChaseTask(repos: Repositories, market: Market): Promise<void> {
  if (!market.chaseTaskId) return;
  const submission = await repos.submissions.get(market.submissionId);
  const task = submission?.tasks.find((t) => t.id === market.chaseTaskId);
  if (task && task.status !== TASK_DONE_STATUS) await repos.tasks.update(market.submissionId, task.id, { status: TASK_DONE_STATUS });
}

/** Moves the bound submission as the transition table lets the binder, each move in the history. */
async function moveStatusOnBinding(
  repos: Repositories,
  actor: Actor,
  submission: Submission,
  at: string,
  linkTo: CoreDeps['linkTo'],
): Promise<void> {
  let from = submission.status;
  const wasInReview = from === 'in_review';
  for (const to of statusMovesOnBinding(from, actor.role)) {
    await repos.submissions.update(submission.id, { status: to, isNew: false, ...(isDecided(to) ? { decidedAt: at } : {}) });
    await repos.history.add(submission.id, {
      ...recordedBy(actor),
      action: to === 'approved' ? 'Submission approved' : 'Status changed',
      details: `${statusLabel(from)} → ${statusLabel(to)} (policy bound)`,
      audience: HISTORY_AUDIENCE.submission,
      date: at,
    });
    from = to;
  }
  // A broker's bind waits for a decider like any review request; a manager's approval ends one waiting.
  if (from === 'in_review' && !wasInReview) await requestReview(repos, { actor, submission, at, linkTo });
  if (isDecided(from)) await closeReviewTask(repos, submission.id);
}

/**
 * Sets the day the broker means to chase the carrier by, or clears it, while the carrier is still asked;
 * a task is raised on that day if it has not answered. A chase task raised for an earlier day is closed.
 */
export const setMarketChase =
  (deps: CoreDeps) =>
  async (actor: Actor, submissionRef: string, marketId: string, input: unknown): Promise<Market> => {
    assertMayPlace(actor);
    const { chaseBy } = parseOrThrow(ChaseBySchema, input ?? {});
    return deps.uow.run(async (repos) => {
      const submission = await visibleSubmission(repos, actor, submissionRef);
      assertChangeable(submission.status);
      const market = await marketOf(repos, submission, marketId);
      if (market.status !== 'asked')
        throw AppError.conflict(`${market.carrier} has answered (${label(market.status)}): there is nothing to chase.`);
      if (market.chaseBy === chaseBy) return market;
      const now = deps.clock.now().toISOString();
      await closeChaseTask(repos, market);
      await repos.placement.setChaseBy(market.id, chaseBy, now);
      await staffHistory(repos, actor, submission, 'Chase date set', `${market.carrier}: ${chaseBy ?? 'none'}`, now);
      return marketOf(repos, submission, market.id);
    });
  };

/**
 * Who chases the market: the submission's assignee, else the first active member of staff the chase rule
 * names (the broker placing it, else its opener); null when there is none.
 */
async function chaseOwner(
  repos: Repositories,
  submission: Submission,
  marketId: string,
): Promise<{ id: string | null; name: string } | null> {
  if (submission.assignedTo) return { id: submission.assignedToId, name: submission.assignedTo };
  const markets = await repos.placement.markets(submission.id);
  for (const id of chaseOwnerCandidates(submission, markets, marketId)) {
    const user = await repos.users.findById(id);
    if (user && isStaff(user)) return { id: user.id, name: user.fullName };
  }
  return null;
}

/**
 * Raises a task for the market's chaser (chaseOwner) on each market still asked on or after its chase-by day, once
 * per market and day: the store locks the markets it hands out and notes the task in the same transaction,
 * so a second sweep, here or on another instance, raises none. Returns how many were raised.
 */
export const raiseMarketChases = (deps: CoreDeps) => async (): Promise<number> => {
  const now = deps.clock.now().toISOString();
  return deps.uow.run(async (repos) => {
    const due = await repos.placement.dueChases(now.slice(0, 10));
    let raised = 0;
    for (const chase of due) {
      const submission = await repos.submissions.get(chase.submissionId);
      if (!submission) continue;
      // A decided submission is frozen: nothing is chased on it, and the day is not looked at again.
      if (isDecided(submission.status)) {
        await repos.placement.markChaseRaised(chase.marketId, chase.chaseBy, null);
        continue;
      }
      const broker = await chaseOwner(repos, submission, chase.marketId);
      const task = await repos.tasks.add(submission.id, {
        title: `Chase ${chase.carrier} for an answer`,
        assignedTo: broker?.name ?? null,
        dueDate: chase.chaseBy,
        status: 'Pending',
        priority: 'High',
      });
      await repos.placement.markChaseRaised(chase.marketId, chase.chaseBy, task.id);
      await repos.history.add(submission.id, {
        userId: null,
        user: 'Workbench',
        action: 'Chase due',
        details: `${chase.carrier} has not answered by ${chase.chaseBy}`,
        audience: 'staff',
        date: now,
      });
      if (broker?.id)
        await repos.inbox.addNotifications([
          {
            userId: broker.id,
            kind: 'task',
            submissionRecordId: submission.id,
            title: 'Chase a carrier',
            details: `${submission.submissionId}: ${chase.carrier} has not answered by ${chase.chaseBy}`,
            actor: null,
            createdAt: now,
            onceKey: `market-chase:${chase.marketId}:${chase.chaseBy}`,
          },
        ]);
      raised++;
    }
    return raised;
  });
};

/**
 * What was bound into the policy, for its page: staff see it, the policy's own customer too; anyone else
 * is answered as if the policy did not exist. Null for a policy no placement bound.
 */
export const boundPlacementOfPolicy =
  (deps: CoreDeps) =>
  async (actor: Actor, policyId: string): Promise<BoundPlacement | null> => {
    const repos = deps.uow.repos;
    const policy = await repos.policies.detail(policyId);
    const access = policy ? policyAccess(actor, await reachesClient(repos, actor, policy.clientId)) : 'none';
    if (!policy || access === 'none') throw AppError.notFound('Policy');
    const binding = await repos.placement.bindingOfPolicy(policy.id);
    if (!binding) return null;
    // The firm's commission and its note of the client's word are the firm's record: its own customer reads neither.
    const firms = access !== 'own';
    return {
      submissionId: binding.submissionId,
      submissionRef: binding.submissionRef,
      carrier: binding.carrier,
      coverages: binding.coverages,
      premium: binding.premium,
      taxes: binding.taxes,
      fees: binding.fees,
      commissionRate: firms ? binding.commissionRate : null,
      subjectivities: binding.subjectivities,
      effectiveDate: binding.effectiveDate,
      expirationDate: binding.expirationDate,
      confirmation: binding.confirmation,
      confirmationNote: firms ? binding.confirmationNote : null,
      total: quoteTotal(binding),
      schedule: binding.schedule,
      boundBy: binding.boundBy,
      boundAt: binding.boundAt,
    };
  };

/** Takes the submission to the chosen carriers, each asked; history 'Markets chosen'. Brokers and managers. */
export const chooseMarkets =
  (deps: CoreDeps) =>
  async (actor: Actor, submissionRef: string, input: unknown): Promise<Placement> => {
    assertMayPlace(actor);
    const { carrierIds } = parseOrThrow(ChooseMarketsSchema, input ?? {});
    return deps.uow.run(async (repos) => {
      const submission = await visibleSubmission(repos, actor, submissionRef);
      assertChangeable(submission.status);
      const now = deps.clock.now().toISOString();
      const existing = new Set((await repos.placement.markets(submission.id)).map((m) => m.carrierId));
      const names: string[] = [];
      for (const carrierId of new Set(carrierIds)) {
        const carrier = await repos.carriers.get(carrierId);
        if (!carrier?.active) {
          const message = 'Choose active carriers of the directory';
          throw AppError.invalid(message, [{ path: 'carrierIds', message }]);
        }
        if (existing.has(carrierId)) throw AppError.conflict(`${carrier.name} is already one of this submission's markets`);
        await repos.placement.addMarket(submission.id, carrierId, now);
        names.push(carrier.name);
      }
      await staffHistory(repos, actor, submission, 'Markets chosen', names.join(', '), now);
      return placementOf(repos, submission);
    });
  };

/**
 * Records a carrier's answer by hand (indicated, declined with its reason, expired, not taken up, asked
 * again), as the market's moves allow; history 'Market <status>'. Fails with conflict on a move the market
 * may not make.
 */
export const answerMarket =
  (deps: CoreDeps) =>
  async (actor: Actor, submissionRef: string, marketId: string, input: unknown): Promise<Market> => {
    assertMayPlace(actor);
    const answer = parseOrThrow(MarketAnswerSchema, input ?? {});
    return deps.uow.run(async (repos) => {
      const submission = await visibleSubmission(repos, actor, submissionRef);
      assertChangeable(submission.status);
      const market = await marketOf(repos, submission, marketId);
      await moveMarket(repos, actor, submission, market, answer, deps.clock.now().toISOString());
      return marketOf(repos, submission, market.id);
    });
  };

/**
 * Moves a market to the answer given, whoever keys it (the broker, or the carrier's own underwriter): the
 * move must be one the market may make; a chase raised for it closes; the staff history says it.
 */
export async function moveMarket(
  repos: Repositories,
  actor: Actor,
  submission: Submission,
  market: Market,
  answer: MarketAnswer,
  at: string,
) {
  assertMarketMove(market.status, answer.status, label);
  const reason = answer.status === 'declined' ? answer.reason : null;
  await repos.placement.setMarketStatus(market.id, answer.status, reason, at);
  if (answer.status !== 'asked') await closeChaseTask(repos, market);
  const details = reason ? `${market.carrier}: ${reason}` : market.carrier;
  await staffHistory(repos, actor, submission, `Market ${label(answer.status).toLowerCase()}`, details, at);
}

const ATTACHMENT_TYPE = 'application/octet-stream';
const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * The schedule every package carries, as it stands when sent: the locations and the vehicles with their
 * insured values, each as a workbook, and the locations as an OED location file too where one is written.
 */
async function scheduleAttachments(writer: ScheduleFiles, submission: Submission) {
  const ref = submission.submissionId;
  const files: Array<{ filename: string; contentType: string; bytes: Uint8Array }> = [];
  if (submission.properties.length) {
    const table = scheduleTable('Locations', LOCATION_SCHEDULE_COLUMNS, submission.properties);
    files.push({ filename: `${ref} locations.xlsx`, contentType: XLSX_TYPE, bytes: await writer.workbook(table) });
    const oed = await writer.oedLocations(ref, submission.properties);
    if (oed) files.push({ filename: `${ref} OED locations.csv`, contentType: 'text/csv', bytes: oed });
  }
  if (submission.vehicles.length) {
    const table = scheduleTable('Vehicles', VEHICLE_SCHEDULE_COLUMNS, submission.vehicles);
    files.push({ filename: `${ref} vehicles.xlsx`, contentType: XLSX_TYPE, bytes: await writer.workbook(table) });
  }
  return files;
}

/**
 * Sends the carrier its package through the outbox: the cover note and the chosen documents of the
 * submission as attachments, to the carrier's first contact with an address; the send is kept on the
 * market and in the history. Fails with unprocessable when the carrier has no address, conflict when its
 * answer is final.
 */
export const sendMarketPackage =
  (deps: CoreDeps & { scheduleFiles?: ScheduleFiles }) =>
  async (actor: Actor, submissionRef: string, marketId: string, input: unknown): Promise<Market> => {
    assertMayPlace(actor);
    const body = parseOrThrow(SendPackageSchema, input ?? {});
    return deps.uow.run(async (repos) => {
      const submission = await visibleSubmission(repos, actor, submissionRef);
      assertChangeable(submission.status);
      const market = await marketOf(repos, submission, marketId);
      if (!isOpenMarket(market.status))
        throw AppError.conflict(`${possessive(market.carrier)} answer is final (${label(market.status)}): nothing more goes to it.`);
      if (!market.carrierEmail)
        throw new AppError(
          'unprocessable',
          `${market.carrier} has no contact with an e-mail address: add one in the carrier directory first.`,
        );
      const documents = [];
      for (const id of new Set(body.documentIds)) {
        const doc = await repos.documents.get(id);
        if (!doc || doc.submissionId !== submission.id) {
          const message = 'Choose documents of this submission';
          throw AppError.invalid(message, [{ path: 'documentIds', message }]);
        }
        documents.push(doc);
      }
      const now = deps.clock.now().toISOString();
      const subject = `Submission ${submission.submissionId}: ${submission.client}, ${PRODUCT_LABELS[submission.product]}`;
      const schedule = deps.scheduleFiles ? await scheduleAttachments(deps.scheduleFiles, submission) : [];
      const files = [
        ...documents.map((d) => ({ filename: d.filename, contentType: d.mimeType || ATTACHMENT_TYPE, bytes: d.bytes })),
        ...schedule,
      ];
      const listed = files.length ? `\n\nEnclosed:\n${files.map((f) => `- ${f.filename}`).join('\n')}` : '';
      await repos.outbox.enqueue({
        to: market.carrierEmail,
        subject,
        text: `${body.coverNote}${listed}\n\n${authorLabel(actor)}`,
        attachments: files.map((f) => ({
          filename: f.filename,
          contentType: f.contentType,
          content: Buffer.from(f.bytes).toString('base64'),
        })),
      });
      await repos.placement.addSend(market.id, {
        to: market.carrierEmail,
        subject,
        coverNote: body.coverNote,
        documents: [
          ...documents.map((d) => ({ id: d.id, filename: d.filename })),
          ...schedule.map((f) => ({ id: null, filename: f.filename })),
        ],
        sentBy: authorLabel(actor),
        sentById: actor.id,
        sentAt: now,
      });
      const enclosed = files.length ? ` with ${files.map((f) => f.filename).join(', ')}` : '';
      await staffHistory(repos, actor, submission, 'Package sent', `${market.carrier} (${market.carrierEmail})${enclosed}`, now);
      return marketOf(repos, submission, market.id);
    });
  };

/**
 * Records the carrier's quote on its market (premium, taxes, fees, commission, limits and deductibles,
 * subjectivities, validity); the market becomes quoted. The quote is one of the submission's quotes.
 */
export const recordMarketQuote =
  (deps: CoreDeps) =>
  async (actor: Actor, submissionRef: string, marketId: string, input: unknown): Promise<MarketQuote> => {
    assertMayPlace(actor);
    const quote = parseOrThrow(MarketQuoteSchema, input ?? {});
    return deps.uow.run(async (repos) => {
      const submission = await visibleSubmission(repos, actor, submissionRef);
      assertChangeable(submission.status);
      const market = await marketOf(repos, submission, marketId);
      return addMarketQuote(repos, actor, submission, market, quote, deps.clock.now().toISOString());
    });
  };

/**
 * Stores a quote on the market, whoever keys it (the broker, or the carrier's own underwriter): the market
 * becomes quoted, a chase raised for it closes, and the staff history says it.
 */
export async function addMarketQuote(
  repos: Repositories,
  actor: Actor,
  submission: Submission,
  market: Market,
  quote: MarketQuoteInput,
  at: string,
): Promise<MarketQuote> {
  assertMarketMove(market.status, 'quoted', label);
  const created = await repos.placement.addQuote(submission.id, market.id, {
    ...quote,
    carrierId: market.carrierId,
    carrier: market.carrier,
    status: 'Pending',
  });
  if (market.status !== 'quoted') await repos.placement.setMarketStatus(market.id, 'quoted', null, at);
  await closeChaseTask(repos, market);
  await staffHistory(repos, actor, submission, 'Quote received', `${market.carrier}: ${formatMoney(quote.premium)} premium`, at);
  return created;
}

const optionLabel = (index: number) => `Option ${String.fromCharCode(65 + index)}`;

/**
 * Puts quoted options before the client: lays out the proposal PDF, keeps it among the submission's
 * documents, withdraws an earlier proposal still open, and tells the client. The submission must be shared
 * with a client address, or the client could never see it.
 */
export const createProposal =
  (deps: PlacementDeps) =>
  async (actor: Actor, submissionRef: string, input: unknown): Promise<Proposal> => {
    assertMayPlace(actor);
    const body = parseOrThrow(NewProposalSchema, input ?? {});
    return deps.uow.run(async (repos) => {
      const submission = await visibleSubmission(repos, actor, submissionRef);
      assertChangeable(submission.status);
      if (!submission.shareWithClient || !submission.clientEmail)
        throw new AppError('unprocessable', 'Share the submission with a client that has an e-mail address before proposing.');
      if (await repos.placement.binding(submission.id)) throw AppError.conflict('This submission is bound already.');
      const markets = await repos.placement.markets(submission.id);
      const quotes = body.quoteIds.map((id) => {
        const market = markets.find((m) => m.quotes.some((q) => q.id === id));
        if (market?.status !== 'quoted') {
          const message = 'Propose quotes of markets that are quoted';
          throw AppError.invalid(message, [{ path: 'quoteIds', message }]);
        }
        return market.quotes.find((q) => q.id === id)!;
      });
      const options = quotes.map(proposalOption);
      const now = deps.clock.now().toISOString();
      const content: ProposalContent = {
        reference: submission.submissionId,
        client: submission.client,
        product: PRODUCT_LABELS[submission.product],
        preparedBy: authorLabel(actor),
        preparedOn: now.slice(0, 10),
        message: body.message,
        options: options.map((o, i) => ({
          label: optionLabel(i),
          carrier: o.carrier,
          premium: formatMoney(o.premium),
          taxes: formatMoney(o.taxes),
          fees: formatMoney(o.fees),
          total: formatMoney(o.total),
          terms: o.terms.map((t) => ({
            coverage: t.coverage,
            limit: t.limit === null ? '—' : formatMoney(t.limit),
            deductible: t.deductible === null ? '—' : formatMoney(t.deductible),
          })),
          subjectivities: o.subjectivities,
          validUntil: formatDate(o.validUntil),
        })),
      };
      const bytes = await deps.proposals.render(content);
      const document = await repos.documents.save({
        submissionId: submission.id,
        filename: `Proposal ${submission.submissionId} ${now.slice(0, 10)}.pdf`,
        mimeType: 'application/pdf',
        bytes,
        uploadedBy: authorLabel(actor),
        uploadedAt: now,
      });
      for (const earlier of await repos.placement.proposals(submission.id))
        if (earlier.status === 'shared') await repos.placement.setProposal(earlier.id, { status: 'withdrawn' });
      const proposal = await repos.placement.addProposal({
        submissionId: submission.id,
        status: 'shared',
        message: body.message,
        options,
        documentId: document.id,
        chosenQuoteId: null,
        chosenBy: null,
        chosenAt: null,
        createdBy: authorLabel(actor),
        createdAt: now,
      });
      const details = `${options.length} option${options.length === 1 ? '' : 's'}: ${options.map((o) => `${o.carrier} ${formatMoney(o.total)}`).join(', ')}`;
      await repos.history.add(submission.id, { ...recordedBy(actor), action: 'Proposal shared', details, audience: 'client', date: now });
      await notify(repos, {
        linkTo: deps.linkTo,
        kind: 'quote',
        submission,
        actor,
        title: 'Proposal ready to choose from',
        details,
        audience: 'client',
        at: now,
        attachments: [{ filename: document.filename, contentType: 'application/pdf', content: Buffer.from(bytes).toString('base64') }],
      });
      return proposal;
    });
  };

/**
 * The submission's proposals: staff see them all; its customer (through the portal) the ones not
 * withdrawn. Anyone else: not_found, as for the submission.
 */
export const listProposals =
  (deps: CoreDeps) =>
  async (actor: Actor, submissionRef: string): Promise<Proposal[]> => {
    const submission = await visibleSubmission(deps.uow.repos, actor, submissionRef);
    const proposals = await deps.uow.repos.placement.proposals(submission.id);
    return isStaff(actor) ? proposals : proposals.filter((p) => p.status !== 'withdrawn');
  };

/**
 * The client takes one option of the open proposal, in the portal; staff following the submission are
 * told and the history says which. Only the submission's own customer chooses.
 */
export const chooseProposalOption =
  (deps: CoreDeps) =>
  async (actor: Actor, submissionRef: string, proposalId: string, input: unknown): Promise<Proposal> => {
    if (!mayChooseProposal(actor)) throw AppError.forbidden();
    const { quoteId } = parseOrThrow(ProposalChoiceSchema, input ?? {});
    return deps.uow.run(async (repos) => {
      const submission = await visibleSubmission(repos, actor, submissionRef);
      const proposal = (await repos.placement.proposals(submission.id)).find((p) => p.id === proposalId && p.status !== 'withdrawn');
      if (!proposal) throw AppError.notFound('Proposal');
      if (proposal.status !== 'shared') throw AppError.conflict('An option of this proposal was chosen already.');
      const option = proposal.options.find((o) => o.quoteId === quoteId);
      if (!option) {
        const message = 'Choose one of the proposal’s options';
        throw AppError.invalid(message, [{ path: 'quoteId', message }]);
      }
      const now = deps.clock.now().toISOString();
      await repos.placement.setProposal(proposal.id, {
        status: 'chosen',
        chosenQuoteId: quoteId,
        chosenBy: authorLabel(actor),
        chosenAt: now,
      });
      const details = `${option.carrier}, ${formatMoney(option.total)} a year`;
      await repos.history.add(submission.id, { ...recordedBy(actor), action: 'Option chosen', details, audience: 'client', date: now });
      await notify(repos, {
        linkTo: deps.linkTo,
        kind: 'quote',
        submission,
        actor,
        title: 'Client chose an option',
        details,
        audience: 'staff',
        at: now,
      });
      return (await repos.placement.proposals(submission.id)).find((p) => p.id === proposal.id)!;
    });
  };

/**
 * Binds a quote: the client's chosen option unless another quote is named. A broker binds up to the firm's
 * authority limit, a broker manager any premium. Binding creates the policy (next number, a year from
 * today, the premium, the carrier, the quote's limits and deductibles, the schedule as it stands), marks
 * the quote Approved and its market bound, every other open market not taken up, and records it all.
 */
export const bindPlacement =
  (deps: PlacementDeps) =>
  async (actor: Actor, submissionRef: string, input: unknown): Promise<Placement> => {
    assertMayPlace(actor);
    const body = parseOrThrow(BindSchema, input ?? {});
    return deps.uow.run(async (repos) => {
      const submission = await visibleSubmission(repos, actor, submissionRef);
      if (submission.status === 'rejected') throw AppError.conflict('A rejected submission cannot be bound.');
      if (await repos.placement.binding(submission.id)) throw AppError.conflict('This submission is bound already.');
      const proposals = await repos.placement.proposals(submission.id);
      const chosen = proposals.find((p) => p.status === 'chosen');
      const quoteId = body.quoteId ?? chosen?.chosenQuoteId;
      if (!quoteId) {
        const message = 'Choose the quote to bind: the client has not chosen an option yet';
        throw AppError.invalid(message, [{ path: 'quoteId', message }]);
      }
      const quote = await repos.placement.quote(submission.id, quoteId);
      if (!quote) throw AppError.notFound('Quote');
      const markets = await repos.placement.markets(submission.id);
      const market = markets.find((m) => m.id === quote.marketId)!;
      assertMarketMove(market.status, 'bound', label);
      // The limit as the administrator last set it, not as the session read the account.
      const binder = (await repos.users.findById(actor.id)) ?? actor;
      assertMayBind({ ...actor, bindAuthorityLimit: binder.bindAuthorityLimit ?? null }, quote.premium, deps.bindAuthorityLimit);
      const now = deps.clock.now().toISOString();
      const period = bindPeriod(now.slice(0, 10), body.effectiveDate, body.expirationDate);
      const confirmation = bindConfirmation(chosen?.chosenQuoteId === quote.id, body.confirmation);
      const year = Number(period.effectiveDate.slice(0, 4));
      const policy = await repos.policies.create({
        policyNumber: nextPolicyNumber(year, await repos.placement.highestPolicyNumber(year)),
        clientId: submission.clientId,
        submissionId: submission.id,
        status: 'active',
        product: submission.product,
        premium: quote.premium,
        ...period,
      });
      await repos.placement.addBinding({
        submissionId: submission.id,
        policyId: policy.id,
        policyNumber: policy.policyNumber,
        quoteId: quote.id,
        carrierId: quote.carrierId,
        carrier: quote.carrier,
        coverages: quote.terms,
        premium: quote.premium,
        taxes: quote.taxes,
        fees: quote.fees,
        commissionRate: quote.commissionRate,
        subjectivities: quote.subjectivities,
        ...period,
        confirmation,
        confirmationNote: body.confirmationNote,
        schedule: { properties: submission.properties, vehicles: submission.vehicles },
        boundBy: authorLabel(actor),
        boundAt: now,
      });
      await repos.placement.setQuoteStatus(quote.id, 'Approved');
      await repos.placement.setMarketStatus(market.id, 'bound', null, now);
      const passed: string[] = [];
      for (const other of markets)
        if (other.id !== market.id && isOpenMarket(other.status)) {
          await repos.placement.setMarketStatus(other.id, 'not_taken_up', null, now);
          passed.push(other.carrier);
        }
      for (const p of proposals)
        if (p.status === 'shared' || p.status === 'chosen')
          await repos.placement.setProposal(p.id, { status: p.id === chosen?.id ? 'bound' : 'withdrawn' });
      const details = `${policy.policyNumber} with ${quote.carrier}, ${formatMoney(quote.premium)} premium, ${formatDate(period.effectiveDate)} to ${formatDate(period.expirationDate)}`;
      const confirmed = `${CLIENT_CONFIRMATION_LABELS[confirmation]}${body.confirmationNote ? `: ${body.confirmationNote}` : ''}`;
      await repos.history.add(submission.id, { ...recordedBy(actor), action: 'Policy bound', details, audience: 'client', date: now });
      await staffHistory(repos, actor, submission, 'Client confirmation', confirmed, now);
      if (passed.length) await staffHistory(repos, actor, submission, 'Markets not taken up', passed.join(', '), now);
      for (const market of markets) await closeChaseTask(repos, market);
      await moveStatusOnBinding(repos, actor, submission, now, deps.linkTo);
      await repos.policies.addHistory(policy.id, {
        user: authorLabel(actor),
        action: 'Policy bound',
        details: `${quote.carrier}, from ${submission.submissionId}. ${confirmed}`,
        date: now,
      });
      await notify(repos, {
        linkTo: deps.linkTo,
        kind: 'decision',
        submission,
        actor,
        title: 'Policy bound',
        details,
        audience: 'client',
        at: now,
      });
      return placementOf(repos, submission);
    });
  };

/** A hit ratio for the markets panel, as the directory shows it. */
export const candidateRatio = (c: Pick<MarketCandidate, 'productHitRatio'>): string => formatHitRatio(c.productHitRatio);

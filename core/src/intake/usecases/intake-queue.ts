import { AppError } from '../../errors.ts';
import { recordedBy } from '../../users/index.ts';
import type { Repositories } from '../../repositories.ts';
import { assertRole, isUuid, type Actor, type CoreDeps } from '../../use-case-deps.ts';
import { visibleSubmission } from '../../submissions/index.ts';
import { statusLabel } from '../../submissions/index.ts';
import { plural } from '../../shared/wording.ts';
import type { IntakeItem } from '../entities.ts';
import { INTAKE_QUEUE_ROLES, WAITING_STATUSES } from '../rules.ts';
import type { DiscardIntake, MergeIntake, MergeTargetQuery } from '../schemas.ts';
import type { MergeTarget, MergeTargets } from '../entities.ts';
import { TASK_DONE_STATUS } from '../../notifications/index.ts';
import { isOpenStatus } from '../../submissions/index.ts';
import { listSubmissions } from '../../submissions/index.ts';

/** The mails waiting for a broker, newest first. */
export const listIntake =
  (deps: CoreDeps) =>
  async (actor: Actor): Promise<IntakeItem[]> => {
    assertRole(actor, INTAKE_QUEUE_ROLES);
    return deps.uow.repos.intake.list(WAITING_STATUSES);
  };

/** How many mails wait on the queue; 0 for anyone who does not work it. */
export const countWaitingIntake =
  (deps: CoreDeps) =>
  async (actor: Actor): Promise<number> => {
    if (actor.status !== 'active' || !INTAKE_QUEUE_ROLES.includes(actor.role)) return 0;
    return deps.uow.repos.intake.countWaiting();
  };

/** The item a broker may still act on: a new mail's, on the queue or opened. Fails with not_found or conflict. */
async function openItem(repos: Repositories, id: string): Promise<IntakeItem & { submissionId: string }> {
  const item = isUuid(id) ? await repos.intake.get(id) : null;
  if (item?.kind !== 'new') throw AppError.notFound('Intake item');
  if ((item.status !== 'new' && item.status !== 'opened') || !item.submissionId) {
    throw AppError.conflict(`This e-mail was already ${item.status === 'merged' ? 'merged' : 'discarded'}`);
  }
  return item as IntakeItem & { submissionId: string };
}

/** Takes an item off the queue to work on its draft: answers it with the draft's SUB id to open. */
export const openIntake =
  (deps: CoreDeps) =>
  async (actor: Actor, id: string): Promise<IntakeItem> => {
    assertRole(actor, INTAKE_QUEUE_ROLES);
    return deps.uow.run(async (repos) => {
      const item = await openItem(repos, id);
      if (item.status === 'opened') return item;
      return repos.intake.decide(item.id, {
        status: 'opened',
        decidedBy: recordedBy(actor).user,
        decidedAt: deps.clock.now().toISOString(),
      });
    });
  };

/**
 * The draft a mail opened belongs to a submission that exists already: its messages and documents move onto
 * that submission, the draft goes, and later replies on the thread go to that submission too.
 * A draft someone has already moved past pending is work in its own right: it is not merged away.
 */
export const mergeIntake =
  (deps: CoreDeps) =>
  async (actor: Actor, id: string, { submissionId }: MergeIntake): Promise<IntakeItem> => {
    assertRole(actor, INTAKE_QUEUE_ROLES);
    const now = deps.clock.now().toISOString();
    return deps.uow.run(async (repos) => {
      const item = await openItem(repos, id);
      const draft = await stillDraft(repos, item.submissionId);
      const target = await visibleSubmission(repos, actor, submissionId).catch(() => {
        const message = `No submission ${submissionId} was found`;
        throw AppError.invalid(message, [{ path: 'submissionId', message }]);
      });
      if (target.id === draft.id) {
        const message = 'Choose another submission than the draft the e-mail opened';
        throw AppError.invalid(message, [{ path: 'submissionId', message }]);
      }
      const moved = draft.documents.length;
      await repos.intake.moveDraft(draft.id, target.id);
      await repos.history.add(target.id, {
        ...recordedBy(actor),
        action: 'E-mail merged',
        details: `The e-mail from ${item.fromName ? `${item.fromName} <${item.fromAddress}>` : item.fromAddress} (${item.subject}) was merged in from draft ${draft.submissionId}${moved > 0 ? ` with ${plural(moved, 'document')}` : ''}`,
        audience: 'staff',
        date: now,
      });
      await repos.submissions.touch(target.id);
      await repos.intake.dropDraft(draft.id);
      return repos.intake.decide(item.id, { status: 'merged', submissionId: target.id, decidedBy: recordedBy(actor).user, decidedAt: now });
    });
  };

/** How many submissions a search offers at most: the picker is for choosing, not browsing. */
const FOUND_LIMIT = 10;

/**
 * Where an item may be merged: the open submissions of the client its draft was filed under (the mail most
 * likely belongs to one of them), and, when `q` is given, other open submissions whose SUB id or client
 * matches it. Never the item's own draft. Staff of the firm only, as the queue.
 */
export const listMergeTargets =
  (deps: CoreDeps) =>
  async (actor: Actor, id: string, { q }: MergeTargetQuery): Promise<MergeTargets> => {
    assertRole(actor, INTAKE_QUEUE_ROLES);
    const repos = deps.uow.repos;
    const item = await openItem(repos, id);
    const candidate = (s: { id: string; status: MergeTarget['status'] }) => isOpenStatus(s.status) && s.id !== item.submissionId;
    const proposed: MergeTarget[] = item.clientId
      ? (await repos.clients.portfolio(item.clientId, TASK_DONE_STATUS)).submissions.filter(candidate).map((s) => ({
          id: s.id,
          submissionId: s.submissionId,
          clientName: item.clientName ?? '',
          status: s.status,
          product: s.product,
          dueDate: s.dueDate,
          createdAt: s.createdAt,
        }))
      : [];
    const found: MergeTarget[] = [];
    if (q) {
      // The same search and the same visibility as the submissions list, a few pages' worth.
      const page = await listSubmissions(deps)(actor, { q, limit: '50' });
      for (const s of page.items) {
        if (found.length >= FOUND_LIMIT) break;
        if (!candidate(s) || proposed.some((p) => p.id === s.id)) continue;
        found.push({
          id: s.id,
          submissionId: s.submissionId,
          clientName: s.client,
          status: s.status,
          product: s.product,
          dueDate: s.dueDate,
          createdAt: s.createdAt,
        });
      }
    }
    return { proposed, found };
  };

/**
 * The intake item a draft was opened from while it is still one (on the queue or opened): the draft page
 * shows what was guessed from the mail. Null for any other submission. Staff of the firm only.
 */
export const draftIntake =
  (deps: CoreDeps) =>
  async (actor: Actor, submissionRef: string): Promise<IntakeItem | null> => {
    assertRole(actor, INTAKE_QUEUE_ROLES);
    const items = await deps.uow.repos.intake.list(['new', 'opened']);
    return items.find((i) => i.kind === 'new' && (i.submissionId === submissionRef || i.submissionRef === submissionRef)) ?? null;
  };

/** A mail that is no submission (spam, a newsletter, sent to the wrong address): its draft goes, the reason stays on the log. */
export const discardIntake =
  (deps: CoreDeps) =>
  async (actor: Actor, id: string, { reason }: DiscardIntake): Promise<IntakeItem> => {
    assertRole(actor, INTAKE_QUEUE_ROLES);
    const now = deps.clock.now().toISOString();
    return deps.uow.run(async (repos) => {
      const item = await openItem(repos, id);
      const draft = await stillDraft(repos, item.submissionId);
      await repos.intake.dropDraft(draft.id);
      return repos.intake.decide(item.id, {
        status: 'discarded',
        submissionId: null,
        decidedBy: recordedBy(actor).user,
        decidedAt: now,
        discardReason: reason,
      });
    });
  };

async function stillDraft(repos: Repositories, submissionId: string) {
  const draft = await repos.submissions.get(submissionId);
  if (!draft) throw AppError.notFound('Intake item');
  if (draft.status !== 'pending') {
    throw AppError.conflict(`${draft.submissionId} is already ${statusLabel(draft.status)}: it is a submission now, not a draft`);
  }
  return draft;
}

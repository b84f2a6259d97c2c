import { AppError } from '../../errors.ts';
import { isStaff, assertStaff, type Actor, type CoreDeps } from '../../use-case-deps.ts';
import type { SubmissionPatchInput } from '../schemas.ts';
import type { Repositories } from '../../repositories.ts';
import type { Role } from '../../users/index.ts';
import { TRANSACTION_TYPE_LABELS, type Submission, type SubmissionPatch, type SubmissionStatus } from '../entities.ts';
import type { NewHistoryEntry, SubmissionUpdate } from '../ports.ts';
import { getSubmission } from './get-submission.ts';
import { visibleSubmission } from './visible-submission.ts';
import { HISTORY_AUDIENCE, type CustomerSubmission } from '../customer-view.ts';
import { recordedBy } from '../../users/index.ts';
import { followAsWorker, notify } from '../../notifications/index.ts';
import { assertChangeable, assertTransition, changesOnlySharing, isDecided, statusLabel } from '../workflow.ts';
import { closeReviewTask, requestReview } from './review-request.ts';
import { writeOverReadVersion } from '../../shared/record-version.ts';

const SHARING_NEEDS_AN_ADDRESS = 'Add an e-mail address to the client before sharing the submission.';

/**
 * Assigns, re-prioritises, reschedules, shares or moves a submission along the status rules; one history
 * entry per changed field. Staff only. A decided submission takes no change but being reopened by a broker
 * manager (its status moved back to review, with anything else the same request changes) and being shared
 * with its client or no longer shared, on its own. Fails with `invalid` (bad body, unknown assignee),
 * `conflict` (decided, or a transition no one may make), `forbidden` (a transition the role may not make),
 * `unprocessable` (sharing with a client that has no e-mail address), `not_found`.
 */
export const updateSubmission =
  (deps: CoreDeps) =>
  async (actor: Actor, idOrSubmissionId: string, { version, ...patch }: SubmissionPatchInput): Promise<Submission | CustomerSubmission> => {
    assertStaff(actor);
    const read = version ?? undefined;
    const id = await deps.uow.run(async (repos) => {
      const current = await visibleSubmission(repos, actor, idOrSubmissionId);
      if (!changesOnlySharing(patch)) {
        assertChangeable(current.status, patch.status === undefined ? undefined : { to: patch.status, role: actor.role });
      }
      const now = deps.clock.now();
      const asStored = () => visibleSubmission(repos, actor, current.id);
      await writeOverReadVersion(read, current, asStored, async (expected) => {
        const { update, entries } = await describeChanges(repos, actor, current, patch, now);
        if (entries.length === 0) return;
        await repos.submissions.update(current.id, update, expected);
        for (const entry of entries) await repos.history.add(current.id, entry);
        await tellAboutChanges(repos, actor, current, update, entries, now.toISOString(), deps.linkTo);
        await keepReviewQueue(repos, actor, current, update, now.toISOString(), deps.linkTo);
      });
      return current.id;
    });
    return getSubmission(deps)(actor, id);
  };

async function describeChanges(
  repos: Repositories,
  actor: Actor,
  current: Submission,
  patch: SubmissionPatch,
  now: Date,
): Promise<{ update: SubmissionUpdate; entries: NewHistoryEntry[] }> {
  const update: SubmissionUpdate = {};
  const entries: NewHistoryEntry[] = [];
  const record = (action: string, details: string) =>
    entries.push({ ...recordedBy(actor), action, details, audience: HISTORY_AUDIENCE.submission, date: now.toISOString() });

  if (patch.status !== undefined && patch.status !== current.status) {
    enforceTransition(current.status, patch.status, actor.role);
    update.status = patch.status;
    const reopened = isDecided(current.status);
    if (isDecided(patch.status)) update.decidedAt = now.toISOString();
    if (reopened) update.decidedAt = null;
    record(reopened ? 'Submission reopened' : 'Status changed', `${statusLabel(current.status)} → ${statusLabel(patch.status)}`);
  }
  if (patch.priority !== undefined && patch.priority !== current.priority) {
    update.priority = patch.priority;
    record('Priority changed', `${current.priority} → ${patch.priority}`);
  }
  if (patch.dueDate !== undefined && (patch.dueDate ?? null) !== current.dueDate) {
    update.dueDate = patch.dueDate ?? null;
    record('Due date changed', `${current.dueDate ?? 'none'} → ${patch.dueDate ?? 'none'}`);
  }
  if (patch.assignedToId !== undefined && (patch.assignedToId ?? null) !== current.assignedToId) {
    if (patch.assignedToId === null) {
      update.assignedToId = null;
      record('Unassigned', `${current.assignedTo ?? 'Nobody'} no longer assigned`);
    } else {
      const assignee = await repos.users.findById(patch.assignedToId);
      if (!assignee || !isStaff(assignee)) {
        const message = 'Assignee must be a broker, broker manager or insurer';
        throw AppError.invalid(message, [{ path: 'assignedToId', message }]);
      }
      update.assignedToId = assignee.id;
      record('Assigned', `Assigned to ${assignee.fullName}`);
    }
  }
  if (patch.transactionType !== undefined && (patch.transactionType ?? null) !== current.transactionType) {
    update.transactionType = patch.transactionType ?? null;
    const label = (t: typeof current.transactionType) => (t ? TRANSACTION_TYPE_LABELS[t] : 'Not specified');
    record('Transaction type changed', `${label(current.transactionType)} → ${label(patch.transactionType ?? null)}`);
  }
  if (patch.description !== undefined && (patch.description ?? null) !== current.description) {
    update.description = patch.description ?? null;
    record('Description updated', patch.description ?? '(cleared)');
  }
  if (patch.shareWithClient !== undefined && patch.shareWithClient !== current.shareWithClient) {
    // The customer portal finds a client's submissions by the client's address: without one, no one could see it.
    if (patch.shareWithClient && !current.clientEmail) throw new AppError('unprocessable', SHARING_NEEDS_AN_ADDRESS);
    update.shareWithClient = patch.shareWithClient;
    record(patch.shareWithClient ? 'Shared with client' : 'Sharing with client stopped', current.client);
  }
  // Someone has worked on it: it is no longer a new request on the dashboard.
  if (entries.length > 0 && current.isNew) update.isNew = false;
  return { update, entries };
}

/** A new assignee follows the submission and is told; followers are told of a status move. */
async function tellAboutChanges(
  repos: Repositories,
  actor: Actor,
  current: Submission,
  update: SubmissionUpdate,
  entries: NewHistoryEntry[],
  at: string,
  linkTo: CoreDeps['linkTo'],
): Promise<void> {
  const about = { submission: current, actor, audience: HISTORY_AUDIENCE.submission, at, linkTo } as const;
  if (update.assignedToId) {
    const assignee = await repos.users.findById(update.assignedToId);
    if (assignee) await followAsWorker(repos, assignee, current.id, at);
    await notify(repos, {
      ...about,
      kind: 'assignment',
      title: 'Assigned to you',
      details: entryDetails(entries, 'Assigned'),
      only: [update.assignedToId],
    });
  }
  if (update.status !== undefined) {
    const moved = entries.find((e) => e.action === 'Status changed' || e.action === 'Submission reopened');
    await notify(repos, { ...about, kind: 'status', title: moved?.action ?? 'Status changed', details: moved?.details ?? '' });
  }
}

/** A move into review (a reopening too) puts the submission on the underwriting queue; a move out of it closes its review task. */
async function keepReviewQueue(
  repos: Repositories,
  actor: Actor,
  current: Submission,
  update: SubmissionUpdate,
  at: string,
  linkTo: CoreDeps['linkTo'],
): Promise<void> {
  if (update.status === undefined) return;
  if (update.status === 'in_review') await requestReview(repos, { actor, submission: current, at, linkTo });
  else if (current.status === 'in_review') await closeReviewTask(repos, current.id);
}

const entryDetails = (entries: NewHistoryEntry[], action: string) => entries.find((e) => e.action === action)?.details ?? '';

/**
 * The status rules, with a move no one may make answered as a conflict with the record's state (409), and a
 * move this role may not make as forbidden (403).
 */
export function enforceTransition(from: SubmissionStatus, to: SubmissionStatus, role: Role): void {
  try {
    assertTransition(from, to, role);
  } catch (error) {
    if (error instanceof AppError && error.code === 'invalid') throw AppError.conflict(error.message);
    throw error;
  }
}

import { assertRole, type Actor, type CoreDeps } from '../../shared/usecases/deps.ts';
import { DecisionSchema } from '../../shared/usecases/schemas.ts';
import { parseOrThrow } from '../../shared/validation.ts';
import { DECISION_ROLES } from '../../users/entities.ts';
import { HISTORY_AUDIENCE, type CustomerSubmission } from '../customer-view.ts';
import type { Decision, Submission } from '../entities.ts';
import { getSubmission } from './get-submission.ts';
import { enforceTransition } from './update-submission.ts';
import { visibleSubmission } from './visible-submission.ts';
import { recordedBy } from '../../shared/author.ts';
import { notify } from '../../notifications/notify.ts';
import { assertChangeable, statusLabel } from '../workflow.ts';

/**
 * Approves or rejects with a note (the 'Submit decision' button). Broker managers and insurers only.
 * Fails with `forbidden`, `invalid` (no note), `conflict` (not in a state that can be decided), `not_found`.
 */
export const decideSubmission =
  (deps: CoreDeps) =>
  async (actor: Actor, idOrSubmissionId: string, input: unknown): Promise<Submission | CustomerSubmission> => {
    assertRole(actor, DECISION_ROLES);
    const { decision, note } = parseOrThrow(DecisionSchema, input) as Decision;
    const id = await deps.uow.run(async (repos) => {
      const current = await visibleSubmission(repos, actor, idOrSubmissionId);
      assertChangeable(current.status);
      enforceTransition(current.status, decision, actor.role);
      const now = deps.clock.now().toISOString();
      await repos.submissions.update(current.id, { status: decision, decidedAt: now, isNew: false });
      // The client learns the outcome; the reasoning behind it stays with staff, in an entry of its own
      // (written first, so the outcome heads the history).
      await repos.history.add(current.id, {
        ...recordedBy(actor),
        action: 'Decision note',
        details: note.trim(),
        audience: HISTORY_AUDIENCE.decisionNote,
        date: now,
      });
      const outcome = {
        action: decision === 'approved' ? 'Submission approved' : 'Submission rejected',
        details: `${statusLabel(current.status)} → ${statusLabel(decision)}`,
      };
      await repos.history.add(current.id, { ...recordedBy(actor), ...outcome, audience: HISTORY_AUDIENCE.submission, date: now });
      await notify(repos, {
        linkTo: deps.linkTo,
        kind: 'decision',
        submission: current,
        actor,
        title: outcome.action,
        details: outcome.details,
        audience: HISTORY_AUDIENCE.submission,
        at: now,
      });
      return current.id;
    });
    return getSubmission(deps)(actor, id);
  };

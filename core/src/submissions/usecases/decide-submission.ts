import { assertRole, type Actor, type CoreDeps } from '../../use-case-deps.ts';
import { DecisionSchema } from '../schemas.ts';
import { parseOrThrow } from '../../shared/validation.ts';
import { DECISION_ROLES } from '../../users/index.ts';
import { HISTORY_AUDIENCE, type CustomerSubmission } from '../customer-view.ts';
import { DECISION_ACTIONS, DECISION_NEXT_STEPS, approvalTerms } from '../decision.ts';
import type { Decision, Submission } from '../entities.ts';
import type { NewHistoryEntry } from '../ports.ts';
import { getSubmission } from './get-submission.ts';
import { enforceTransition } from './update-submission.ts';
import { visibleSubmission } from './visible-submission.ts';
import { recordedBy } from '../../users/index.ts';
import { notify } from '../../notifications/index.ts';
import { assertChangeable, statusLabel } from '../workflow.ts';
import { closeReviewTask } from './review-request.ts';

/**
 * Approves or rejects (the 'Submit decision' button). Broker managers and insurers only. A rejection tells
 * the client why (customerReason); an approval rests on one of the submission's quotes or on written
 * conditions. Fails with `forbidden`, `invalid` (no note, a rejection without a reason for the client, an
 * approval without terms, a quote not on the submission), `conflict` (not in a state that can be decided),
 * `not_found`.
 */
export const decideSubmission =
  (deps: CoreDeps) =>
  async (actor: Actor, idOrSubmissionId: string, input: unknown): Promise<Submission | CustomerSubmission> => {
    assertRole(actor, DECISION_ROLES);
    const decided = parseOrThrow(DecisionSchema, input) as Decision;
    const { decision, note, customerReason } = decided;
    const id = await deps.uow.run(async (repos) => {
      const current = await visibleSubmission(repos, actor, idOrSubmissionId);
      assertChangeable(current.status);
      enforceTransition(current.status, decision, actor.role);
      const terms = decision === 'approved' ? approvalTerms(current.quotes, decided) : null;
      const now = deps.clock.now().toISOString();
      await repos.submissions.update(current.id, { status: decision, decidedAt: now, isNew: false });
      const entry = (action: string, details: string, audience: NewHistoryEntry['audience']): NewHistoryEntry => ({
        ...recordedBy(actor),
        action,
        details,
        audience,
        date: now,
      });
      // Written oldest first, so the outcome heads the history with the client's reason right under it; the
      // note and the terms stay with staff, in entries of their own.
      const entries: NewHistoryEntry[] = [];
      if (terms) entries.push(entry(DECISION_ACTIONS.terms, terms, HISTORY_AUDIENCE.approvalTerms));
      if (customerReason) entries.push(entry(DECISION_ACTIONS.customerReason, customerReason, HISTORY_AUDIENCE.decisionReason));
      entries.push(entry(DECISION_ACTIONS.note, note.trim(), HISTORY_AUDIENCE.decisionNote));
      const outcome = { action: DECISION_ACTIONS[decision], details: `${statusLabel(current.status)} → ${statusLabel(decision)}` };
      entries.push(entry(outcome.action, outcome.details, HISTORY_AUDIENCE.submission));
      for (const written of entries) await repos.history.add(current.id, written);
      await closeReviewTask(repos, current.id);
      // The client's bell entry and mail carry the reason and what to do next (notify mails the client's side).
      const told = [
        outcome.details,
        customerReason ? `Reason: ${customerReason.replace(/[.\s]+$/, '')}` : null,
        DECISION_NEXT_STEPS[decision],
      ];
      await notify(repos, {
        linkTo: deps.linkTo,
        kind: 'decision',
        submission: current,
        actor,
        title: outcome.action,
        details: told.filter(Boolean).join('. '),
        audience: HISTORY_AUDIENCE.submission,
        at: now,
      });
      return current.id;
    });
    return getSubmission(deps)(actor, id);
  };

import { assertStaff, type Actor, type CoreDeps } from '../../use-case-deps.ts';
import type { QuotePatchInput } from '../schemas.ts';
import type { Quote } from '../entities.ts';
import { quoteHistoryDetails } from './add-quote.ts';
import { visibleSubmission } from './visible-submission.ts';
import { quoteAudience } from '../customer-view.ts';
import { recordedBy } from '../../users/index.ts';
import { assertChangeable } from '../workflow.ts';
import { notify } from '../../notifications/index.ts';
import { quoteCarrier } from '../../carriers/index.ts';
import { AppError } from '../../errors.ts';
import { writeOverReadVersion } from '../../shared/record-version.ts';

/** Edits a quote (e.g. its status); history 'Quote updated'. Staff only; not_found for another submission's quote. */
export const updateQuote =
  (deps: CoreDeps) =>
  async (
    actor: Actor,
    idOrSubmissionId: string,
    quoteId: string,
    { version, carrier, carrierId, ...changes }: QuotePatchInput,
  ): Promise<Quote> => {
    assertStaff(actor);
    const read = version ?? undefined;
    return deps.uow.run(async (repos) => {
      const submission = await visibleSubmission(repos, actor, idOrSubmissionId);
      assertChangeable(submission.status);
      const current = submission.quotes.find((q) => q.id === quoteId);
      if (!current) throw AppError.notFound('Quote');
      const now = deps.clock.now().toISOString();
      const chosen = await quoteCarrier(repos, actor, { carrier, carrierId }, now);
      const asStored = async () => (await visibleSubmission(repos, actor, submission.id)).quotes.find((q) => q.id === quoteId);
      const updated = await writeOverReadVersion(read, current, asStored, (expected) =>
        repos.quotes.update(submission.id, quoteId, { ...changes, ...chosen }, expected),
      );
      const details = quoteHistoryDetails(updated);
      await repos.history.add(submission.id, {
        ...recordedBy(actor),
        action: 'Quote updated',
        audience: quoteAudience(updated),
        details,
        date: now,
      });
      await notify(repos, {
        linkTo: deps.linkTo,
        kind: 'quote',
        submission,
        actor,
        title: `Quote ${updated.status.trim().toLowerCase() || 'updated'}`,
        details,
        audience: quoteAudience(updated),
        at: now,
      });
      return updated;
    });
  };

import { assertStaff, type Actor, type CoreDeps } from '../../shared/usecases/deps.ts';
import { QuoteInputSchema } from '../../shared/usecases/schemas.ts';
import { parseOrThrow } from '../../shared/validation.ts';
import type { Quote, QuoteInput } from '../entities.ts';
import { visibleSubmission } from './visible-submission.ts';
import { quoteAudience } from '../customer-view.ts';
import { recordedBy } from '../../shared/author.ts';
import { assertChangeable } from '../workflow.ts';
import { notify } from '../../notifications/notify.ts';

export const formatAmount = (amount: number) => amount.toLocaleString('en-US', { style: 'currency', currency: 'USD' });

/** Adds a carrier's quote; history 'Quote added'. Staff only. */
export const addQuote =
  (deps: CoreDeps) =>
  async (actor: Actor, idOrSubmissionId: string, input: unknown): Promise<Quote> => {
    assertStaff(actor);
    const quote = parseOrThrow(QuoteInputSchema, input) as QuoteInput;
    return deps.uow.run(async (repos) => {
      const submission = await visibleSubmission(repos, actor, idOrSubmissionId);
      assertChangeable(submission.status);
      const created = await repos.quotes.add(submission.id, quote);
      const now = deps.clock.now().toISOString();
      const details = `${created.carrier}: ${formatAmount(created.amount)} (${created.status})`;
      await repos.history.add(submission.id, {
        ...recordedBy(actor),
        action: 'Quote added',
        audience: quoteAudience(created),
        details,
        date: now,
      });
      await notify(repos, {
        linkTo: deps.linkTo,
        kind: 'quote',
        submission,
        actor,
        title: 'Quote received',
        details,
        audience: quoteAudience(created),
        at: now,
      });
      return created;
    });
  };

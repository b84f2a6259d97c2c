import { assertStaff, type Actor, type CoreDeps } from '../../shared/usecases/deps.ts';
import { QuoteInputSchema } from '../../shared/usecases/schemas.ts';
import { parseOrThrow } from '../../shared/validation.ts';
import type { Quote, QuoteInput } from '../entities.ts';
import { visibleSubmission } from './visible-submission.ts';
import { quoteAudience } from '../customer-view.ts';
import { recordedBy } from '../../shared/author.ts';
import { assertChangeable } from '../workflow.ts';

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
      await repos.history.add(submission.id, {
        ...recordedBy(actor),
        action: 'Quote added',
        audience: quoteAudience(created),
        details: `${created.carrier}: ${formatAmount(created.amount)} (${created.status})`,
        date: deps.clock.now().toISOString(),
      });
      return created;
    });
  };

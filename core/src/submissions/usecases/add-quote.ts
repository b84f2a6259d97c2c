import { assertStaff, type Actor, type CoreDeps } from '../../use-case-deps.ts';
import { QuoteInputSchema } from '../schemas.ts';
import { parseOrThrow } from '../../shared/validation.ts';
import type { Quote } from '../entities.ts';
import { visibleSubmission } from './visible-submission.ts';
import { quoteAudience } from '../customer-view.ts';
import { recordedBy } from '../../users/index.ts';
import { assertChangeable } from '../workflow.ts';
import { notify } from '../../notifications/index.ts';
import { quoteCarrier } from '../../carriers/index.ts';
import type { ValidQuoteInput } from '../schemas.ts';
import { QUOTE_ADDED_ACTION } from '../../insights/index.ts';

export const formatAmount = (amount: number) => amount.toLocaleString('en-US', { style: 'currency', currency: 'USD' });

/** What a quote's history entry says of it: the carrier, the amount and where the quote stands. */
export const quoteHistoryDetails = (quote: Pick<Quote, 'carrier' | 'amount' | 'status'>): string =>
  `${quote.carrier}: ${formatAmount(quote.amount)} (${quote.status})`;

/** Adds a carrier's quote, naming a carrier of the directory (see quoteCarrier); history 'Quote added'. Staff only. */
export const addQuote =
  (deps: CoreDeps) =>
  async (actor: Actor, idOrSubmissionId: string, input: unknown): Promise<Quote> => {
    assertStaff(actor);
    const { carrier: _name, carrierId: _id, ...quote } = parseOrThrow(QuoteInputSchema, input) as ValidQuoteInput;
    return deps.uow.run(async (repos) => {
      const submission = await visibleSubmission(repos, actor, idOrSubmissionId);
      assertChangeable(submission.status);
      const now = deps.clock.now().toISOString();
      const carrier = (await quoteCarrier(repos, actor, { carrier: _name, carrierId: _id }, now))!;
      const created = await repos.quotes.add(submission.id, { ...quote, ...carrier });
      const details = quoteHistoryDetails(created);
      await repos.history.add(submission.id, {
        ...recordedBy(actor),
        action: QUOTE_ADDED_ACTION,
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

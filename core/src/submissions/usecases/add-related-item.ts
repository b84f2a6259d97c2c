import { assertStaff, type Actor, type CoreDeps } from '../../use-case-deps.ts';
import { RelatedItemInputSchema } from '../schemas.ts';
import { parseOrThrow } from '../../shared/validation.ts';
import type { RelatedItem, RelatedItemInput } from '../entities.ts';
import { visibleSubmission } from './visible-submission.ts';
import { HISTORY_AUDIENCE } from '../customer-view.ts';
import { recordedBy } from '../../users/index.ts';
import { assertChangeable } from '../workflow.ts';

/** Links a policy, claim or invoice ('Add Related Item'); history 'Related item added'. Staff only. */
export const addRelatedItem =
  (deps: CoreDeps) =>
  async (actor: Actor, idOrSubmissionId: string, input: unknown): Promise<RelatedItem> => {
    assertStaff(actor);
    const item = parseOrThrow(RelatedItemInputSchema, input) as RelatedItemInput;
    return deps.uow.run(async (repos) => {
      const submission = await visibleSubmission(repos, actor, idOrSubmissionId);
      assertChangeable(submission.status);
      const created = await repos.relatedItems.add(submission.id, item);
      await repos.history.add(submission.id, {
        ...recordedBy(actor),
        action: 'Related item added',
        audience: HISTORY_AUDIENCE.relatedItem,
        details: `${created.type} ${created.reference}`,
        date: deps.clock.now().toISOString(),
      });
      return created;
    });
  };

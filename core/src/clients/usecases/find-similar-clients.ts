import { assertStaff, type Actor, type CoreDeps } from '../../use-case-deps.ts';
import type { SubmissionStatus } from '../../submissions/index.ts';
import type { SimilarClient } from '../entities.ts';
import { findSimilarClients as rankSimilar } from '../duplicates.ts';

const OPEN: SubmissionStatus[] = ['pending', 'in_progress', 'in_review'];
const MAX_OPEN_LOOKUP = 500;

/**
 * Existing clients whose name resembles `name`, each with its open submissions, so the wizard can warn
 * before a duplicate client or submission is created. Staff only; `name` is trimmed and not blank.
 */
export const lookUpSimilarClients =
  (deps: Pick<CoreDeps, 'uow'>) =>
  async (actor: Actor, { name }: { name: string }): Promise<SimilarClient[]> => {
    assertStaff(actor);
    const repos = deps.uow.repos;
    const matches = rankSimilar(name, await repos.clients.list());
    return Promise.all(
      matches.map(async ({ client, score }) => {
        // The list query has no client filter; the client's name narrows it, the id makes it exact.
        const page = await repos.submissions.list({ q: client.name, limit: MAX_OPEN_LOOKUP });
        const openSubmissions = page.items
          .filter((s) => s.clientId === client.id && OPEN.includes(s.status))
          .map((s) => ({ id: s.id, submissionId: s.submissionId, status: s.status }));
        return { client, score, openSubmissions };
      }),
    );
  };

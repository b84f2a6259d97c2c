import type { Repositories } from '../../repositories.ts';
import { rateSubmission } from '../rating.ts';
import type { RatingResult } from '../entities.ts';

/** Rates the submission again from its stored schedules and coverages; called whenever a schedule changes. */
export async function rerate(repos: Repositories, submissionId: string, now: Date): Promise<RatingResult> {
  const submission = await repos.submissions.get(submissionId);
  if (!submission) throw new Error(`Submission ${submissionId} vanished while re-rating`);
  const rating = rateSubmission({ coverages: submission.coverages, properties: submission.properties, vehicles: submission.vehicles }, now);
  await repos.submissions.update(submissionId, { rating });
  return rating;
}

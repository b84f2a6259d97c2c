import type { Repositories } from '../../shared/unit-of-work.ts';
import type { Property, RatingResult, SubmissionCoverage, Vehicle } from '../entities.ts';
import { rateSubmission } from '../../shared/usecases/rules.ts';

export interface RatingInput {
  coverages: SubmissionCoverage[];
  properties: Property[];
  vehicles: Vehicle[];
  now: Date;
}

export function rate(input: RatingInput): RatingResult {
  return rateSubmission(input);
}

/** Rates the submission again from its stored schedules; called whenever a schedule changes. */
export async function rerate(repos: Repositories, submissionId: string, now: Date): Promise<RatingResult> {
  const submission = await repos.submissions.get(submissionId);
  if (!submission) throw new Error(`Submission ${submissionId} vanished while re-rating`);
  const rating = rate({
    coverages: submission.coverages,
    properties: submission.properties,
    vehicles: submission.vehicles,
    now,
  });
  await repos.submissions.update(submissionId, { rating });
  return rating;
}

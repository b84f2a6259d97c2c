import { REVIEW_THRESHOLD, type FieldConfidence, type Provenance } from '@workbench/core';

/**
 * An extracted row ready to save: the fields the extractor was less than REVIEW_THRESHOLD sure of are listed
 * in needsReview so the screen highlights them until a person edits them.
 */
export function toReviewedRow<T extends object>(
  row: T & { confidence?: FieldConfidence; provenance?: Provenance },
): Omit<T, 'confidence' | 'provenance'> & { needsReview: string[] } {
  const { confidence = {}, provenance: _provenance, ...fields } = row;
  const needsReview = Object.entries(confidence)
    .filter(([field, score]) => score < REVIEW_THRESHOLD && field in fields)
    .map(([field]) => field);
  return { ...fields, needsReview };
}

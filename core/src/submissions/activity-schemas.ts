import * as v from 'valibot';
import { HISTORY_AUDIENCES } from './entities.ts';

// The Activity tab's list as the API reads its query and answers it.

export const DEFAULT_ACTIVITY_LIMIT = 20;
export const MAX_ACTIVITY_LIMIT = 200;

/**
 * How many entries a caller asked for: a whole number above 0, at most the largest the tab shows; anything
 * else (missing, text, zero, a fraction) reads as the default, so an odd link still shows the latest entries.
 */
export function activityLimit(value: unknown): number {
  const n = Number(value ?? DEFAULT_ACTIVITY_LIMIT);
  return Number.isInteger(n) && n > 0 ? Math.min(n, MAX_ACTIVITY_LIMIT) : DEFAULT_ACTIVITY_LIMIT;
}

/** GET /api/activity's query: `limit`, read leniently by activityLimit. */
export const ActivityQuerySchema = v.object({
  limit: v.optional(
    v.pipe(
      v.unknown(),
      v.transform(activityLimit),
      // The number the value is read as, a schema of its own so the API's description can state it.
      v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(MAX_ACTIVITY_LIMIT), v.description('How many')),
    ),
    String(DEFAULT_ACTIVITY_LIMIT),
  ),
});

/** One entry of a submission's history on the Activity tab, with the submission it belongs to. */
export const ActivityEntrySchema = v.object({
  id: v.string(),
  user: v.string(),
  userId: v.nullable(v.string()),
  date: v.string(),
  action: v.string(),
  details: v.string(),
  audience: v.picklist(HISTORY_AUDIENCES),
  submissionId: v.string(),
  submissionRecordId: v.string(),
  client: v.string(),
});

/** The latest entries, newest first. */
export const ActivityListSchema = v.array(ActivityEntrySchema);

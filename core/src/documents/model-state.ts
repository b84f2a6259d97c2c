import * as v from 'valibot';

/** What an operator should know about the optional local model that helps reading documents. */
export const LocalModelStateSchema = v.object({
  /** false when no model server is configured: documents are read by the built-in rules alone, without a word about a model. */
  configured: v.boolean(),
  /** Whether the model server answered its last call or check; null while it has not been asked yet. */
  reachable: v.nullable(v.boolean()),
  /** Why its last call or check failed, for a person; null when it succeeded. */
  lastError: v.nullable(v.string()),
  /** When it was last called or checked (ISO time), null before that. */
  checkedAt: v.nullable(v.pipe(v.string(), v.isoTimestamp())),
});
export type LocalModelState = v.InferOutput<typeof LocalModelStateSchema>;

import type * as v from 'valibot';
import type { FollowedSubmissionSchema, SavedViewSchema, ViewSearchSchema } from './schemas.ts';

/** The values of a list's address (its search parameters), as saved with a view. */
export type ViewSearch = v.InferOutput<typeof ViewSearchSchema>;

/**
 * A named set of the submissions list's filters and sort, saved by one person: private to them, or shared
 * with the team, who may open it but not change it.
 */
export type SavedView = v.InferOutput<typeof SavedViewSchema>;

export interface NewSavedView {
  name: string;
  ownerId: string;
  shared: boolean;
  search: ViewSearch;
  at: string;
}

/** A submission the person follows, for their workspace. */
export type FollowedSubmission = v.InferOutput<typeof FollowedSubmissionSchema>;

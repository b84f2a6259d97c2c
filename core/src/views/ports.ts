import type * as v from 'valibot';
import type { FollowedSubmission, NewSavedView, SavedView } from './entities.ts';
import type { NewViewSchema, ViewChangesSchema, ViewCopySchema } from './schemas.ts';

/** A view to save, as POST /api/views reads it. */
export type NewView = v.InferOutput<typeof NewViewSchema>;
/** What a copy of a view is called. */
export type ViewCopy = v.InferOutput<typeof ViewCopySchema>;
/** A rename, or a change of sharing. */
export type ViewChanges = v.InferOutput<typeof ViewChangesSchema>;

export interface SavedViewRepository {
  /** The person's own views and those others shared, by name. */
  listVisible(userId: string): Promise<SavedView[]>;
  /** Null when there is no such view (or the id is not one). */
  get(id: string): Promise<SavedView | null>;
  /** Fails with `conflict` when the owner already has a view of that name (without case). */
  create(view: NewSavedView): Promise<SavedView>;
  /** Fails with `conflict` as create does, `not_found` when the view is gone. */
  update(id: string, changes: { name?: string; shared?: boolean }, at: string): Promise<SavedView>;
  delete(id: string): Promise<void>;
  /** The submissions the person follows, the most recently followed first. */
  followedSubmissions(userId: string, limit: number): Promise<FollowedSubmission[]>;
}

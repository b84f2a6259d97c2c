/** The values of a list's address (its search parameters), as saved with a view. */
export type ViewSearch = Record<string, string | number | boolean>;

/**
 * A named set of the submissions list's filters and sort, saved by one person: private to them, or shared
 * with the team, who may open it but not change it.
 */
export interface SavedView {
  id: string;
  name: string;
  ownerId: string;
  /** The owner's name as the team sees it. */
  owner: string;
  shared: boolean;
  search: ViewSearch;
  createdAt: string;
  updatedAt: string;
}

export interface NewSavedView {
  name: string;
  ownerId: string;
  shared: boolean;
  search: ViewSearch;
  at: string;
}

/** A submission the person follows, for their workspace. */
export interface FollowedSubmission {
  id: string;
  submissionId: string;
  client: string;
  status: string;
  dueDate: string | null;
  followedAt: string;
}

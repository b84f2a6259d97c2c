import { actsAsStaff } from '../users/index.ts';
import { audienceOf } from '../users/index.ts';
import type { User } from '../users/index.ts';
import type { SavedView } from './entities.ts';

/** Views save the submissions list, which is staff's: only staff keep them. */
export const canKeepViews = (user: Pick<User, 'role' | 'status'>): boolean => actsAsStaff(user);
/** Who may keep views, as the API's audience. */
export const VIEW_KEEPERS = audienceOf('staff', canKeepViews);

/** A view is seen by its owner, and by the team once shared. */
export const canSeeView = (user: Pick<User, 'id' | 'role' | 'status'>, view: Pick<SavedView, 'ownerId' | 'shared'>): boolean =>
  canKeepViews(user) && (view.ownerId === user.id || view.shared);

/** Only its owner renames, shares or deletes a view: a shared view is the team's to open, not to change. */
export const canChangeView = (user: Pick<User, 'id' | 'role' | 'status'>, view: Pick<SavedView, 'ownerId'>): boolean =>
  canKeepViews(user) && view.ownerId === user.id;

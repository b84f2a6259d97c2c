import type * as v from 'valibot';
import { AppError } from '../errors.ts';
import type { Clock } from '../shared/ports.ts';
import { isUuid, type Actor } from '../use-case-deps.ts';
import type { ReportDownloadLog } from '../reports/index.ts';
import type { SavedView } from './entities.ts';
import type { SavedViewRepository } from './ports.ts';
import { canChangeView, canKeepViews, canSeeView } from './rules.ts';
import { VIEW_NAME_MAX, type WorkspaceSchema } from './schemas.ts';
import type { NewView, ViewChanges, ViewCopy } from './ports.ts';

export interface ViewDeps {
  views: SavedViewRepository;
  clock: Clock;
}

function assertCanKeepViews(actor: Actor): void {
  if (!canKeepViews(actor)) throw AppError.forbidden();
}

/** A view the actor may see; another's private view is answered as if it did not exist. */
async function visibleView(deps: ViewDeps, actor: Actor, id: string): Promise<SavedView> {
  const view = isUuid(id) ? await deps.views.get(id) : null;
  if (!view || !canSeeView(actor, view)) throw AppError.notFound('View');
  return view;
}

/** The actor's views and the team's shared ones. Fails with `forbidden` for anyone but staff. */
export const listViews =
  (deps: ViewDeps) =>
  async (actor: Actor): Promise<SavedView[]> => {
    assertCanKeepViews(actor);
    return deps.views.listVisible(actor.id);
  };

/** One view. Fails with `forbidden` (not staff) or `not_found` (none, or another's private one). */
export const getView =
  (deps: ViewDeps) =>
  async (actor: Actor, id: string): Promise<SavedView> => {
    assertCanKeepViews(actor);
    return visibleView(deps, actor, id);
  };

/** Saves the list's search under a name. Fails with `forbidden`, `invalid`, or `conflict` (a name the actor already uses). */
export const saveView =
  (deps: ViewDeps) =>
  async (actor: Actor, body: NewView): Promise<SavedView> => {
    assertCanKeepViews(actor);
    return deps.views.create({
      name: body.name,
      shared: body.shared,
      search: body.search,
      ownerId: actor.id,
      at: deps.clock.now().toISOString(),
    });
  };

/**
 * Saves a copy of a view the actor may see (their own, or one the team shared) as a private view of theirs,
 * to change as they like: a shared view is its owner's to change. Fails with `forbidden`, `not_found` or
 * `conflict` (a name the actor already uses).
 */
export const copyView =
  (deps: ViewDeps) =>
  async (actor: Actor, id: string, copy: ViewCopy): Promise<SavedView> => {
    assertCanKeepViews(actor);
    const view = await visibleView(deps, actor, id);
    return deps.views.create({
      name: copy.name ?? `${view.name} (copy)`.slice(0, VIEW_NAME_MAX),
      shared: false,
      search: view.search,
      ownerId: actor.id,
      at: deps.clock.now().toISOString(),
    });
  };

/**
 * Renames a view or changes whether it is shared: its owner only. Fails with `forbidden` (a colleague's
 * shared view), `not_found`, `invalid` or `conflict`.
 */
export const changeView =
  (deps: ViewDeps) =>
  async (actor: Actor, id: string, changes: ViewChanges): Promise<SavedView> => {
    assertCanKeepViews(actor);
    const view = await visibleView(deps, actor, id);
    if (!canChangeView(actor, view)) throw AppError.forbidden('Only the owner of a view can change it');
    return deps.views.update(view.id, changes, deps.clock.now().toISOString());
  };

/** Deletes a view: its owner only. Fails with `forbidden` (a colleague's shared view) or `not_found`. */
export const deleteView =
  (deps: ViewDeps) =>
  async (actor: Actor, id: string): Promise<void> => {
    assertCanKeepViews(actor);
    const view = await visibleView(deps, actor, id);
    if (!canChangeView(actor, view)) throw AppError.forbidden('Only the owner of a view can delete it');
    await deps.views.delete(view.id);
  };

/** The person's workspace as the API answers it. */
export type Workspace = v.InferOutput<typeof WorkspaceSchema>;

/** The person's workspace: their views (and the team's), the reports they downloaded and the submissions they follow. */
export const getWorkspace =
  (deps: ViewDeps & { downloads: ReportDownloadLog }) =>
  async (actor: Actor): Promise<Workspace> => {
    assertCanKeepViews(actor);
    const [views, downloads, followed] = await Promise.all([
      deps.views.listVisible(actor.id),
      deps.downloads.recent(actor.id, 10),
      deps.views.followedSubmissions(actor.id, 20),
    ]);
    return { views, downloads, followed };
  };

import { NewViewSchema, SavedViewListSchema, SavedViewSchema, VIEW_KEEPERS, ViewChangesSchema } from '@workbench/core';
import { endpoint } from './endpoint.ts';

/** Saved views of the submissions list: each person's own, and those the team shared. */
export const views = {
  listViews: endpoint({
    method: 'GET',
    path: '/views',
    who: VIEW_KEEPERS,
    summary: "Saved views of the submissions list: the signed-in person's own and those the team shared, by name",
    tag: 'Reports',
    ok: [200, SavedViewListSchema],
    errors: [],
  }),
  saveView: endpoint({
    method: 'POST',
    path: '/views',
    who: VIEW_KEEPERS,
    summary: "Save the submissions list's search under a name, private or shared with the team",
    tag: 'Reports',
    body: NewViewSchema,
    ok: [201, SavedViewSchema],
    errors: [400, 409],
    example: { name: 'My overdue property', shared: false, search: { status: 'in_review', product: 'commercial_property' } },
  }),
  getView: endpoint({
    method: 'GET',
    path: '/views/:id',
    who: VIEW_KEEPERS,
    summary: 'One view (its owner’s, or shared)',
    tag: 'Reports',
    ok: [200, SavedViewSchema],
    errors: [404],
  }),
  changeView: endpoint({
    method: 'PATCH',
    path: '/views/:id',
    who: VIEW_KEEPERS,
    summary: 'Rename a view, or share it or stop sharing it: its owner only',
    tag: 'Reports',
    body: ViewChangesSchema,
    ok: [200, SavedViewSchema],
    errors: [400, 404, 409],
    example: { shared: true },
  }),
  deleteView: endpoint({
    method: 'DELETE',
    path: '/views/:id',
    who: VIEW_KEEPERS,
    summary: 'Delete a view: its owner only',
    tag: 'Reports',
    ok: [204, null],
    errors: [404],
  }),
} as const;

import { queryOptions } from '@tanstack/react-query';
import { type BodyOf, reports, views } from '@workbench/contract';
import { call } from '../api/call.ts';

/** Reports, saved views and the workspace: what the signed-in person keeps and has downloaded. */
export const reportKeys = {
  carriers: ['reports', 'carriers'] as const,
  downloads: ['reports', 'downloads'] as const,
  views: ['views'] as const,
  workspace: ['workspace'] as const,
};

export const carriersQueryOptions = () => queryOptions({ queryKey: reportKeys.carriers, queryFn: () => call(reports.reportCarriers, {}) });

export const downloadsQueryOptions = () =>
  queryOptions({ queryKey: reportKeys.downloads, queryFn: () => call(reports.recentDownloads, {}) });

export const viewsQueryOptions = () => queryOptions({ queryKey: reportKeys.views, queryFn: () => call(views.listViews, {}) });

export const workspaceQueryOptions = () => queryOptions({ queryKey: reportKeys.workspace, queryFn: () => call(views.getWorkspace, {}) });

export const viewCalls = {
  save: (view: BodyOf<typeof views.saveView>) => call(views.saveView, { body: view }),
  copy: (id: string, copy: BodyOf<typeof views.copyView> = {}) => call(views.copyView, { params: { id }, body: copy }),
  change: (id: string, changes: BodyOf<typeof views.changeView>) => call(views.changeView, { params: { id }, body: changes }),
  remove: (id: string) => call(views.deleteView, { params: { id } }),
};

import { queryOptions } from '@tanstack/react-query';
import { type BodyOf, views } from '@workbench/contract';
import type { ReportDownload } from '@workbench/core';
import { call } from '../api/call.ts';
import { api } from '../api/client.ts';

/** Reports, saved views and the workspace: what the signed-in person keeps and has downloaded. */
export const reportKeys = {
  carriers: ['reports', 'carriers'] as const,
  downloads: ['reports', 'downloads'] as const,
  views: ['views'] as const,
  workspace: ['workspace'] as const,
};

export const carriersQueryOptions = () =>
  queryOptions({ queryKey: reportKeys.carriers, queryFn: () => api.get<string[]>('/api/reports/carriers') });

export const downloadsQueryOptions = () =>
  queryOptions({ queryKey: reportKeys.downloads, queryFn: () => api.get<ReportDownload[]>('/api/reports/downloads') });

export const viewsQueryOptions = () => queryOptions({ queryKey: reportKeys.views, queryFn: () => call(views.listViews, {}) });

export const workspaceQueryOptions = () => queryOptions({ queryKey: reportKeys.workspace, queryFn: () => call(views.getWorkspace, {}) });

export const viewCalls = {
  save: (view: BodyOf<typeof views.saveView>) => call(views.saveView, { body: view }),
  copy: (id: string, copy: BodyOf<typeof views.copyView> = {}) => call(views.copyView, { params: { id }, body: copy }),
  change: (id: string, changes: BodyOf<typeof views.changeView>) => call(views.changeView, { params: { id }, body: changes }),
  remove: (id: string) => call(views.deleteView, { params: { id } }),
};

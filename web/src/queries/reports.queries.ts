import { queryOptions } from '@tanstack/react-query';
import type { ReportDownload, SavedView, ViewSearch, Workspace } from '@workbench/core';
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

export const viewsQueryOptions = () => queryOptions({ queryKey: reportKeys.views, queryFn: () => api.get<SavedView[]>('/api/views') });

export const workspaceQueryOptions = () =>
  queryOptions({ queryKey: reportKeys.workspace, queryFn: () => api.get<Workspace>('/api/workspace') });

export const viewCalls = {
  save: (view: { name: string; shared: boolean; search: ViewSearch }) => api.post<SavedView>('/api/views', view),
  change: (id: string, changes: { name?: string; shared?: boolean }) => api.patch<SavedView>(`/api/views/${id}`, changes),
  remove: (id: string) => api.delete<void>(`/api/views/${id}`),
};

import { queryOptions } from '@tanstack/react-query';
import type { IntakeItem, MergeTargets } from '@workbench/core';
import { api } from '../api/client.ts';

export const intakeKeys = { queue: ['intake', 'queue'] as const };

/** The mails taken in that wait for a broker, newest first. */
export const intakeQueueQueryOptions = () =>
  queryOptions({
    queryKey: intakeKeys.queue,
    queryFn: () => api.get<IntakeItem[]>('/api/intake'),
  });

const item = (id: string, action: string) => `/api/intake/${encodeURIComponent(id)}/${action}`;

export const openIntakeItem = (id: string) => api.post<IntakeItem>(item(id, 'open'));
export const mergeIntakeItem = (id: string, submissionId: string) => api.post<IntakeItem>(item(id, 'merge'), { submissionId });
export const discardIntakeItem = (id: string, reason: string) => api.post<IntakeItem>(item(id, 'discard'), { reason });

export const mergeTargetsQueryOptions = (id: string, q: string) =>
  queryOptions({
    queryKey: ['intake', 'merge-targets', id, q] as const,
    queryFn: () => api.get<MergeTargets>(`${item(id, 'merge-targets')}${q ? `?q=${encodeURIComponent(q)}` : ''}`),
  });

/** The intake item a draft came from, while it is one; null for any other submission. */
export const draftIntakeQueryOptions = (submissionRef: string) =>
  queryOptions({
    queryKey: ['intake', 'draft', submissionRef] as const,
    queryFn: async () => (await api.get<{ item: IntakeItem | null }>(`/api/intake/drafts/${encodeURIComponent(submissionRef)}`)).item,
  });

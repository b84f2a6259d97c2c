import { queryOptions } from '@tanstack/react-query';
import type { IntakeItem } from '@workbench/core';
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

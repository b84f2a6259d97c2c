import { queryOptions } from '@tanstack/react-query';
import type { User } from '@workbench/core';
import { api } from '../api/client.ts';

export const pendingAccountsKey = ['accounts', 'pending'] as const;

/** Staff accounts people registered themselves, waiting for a broker manager's decision, oldest first. */
export const pendingAccountsQueryOptions = () =>
  queryOptions({
    queryKey: pendingAccountsKey,
    queryFn: () => api.get<User[]>('/api/accounts/pending'),
  });

export type AccountDecision = 'approve' | 'refuse';

export const decideAccount = ({ id, decision }: { id: string; decision: AccountDecision }) =>
  api.post<User>(`/api/accounts/${encodeURIComponent(id)}/${decision}`);

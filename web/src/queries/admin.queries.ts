import { queryOptions } from '@tanstack/react-query';
import type { AccountEvent, AccountOverview, ActivityEntry, SessionOverview, ThrottleEntry, User } from '@workbench/core';
import { api } from '../api/client.ts';

/** The administrator's lists; any change reads them all again. */
export const adminKeys = {
  all: ['admin'] as const,
  accounts: ['admin', 'accounts'] as const,
  sessions: ['admin', 'sessions'] as const,
  throttle: ['admin', 'throttle'] as const,
  audit: (q: string) => ['admin', 'audit', q] as const,
  accountChanges: ['admin', 'account-changes'] as const,
};

export const accountsQueryOptions = () =>
  queryOptions({ queryKey: adminKeys.accounts, queryFn: () => api.get<AccountOverview[]>('/api/admin/accounts') });
export const sessionsQueryOptions = () =>
  queryOptions({ queryKey: adminKeys.sessions, queryFn: () => api.get<SessionOverview[]>('/api/admin/sessions') });
export const throttleQueryOptions = () =>
  queryOptions({ queryKey: adminKeys.throttle, queryFn: () => api.get<ThrottleEntry[]>('/api/admin/throttle') });
export const auditQueryOptions = (q: string) =>
  queryOptions({ queryKey: adminKeys.audit(q), queryFn: () => api.get<ActivityEntry[]>('/api/admin/audit', { q, limit: 200 }) });

/** Who opened, approved, changed, deactivated or reset which account, newest first. */
export const accountChangesQueryOptions = () =>
  queryOptions({
    queryKey: adminKeys.accountChanges,
    queryFn: () => api.get<AccountEvent[]>('/api/admin/account-changes', { limit: 200 }),
  });

const account = (id: string) => `/api/admin/accounts/${encodeURIComponent(id)}`;
export const createAccount = (body: {
  username: string;
  password: string;
  fullName: string;
  email: string;
  role: string;
  invite: boolean;
}) => api.post<User>('/api/admin/accounts', body);
export const changeRole = (id: string, role: string) => api.patch<User>(`${account(id)}/role`, { role });
/** The person's own bind authority limit; null puts them back on the firm's default. */
export const setBindAuthority = (id: string, limit: number | null) => api.put<User>(`${account(id)}/bind-authority`, { limit });
export const setAccountCarrier = (id: string, carrierId: string | null) => api.put<User>(`${account(id)}/carrier`, { carrierId });
export const setActive = (id: string, active: boolean) =>
  api.post<{ account: User; sessionsEnded: number }>(`${account(id)}/${active ? 'reactivate' : 'deactivate'}`);
export const resetPassword = (id: string, password: string) => api.post<{ sessionsEnded: number }>(`${account(id)}/password`, { password });
export const revokeSession = (id: string) => api.delete<void>(`/api/admin/sessions/${encodeURIComponent(id)}`);
export const clearThrottle = (key: string) => api.delete<void>(`/api/admin/throttle/${encodeURIComponent(key)}`);

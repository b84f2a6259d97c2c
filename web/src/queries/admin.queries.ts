import { queryOptions } from '@tanstack/react-query';
import { admin, type BodyOf } from '@workbench/contract';
import { call } from '../api/call.ts';

/** The administrator's lists; any change reads them all again. */
export const adminKeys = {
  all: ['admin'] as const,
  accounts: ['admin', 'accounts'] as const,
  sessions: ['admin', 'sessions'] as const,
  throttle: ['admin', 'throttle'] as const,
  audit: (q: string) => ['admin', 'audit', q] as const,
  accountChanges: ['admin', 'account-changes'] as const,
};

export const accountsQueryOptions = () => queryOptions({ queryKey: adminKeys.accounts, queryFn: () => call(admin.listAccounts, {}) });
export const sessionsQueryOptions = () => queryOptions({ queryKey: adminKeys.sessions, queryFn: () => call(admin.listSessions, {}) });
export const throttleQueryOptions = () => queryOptions({ queryKey: adminKeys.throttle, queryFn: () => call(admin.listThrottle, {}) });
export const auditQueryOptions = (q: string) =>
  queryOptions({ queryKey: adminKeys.audit(q), queryFn: () => call(admin.auditLog, { query: { q, limit: 200 } }) });

/** Who opened, approved, changed, deactivated or reset which account, newest first. */
export const accountChangesQueryOptions = () =>
  queryOptions({ queryKey: adminKeys.accountChanges, queryFn: () => call(admin.listAccountChanges, { query: { limit: 200 } }) });

/** A role a staff account may be given. */
export type StaffRole = BodyOf<typeof admin.changeRole>['role'];

export const createAccount = (body: BodyOf<typeof admin.createAccount>) => call(admin.createAccount, { body });
export const changeRole = (id: string, role: StaffRole) => call(admin.changeRole, { params: { id }, body: { role } });
/** The person's own bind authority limit; null puts them back on the firm's default. */
export const setBindAuthority = (id: string, limit: number | null) => call(admin.setBindAuthority, { params: { id }, body: { limit } });
export const setAccountCarrier = (id: string, carrierId: string | null) =>
  call(admin.setAccountCarrier, { params: { id }, body: { carrierId } });
export const setActive = (id: string, active: boolean) =>
  call(active ? admin.reactivateAccount : admin.deactivateAccount, { params: { id } });
export const resetPassword = (id: string, password: string) => call(admin.resetPassword, { params: { id }, body: { password } });
export const revokeSession = (id: string) => call(admin.revokeSession, { params: { id } });
export const clearThrottle = (key: string) => call(admin.clearThrottle, { params: { key } });

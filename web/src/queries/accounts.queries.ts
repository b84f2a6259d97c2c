import { queryOptions } from '@tanstack/react-query';
import { accounts } from '@workbench/contract';
import { call } from '../api/call.ts';

export const pendingAccountsKey = ['accounts', 'pending'] as const;

/** Staff accounts people registered themselves, waiting for a broker manager's decision, oldest first. */
export const pendingAccountsQueryOptions = () =>
  queryOptions({
    queryKey: pendingAccountsKey,
    queryFn: () => call(accounts.listPendingAccounts, {}),
  });

export type AccountDecision = 'approve' | 'refuse';

export const decideAccount = ({ id, decision }: { id: string; decision: AccountDecision }) =>
  call(decision === 'approve' ? accounts.approveAccount : accounts.refuseAccount, { params: { id } });

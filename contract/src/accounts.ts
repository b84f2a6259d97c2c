import { ACCOUNT_APPROVERS, PendingAccountListSchema, UserSchema } from '@workbench/core';
import { endpoint } from './endpoint.ts';

/** Approving the staff accounts people open for themselves: broker managers decide. */
export const accounts = {
  listPendingAccounts: endpoint({
    method: 'GET',
    path: '/accounts/pending',
    who: ACCOUNT_APPROVERS,
    summary: 'Self-registered staff accounts awaiting approval, oldest first',
    tag: 'Users',
    ok: [200, PendingAccountListSchema],
    errors: [],
  }),
  approveAccount: endpoint({
    method: 'POST',
    path: '/accounts/:id/approve',
    who: ACCOUNT_APPROVERS,
    summary: 'Approve an account awaiting approval: it is now active, and mailed that it may sign in (409 when it is not pending)',
    tag: 'Users',
    ok: [200, UserSchema],
    errors: [404, 409],
  }),
  refuseAccount: endpoint({
    method: 'POST',
    path: '/accounts/:id/refuse',
    who: ACCOUNT_APPROVERS,
    summary: 'Refuse an account awaiting approval; it can no longer sign in (409 when it is not pending)',
    tag: 'Users',
    ok: [200, UserSchema],
    errors: [404, 409],
  }),
} as const;

import { accounts } from '@workbench/contract';
import { decideAccount, listPendingAccounts } from '@workbench/core';
import type { Services } from '../services.ts';
import { mount } from '../http/mount.ts';
import { newRouter } from '../http/router.ts';

/** Approving the staff accounts people open for themselves; core's ACCOUNT_APPROVERS decide who may. */
export function accountsRoutes(services: Services) {
  const router = newRouter();
  mount(
    router,
    accounts,
    {
      listPendingAccounts: (_input, { actor }) => listPendingAccounts(services)(actor),
      approveAccount: ({ params }, { actor }) => decideAccount(services)(actor, params.id, 'approve'),
      refuseAccount: ({ params }, { actor }) => decideAccount(services)(actor, params.id, 'refuse'),
    },
    { checkAnswers: services.config.checkAnswers },
  );
  return router;
}

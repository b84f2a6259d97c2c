import { admin } from '@workbench/contract';
import {
  accountChanges,
  auditLog,
  changeRole,
  clearThrottle,
  createAccount,
  listAccounts,
  listSessions,
  resetPassword,
  revokeSession,
  setAccountActive,
  setAccountCarrier,
  setBindAuthority,
  signInThrottle,
} from '@workbench/core';
import type { Services } from '../services.ts';
import { mount } from '../http/mount.ts';
import { newRouter } from '../http/router.ts';

/**
 * The administrator's tools: accounts, sessions, the sign-in throttle and the audit log. Core's ADMINISTRATORS
 * decide who may; approving self-registered accounts stays under /api/accounts.
 */
export function adminRoutes(services: Services) {
  const router = newRouter();
  mount(
    router,
    admin,
    {
      listAccounts: (_input, { actor }) => listAccounts(services)(actor),
      createAccount: ({ body }, { actor }) => createAccount(services)(actor, body),
      changeRole: ({ params, body }, { actor }) => changeRole(services)(actor, params.id, body),
      setBindAuthority: ({ params, body }, { actor }) => setBindAuthority(services)(actor, params.id, body),
      setAccountCarrier: ({ params, body }, { actor }) => setAccountCarrier(services)(actor, params.id, body),
      deactivateAccount: ({ params }, { actor }) => setAccountActive(services)(actor, params.id, false),
      reactivateAccount: ({ params }, { actor }) => setAccountActive(services)(actor, params.id, true),
      resetPassword: ({ params, body }, { actor }) => resetPassword(services)(actor, params.id, body),
      listSessions: (_input, { actor }) => listSessions(services)(actor),
      revokeSession: ({ params }, { actor }) => revokeSession(services)(actor, params.id).then(() => undefined),
      listThrottle: (_input, { actor }) => signInThrottle(services)(actor),
      clearThrottle: ({ params }, { actor }) => clearThrottle(services)(actor, params.key).then(() => undefined),
      listAccountChanges: ({ query }, { actor }) => accountChanges(services)(actor, query),
      auditLog: ({ query }, { actor }) => auditLog(services)(actor, query),
    },
    { checkAnswers: services.config.checkAnswers },
  );
  return router;
}

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
  setBindAuthority,
  setAccountCarrier,
  setAccountActive,
  signInThrottle,
} from '@workbench/core';
import type { Services } from '../services.ts';
import { actor, body, newRouter, query } from '../http/router.ts';
import { requireUser } from '../middleware/auth.ts';

/**
 * The administrator's tools: accounts, sessions, the sign-in throttle and the audit log. Core decides who
 * may (active broker managers); approving self-registered accounts stays under /api/accounts.
 */
export function adminRoutes(services: Services) {
  const router = newRouter('/admin');
  router.use(requireUser);

  router.get('/accounts', async (ctx) => {
    ctx.body = await listAccounts(services)(actor(ctx));
  });
  router.post('/accounts', async (ctx) => {
    ctx.status = 201;
    ctx.body = await createAccount(services)(actor(ctx), body(ctx));
  });
  router.patch('/accounts/:id/role', async (ctx) => {
    ctx.body = await changeRole(services)(actor(ctx), ctx.params.id!, body(ctx));
  });
  router.put('/accounts/:id/bind-authority', async (ctx) => {
    ctx.body = await setBindAuthority(services)(actor(ctx), ctx.params.id!, body(ctx));
  });
  router.put('/accounts/:id/carrier', async (ctx) => {
    ctx.body = await setAccountCarrier(services)(actor(ctx), ctx.params.id!, body(ctx));
  });
  router.post('/accounts/:id/deactivate', async (ctx) => {
    ctx.body = await setAccountActive(services)(actor(ctx), ctx.params.id!, false);
  });
  router.post('/accounts/:id/reactivate', async (ctx) => {
    ctx.body = await setAccountActive(services)(actor(ctx), ctx.params.id!, true);
  });
  router.post('/accounts/:id/password', async (ctx) => {
    ctx.body = await resetPassword(services)(actor(ctx), ctx.params.id!, body(ctx));
  });

  router.get('/sessions', async (ctx) => {
    ctx.body = await listSessions(services)(actor(ctx));
  });
  router.delete('/sessions/:id', async (ctx) => {
    await revokeSession(services)(actor(ctx), ctx.params.id!);
    ctx.status = 204;
  });

  router.get('/throttle', async (ctx) => {
    ctx.body = await signInThrottle(services)(actor(ctx));
  });
  router.delete('/throttle/:key', async (ctx) => {
    await clearThrottle(services)(actor(ctx), ctx.params.key!);
    ctx.status = 204;
  });

  router.get('/audit', async (ctx) => {
    ctx.body = await auditLog(services)(actor(ctx), query(ctx));
  });
  // Who opened, approved, changed, deactivated or reset which account, newest first.
  router.get('/account-changes', async (ctx) => {
    ctx.body = await accountChanges(services)(actor(ctx), query(ctx));
  });
  return router;
}

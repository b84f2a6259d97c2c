import { decideAccount, listPendingAccounts } from '@workbench/core';
import type { Services } from '../services.ts';
import { requireUser } from '../middleware/auth.ts';
import { actor, newRouter } from '../http/router.ts';

/** Approving the staff accounts people open for themselves; core decides who may. */
export function accountsRoutes(services: Services) {
  const router = newRouter('/accounts');
  router.get('/pending', requireUser, async (ctx) => {
    ctx.body = await listPendingAccounts(services)(actor(ctx));
  });
  router.post('/:id/approve', requireUser, async (ctx) => {
    ctx.body = await decideAccount(services)(actor(ctx), ctx.params.id!, 'approve');
  });
  router.post('/:id/refuse', requireUser, async (ctx) => {
    ctx.body = await decideAccount(services)(actor(ctx), ctx.params.id!, 'refuse');
  });
  return router;
}

import { INTAKE_QUEUE_ROLES, discardIntake, draftIntake, listIntake, listMergeTargets, mergeIntake, openIntake } from '@workbench/core';
import type { Services } from '../services.ts';
import { actor, body, newRouter } from '../http/router.ts';
import { requireRole } from '../middleware/auth.ts';

/** The intake queue: the mails taken in that wait for a broker to open, merge or discard them. Staff of the firm only. */
export function intakeRoutes(services: Services) {
  const router = newRouter('/intake');
  router.use(requireRole(...INTAKE_QUEUE_ROLES));

  router.get('/', async (ctx) => {
    ctx.body = await listIntake(services)(actor(ctx));
  });
  router.get('/drafts/:submissionId', async (ctx) => {
    ctx.body = { item: await draftIntake(services)(actor(ctx), ctx.params.submissionId) };
  });
  router.get('/:id/merge-targets', async (ctx) => {
    ctx.body = await listMergeTargets(services)(actor(ctx), ctx.params.id, ctx.query);
  });
  router.post('/:id/open', async (ctx) => {
    ctx.body = await openIntake(services)(actor(ctx), ctx.params.id);
  });
  router.post('/:id/merge', async (ctx) => {
    ctx.body = await mergeIntake(services)(actor(ctx), ctx.params.id, body(ctx));
  });
  router.post('/:id/discard', async (ctx) => {
    ctx.body = await discardIntake(services)(actor(ctx), ctx.params.id, body(ctx));
  });
  return router;
}

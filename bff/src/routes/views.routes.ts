import { changeView, deleteView, getView, getWorkspace, listViews, saveView } from '@workbench/core';
import type { Services } from '../services.ts';
import { actor, body, newRouter } from '../http/router.ts';
import { requireUser } from '../middleware/auth.ts';

/** Saved views of the submissions list, and the workspace that gathers a person's views, reports and follows. */
export function viewsRoutes(services: Services) {
  const router = newRouter();
  router.use('/views', requireUser);

  router.get('/views', async (ctx) => {
    ctx.body = await listViews(services)(actor(ctx));
  });
  router.post('/views', async (ctx) => {
    ctx.status = 201;
    ctx.body = await saveView(services)(actor(ctx), body(ctx));
  });
  router.get('/views/:id', async (ctx) => {
    ctx.body = await getView(services)(actor(ctx), ctx.params.id!);
  });
  router.patch('/views/:id', async (ctx) => {
    ctx.body = await changeView(services)(actor(ctx), ctx.params.id!, body(ctx));
  });
  router.delete('/views/:id', async (ctx) => {
    await deleteView(services)(actor(ctx), ctx.params.id!);
    ctx.status = 204;
  });
  router.get('/workspace', requireUser, async (ctx) => {
    ctx.body = await getWorkspace(services)(actor(ctx));
  });
  return router;
}

import {
  AppError,
  addClientContact,
  browseClients,
  createClient,
  findDuplicateClients,
  getClientRecord,
  listClients,
  lookUpSimilarClients,
  mayMergeClients,
  maySeeClientRecords,
  mergeClients,
  removeClientContact,
  updateClient,
  updateClientContact,
  type User,
} from '@workbench/core';
import type { Middleware } from 'koa';
import type { Services } from '../services.ts';
import type { State } from '../http/context.ts';
import { actor, body, editBody, newRouter, query, tagVersion } from '../http/router.ts';

/** 401 when signed out, 403 unless core's rule lets the signed-in account through: the use cases ask it again. */
const allow =
  (rule: (user: User) => boolean): Middleware<State> =>
  async (ctx, next) => {
    if (!ctx.state.user) throw AppError.unauthorized();
    if (!rule(ctx.state.user)) throw AppError.forbidden();
    await next();
  };

export function clientsRoutes(services: Services) {
  const router = newRouter('/clients');
  router.use(allow(maySeeClientRecords));

  router.get('/', async (ctx) => {
    ctx.body = await listClients(services)(actor(ctx), ctx.query.q);
  });
  router.get('/similar', async (ctx) => {
    ctx.body = await lookUpSimilarClients(services)(actor(ctx), ctx.query.name);
  });
  router.get('/directory', async (ctx) => {
    const page = await browseClients(services)(actor(ctx), query(ctx));
    ctx.set('X-Total-Count', String(page.total));
    ctx.body = page;
  });
  router.post('/', async (ctx) => {
    ctx.status = 201;
    ctx.body = await createClient(services)(actor(ctx), body(ctx));
  });
  router.get('/:id', async (ctx) => {
    const record = await getClientRecord(services)(actor(ctx), ctx.params.id!);
    tagVersion(ctx, record.client.version);
    ctx.body = record;
  });
  router.patch('/:id', async (ctx) => {
    ctx.body = await updateClient(services)(actor(ctx), ctx.params.id!, editBody(ctx));
  });
  router.post('/:id/contacts', async (ctx) => {
    ctx.status = 201;
    ctx.body = await addClientContact(services)(actor(ctx), ctx.params.id!, body(ctx));
  });
  router.patch('/:id/contacts/:contactId', async (ctx) => {
    ctx.body = await updateClientContact(services)(actor(ctx), ctx.params.id!, ctx.params.contactId!, body(ctx));
  });
  router.delete('/:id/contacts/:contactId', async (ctx) => {
    ctx.body = await removeClientContact(services)(actor(ctx), ctx.params.id!, ctx.params.contactId!);
  });
  router.get('/:id/duplicates', async (ctx) => {
    ctx.body = await findDuplicateClients(services)(actor(ctx), ctx.params.id!);
  });
  router.post('/:id/merge', allow(mayMergeClients), async (ctx) => {
    ctx.body = await mergeClients(services)(actor(ctx), ctx.params.id!, body(ctx));
  });
  return router;
}

import {
  followState,
  getEmailPreference,
  listConversations,
  listNotifications,
  listTasks,
  markConversationRead,
  markNotificationsRead,
  setEmailPreference,
  setFollowing,
} from '@workbench/core';
import type { Services } from '../services.ts';
import { requireUser } from '../middleware/auth.ts';
import { actor, body, newRouter, query } from '../http/router.ts';

/** The work hub: notifications, conversations across submissions, tasks across submissions, following. */
export function inboxRoutes(services: Services) {
  const router = newRouter();

  router.get('/notifications', requireUser, async (ctx) => {
    const page = await listNotifications(services)(actor(ctx), query(ctx));
    ctx.set('X-Total-Count', String(page.total));
    ctx.body = page;
  });
  router.post('/notifications/read', requireUser, async (ctx) => {
    ctx.body = await markNotificationsRead(services)(actor(ctx), body(ctx));
  });

  router.get('/notifications/preferences', requireUser, async (ctx) => {
    ctx.body = await getEmailPreference(services)(actor(ctx));
  });
  router.put('/notifications/preferences', requireUser, async (ctx) => {
    ctx.body = await setEmailPreference(services)(actor(ctx), body(ctx));
  });

  router.get('/conversations', requireUser, async (ctx) => {
    const page = await listConversations(services)(actor(ctx), query(ctx));
    ctx.set('X-Total-Count', String(page.total));
    ctx.body = page;
  });
  router.post('/conversations/:id/:channel/read', requireUser, async (ctx) => {
    await markConversationRead(services)(actor(ctx), ctx.params.id!, ctx.params.channel!);
    ctx.status = 204;
  });

  router.get('/tasks', requireUser, async (ctx) => {
    const page = await listTasks(services)(actor(ctx), query(ctx));
    ctx.set('X-Total-Count', String(page.total));
    ctx.body = page;
  });

  router.get('/submissions/:id/follow', requireUser, async (ctx) => {
    ctx.body = await followState(services)(actor(ctx), ctx.params.id!);
  });
  router.put('/submissions/:id/follow', requireUser, async (ctx) => {
    ctx.body = await setFollowing(services)(actor(ctx), ctx.params.id!, true);
  });
  router.delete('/submissions/:id/follow', requireUser, async (ctx) => {
    ctx.body = await setFollowing(services)(actor(ctx), ctx.params.id!, false);
  });

  return router;
}

import { PassThrough } from 'node:stream';
import {
  followState,
  getEmailPreference,
  listConversations,
  listNotifications,
  listTasks,
  liveCounts,
  markConversationRead,
  markNotificationsRead,
  setEmailPreference,
  setFollowing,
} from '@workbench/core';
import type { Services } from '../services.ts';
import { requireUser } from '../middleware/auth.ts';
import { actor, body, newRouter, query } from '../http/router.ts';

/** The work hub: notifications, conversations across submissions, tasks across submissions, following, live counts. */
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

  router.get('/live/counts', requireUser, async (ctx) => {
    ctx.body = await liveCounts(services)(actor(ctx));
  });
  // Server-sent events: the badges' counts now and whenever they change, and (staff) which lists changed.
  router.get('/live/events', requireUser, async (ctx) => {
    const stream = new PassThrough();
    ctx.req.socket.setTimeout(0);
    ctx.req.socket.setNoDelay(true);
    ctx.status = 200;
    ctx.type = 'text/event-stream';
    ctx.set('X-Accel-Buffering', 'no');
    ctx.body = stream;
    const disconnect = services.live.connect(
      actor(ctx),
      (chunk) => stream.write(chunk),
      () => stream.end(),
    );
    ctx.req.once('close', disconnect);
  });
  return router;
}

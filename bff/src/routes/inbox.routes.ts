import { inbox } from '@workbench/contract';
import {
  followState,
  getEmailPreference,
  listConversations,
  listNotifications,
  listTasks,
  markConversationRead,
  markNotificationsRead,
  sendEmailNotification,
  setEmailPreference,
  setFollowing,
} from '@workbench/core';
import type { Services } from '../services.ts';
import { requireUser } from '../middleware/auth.ts';
import { mount } from '../http/mount.ts';
import { actor, newRouter } from '../http/router.ts';

/** The work hub: notifications and how they are mailed, conversations and tasks across submissions, following. */
export function inboxRoutes(services: Services) {
  const router = newRouter();

  mount(
    router,
    inbox,
    {
      listNotifications: ({ query }, { actor }) => listNotifications(services)(actor, query),
      markNotificationsRead: ({ body }, { actor }) => markNotificationsRead(services)(actor, body),
      getEmailPreference: (_input, { actor }) => getEmailPreference(services)(actor),
      setEmailPreference: ({ body }, { actor }) => setEmailPreference(services)(actor, body),
      sendEmailNotification: ({ body }, { actor }) => sendEmailNotification(services)(actor, body),
      listConversations: ({ query }, { actor }) => listConversations(services)(actor, query),
      markConversationRead: ({ params }, { actor }) =>
        markConversationRead(services)(actor, params.id, params.channel).then(() => undefined),
      listTasks: ({ query }, { actor }) => listTasks(services)(actor, query),
    },
    { checkAnswers: services.config.checkAnswers },
  );
  // Following a submission is the submission's: not in the contract yet, written by hand.
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

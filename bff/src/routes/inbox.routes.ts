import { inbox } from '@workbench/contract';
import {
  getEmailPreference,
  listConversations,
  listNotifications,
  listTasks,
  markConversationRead,
  markNotificationsRead,
  sendEmailNotification,
  setEmailPreference,
} from '@workbench/core';
import type { Services } from '../services.ts';
import { mount } from '../http/mount.ts';
import { newRouter } from '../http/router.ts';

/** The work hub: notifications and how they are mailed, conversations and tasks across submissions. */
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
  return router;
}

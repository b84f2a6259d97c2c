import { invitations } from '@workbench/contract';
import { sendInvitation } from '@workbench/core';
import type { Services } from '../services.ts';
import { mount } from '../http/mount.ts';
import { newRouter } from '../http/router.ts';

/** Inviting a client to the customer portal: staff only (core's STAFF audience decides). */
export function invitationsRoutes(services: Services) {
  const router = newRouter();
  mount(
    router,
    invitations,
    { sendInvitation: ({ body }, { actor }) => sendInvitation(services)(actor, body, services.linkTo('/auth')) },
    { checkAnswers: services.config.checkAnswers },
  );
  return router;
}

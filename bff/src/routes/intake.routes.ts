import { intake } from '@workbench/contract';
import { discardIntake, draftIntake, listIntake, listMergeTargets, mergeIntake, openIntake } from '@workbench/core';
import type { Services } from '../services.ts';
import { mount } from '../http/mount.ts';
import { newRouter } from '../http/router.ts';

/** The intake queue: the mails taken in that wait for a broker to open, merge or discard them. Core's INTAKE_WORKERS decides who. */
export function intakeRoutes(services: Services) {
  const router = newRouter();
  mount(
    router,
    intake,
    {
      listIntake: (_input, { actor }) => listIntake(services)(actor),
      draftIntake: async ({ params }, { actor }) => ({ item: await draftIntake(services)(actor, params.submissionId) }),
      listMergeTargets: ({ params, query }, { actor }) => listMergeTargets(services)(actor, params.id, query),
      openIntake: ({ params }, { actor }) => openIntake(services)(actor, params.id),
      mergeIntake: ({ params, body }, { actor }) => mergeIntake(services)(actor, params.id, body),
      discardIntake: ({ params, body }, { actor }) => discardIntake(services)(actor, params.id, body),
    },
    { checkAnswers: services.config.checkAnswers },
  );
  return router;
}

import { mappings } from '@workbench/contract';
import { learnMappings, listLearnedMappings, removeLearnedMapping } from '@workbench/core';
import type { Services } from '../services.ts';
import { mount } from '../http/mount.ts';
import { newRouter } from '../http/router.ts';

/**
 * The firm's learned column mappings: staff confirm corrections from the mapping review, list them and
 * remove them. Who may is core's STAFF audience.
 */
export function mappingsRoutes(services: Services) {
  const router = newRouter();
  mount(
    router,
    mappings,
    {
      listLearnedMappings: (_input, { actor }) => listLearnedMappings(services)(actor),
      learnMappings: ({ body }, { actor }) => learnMappings(services)(actor, body),
      removeLearnedMapping: ({ params }, { actor }) => removeLearnedMapping(services)(actor, params.id).then(() => undefined),
    },
    { checkAnswers: services.config.checkAnswers },
  );
  return router;
}

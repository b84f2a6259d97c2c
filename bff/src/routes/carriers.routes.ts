import { carriers } from '@workbench/contract';
import { createCarrier, getCarrier, listCarriers, updateCarrier } from '@workbench/core';
import type { Services } from '../services.ts';
import { mount } from '../http/mount.ts';
import { newRouter } from '../http/router.ts';

/** The carrier directory: staff read it, brokers and broker managers keep it (core's carrierRights decides). */
export function carriersRoutes(services: Services) {
  const router = newRouter();
  mount(
    router,
    carriers,
    {
      listCarriers: ({ query }, { actor }) => listCarriers(services)(actor, query),
      createCarrier: ({ body }, { actor }) => createCarrier(services)(actor, body),
      getCarrier: ({ params }, { actor }) => getCarrier(services)(actor, params.id),
      updateCarrier: ({ params, body }, { actor }) => updateCarrier(services)(actor, params.id, body),
    },
    { checkAnswers: services.config.checkAnswers },
  );
  return router;
}

import { users } from '@workbench/contract';
import { listStaff } from '@workbench/core';
import type { Services } from '../services.ts';
import { mount } from '../http/mount.ts';
import { newRouter } from '../http/router.ts';

/** The firm's staff for the Assign picker: staff only (core's STAFF audience decides). */
export function usersRoutes(services: Services) {
  const router = newRouter();
  mount(router, users, { listStaff: (_input, { actor }) => listStaff(services)(actor) }, { checkAnswers: services.config.checkAnswers });
  return router;
}

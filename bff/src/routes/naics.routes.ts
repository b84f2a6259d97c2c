import { naics } from '@workbench/contract';
import { searchNaics } from '@workbench/core';
import type { Services } from '../services.ts';
import { mount } from '../http/mount.ts';
import { newRouter } from '../http/router.ts';

/** The NAICS code list, searched by anyone signed in. */
export function naicsRoutes(services: Services) {
  const router = newRouter();
  mount(router, naics, { searchNaics: ({ query }) => searchNaics(query) }, { checkAnswers: services.config.checkAnswers });
  return router;
}

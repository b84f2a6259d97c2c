import { views } from '@workbench/contract';
import { changeView, copyView, deleteView, getView, getWorkspace, listViews, saveView } from '@workbench/core';
import type { Services } from '../services.ts';
import { mount } from '../http/mount.ts';
import { newRouter } from '../http/router.ts';

/** Saved views of the submissions list, and the workspace that gathers a person's views, reports and follows. */
export function viewsRoutes(services: Services) {
  const router = newRouter();
  mount(
    router,
    views,
    {
      listViews: (_, { actor }) => listViews(services)(actor),
      saveView: ({ body }, { actor }) => saveView(services)(actor, body),
      getView: ({ params }, { actor }) => getView(services)(actor, params.id),
      copyView: ({ params, body }, { actor }) => copyView(services)(actor, params.id, body),
      changeView: ({ params, body }, { actor }) => changeView(services)(actor, params.id, body),
      deleteView: ({ params }, { actor }) => deleteView(services)(actor, params.id).then(() => undefined),
      getWorkspace: (_, { actor }) => getWorkspace(services)(actor),
    },
    { checkAnswers: services.config.checkAnswers },
  );
  return router;
}

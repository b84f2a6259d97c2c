import { organisation } from '@workbench/contract';
import {
  addToProject,
  createProject,
  createTeam,
  getProject,
  listOffices,
  listProjects,
  officeBook,
  openWorkOf,
  placeStaff,
  reassignSubmissions,
  renameOffice,
  setTeamMembers,
  teamsOverview,
} from '@workbench/core';
import type { Services } from '../services.ts';
import { mount } from '../http/mount.ts';
import { newRouter } from '../http/router.ts';

/**
 * The firm's organisation: offices and their books, teams and workload with bulk reassignment, and projects.
 * Who may see and change what is core's rule (firm staff see, broker managers change).
 */
export function organisationRoutes(services: Services) {
  const router = newRouter();
  mount(
    router,
    organisation,
    {
      listOffices: (_, { actor }) => listOffices(services)(actor),
      renameOffice: ({ params, body }, { actor }) => renameOffice(services)(actor, params.id, body),
      officeBook: ({ params }, { actor }) => officeBook(services)(actor, params.id),
      teamsOverview: (_, { actor }) => teamsOverview(services)(actor),
      createTeam: ({ body }, { actor }) => createTeam(services)(actor, body),
      setTeamMembers: ({ params, body }, { actor }) => setTeamMembers(services)(actor, params.id, body),
      reassignSubmissions: ({ body }, { actor }) => reassignSubmissions(services)(actor, body),
      openWorkOf: ({ params }, { actor }) => openWorkOf(services)(actor, params.id),
      placeStaff: ({ params, body }, { actor }) => placeStaff(services)(actor, params.id, body).then(() => undefined),
      listProjects: ({ query }, { actor }) => listProjects(services)(actor, query.office),
      createProject: ({ body }, { actor }) => createProject(services)(actor, body),
      getProject: ({ params }, { actor }) => getProject(services)(actor, params.id),
      addToProject: ({ params, body }, { actor }) => addToProject(services)(actor, params.id, body),
    },
    { checkAnswers: services.config.checkAnswers },
  );
  return router;
}

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
import { actor, body, newRouter } from '../http/router.ts';
import { requireUser } from '../middleware/auth.ts';

/**
 * The firm's organisation: offices and their books, teams and workload with bulk reassignment, and projects.
 * Who may see and change what is core's rule (firm staff see, broker managers change).
 */
export function organisationRoutes(services: Services) {
  const router = newRouter();

  router.get('/offices', requireUser, async (ctx) => {
    ctx.body = await listOffices(services)(actor(ctx));
  });
  router.get('/offices/:id/book', requireUser, async (ctx) => {
    ctx.body = await officeBook(services)(actor(ctx), ctx.params.id!);
  });
  router.patch('/offices/:id', requireUser, async (ctx) => {
    ctx.body = await renameOffice(services)(actor(ctx), ctx.params.id!, body(ctx));
  });

  router.get('/teams', requireUser, async (ctx) => {
    ctx.body = await teamsOverview(services)(actor(ctx));
  });
  router.post('/teams', requireUser, async (ctx) => {
    ctx.status = 201;
    ctx.body = await createTeam(services)(actor(ctx), body(ctx));
  });
  router.put('/teams/:id/members', requireUser, async (ctx) => {
    ctx.body = await setTeamMembers(services)(actor(ctx), ctx.params.id!, body(ctx));
  });
  router.post('/teams/reassign', requireUser, async (ctx) => {
    ctx.body = await reassignSubmissions(services)(actor(ctx), body(ctx));
  });

  router.get('/staff/:id/open-submissions', requireUser, async (ctx) => {
    ctx.body = await openWorkOf(services)(actor(ctx), ctx.params.id!);
  });
  router.put('/staff/:id/office', requireUser, async (ctx) => {
    await placeStaff(services)(actor(ctx), ctx.params.id!, body(ctx));
    ctx.status = 204;
  });

  router.get('/projects', requireUser, async (ctx) => {
    const office = typeof ctx.query.office === 'string' ? ctx.query.office : undefined;
    ctx.body = await listProjects(services)(actor(ctx), office);
  });
  router.post('/projects', requireUser, async (ctx) => {
    ctx.status = 201;
    ctx.body = await createProject(services)(actor(ctx), body(ctx));
  });
  router.get('/projects/:id', requireUser, async (ctx) => {
    ctx.body = await getProject(services)(actor(ctx), ctx.params.id!);
  });
  router.post('/projects/:id/submissions', requireUser, async (ctx) => {
    ctx.body = await addToProject(services)(actor(ctx), ctx.params.id!, body(ctx));
  });

  return router;
}

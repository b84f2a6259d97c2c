import { scheduleForExport } from '@workbench/core';
import { toOedLocationCsv } from '@workbench/adapters/documents/oed-export.ts';
import type { Services } from '../services.ts';
import { actor, newRouter } from '../http/router.ts';
import { requireUser } from '../middleware/auth.ts';
import { contentDisposition } from './documents.routes.ts';

/**
 * A submission's property schedule as an exposure file a catastrophe modeller loads (OED location file,
 * CSV). Who may export it is core's rule (staff); the codes come from the extractor's own OED tables.
 */
export function scheduleExportRoutes(services: Services) {
  const router = newRouter('/submissions/:id');
  router.use(requireUser);
  router.get('/schedule/oed', async (ctx) => {
    const schedule = await scheduleForExport(services)(actor(ctx), ctx.params.id!);
    ctx.set('Content-Disposition', contentDisposition(`${schedule.submissionId}-locations-OED.csv`));
    ctx.set('X-Content-Type-Options', 'nosniff');
    ctx.set('Cache-Control', 'private, no-store');
    ctx.type = 'text/csv; charset=utf-8';
    ctx.body = toOedLocationCsv(schedule.properties, { accNumber: schedule.submissionId });
  });
  return router;
}

import { recentDownloads, reportCarriers, runReport } from '@workbench/core';
import { REPORT_CONTENT_TYPES, reportFile } from '@workbench/adapters/reports/index.ts';
import type { Services } from '../services.ts';
import { actor, newRouter, query } from '../http/router.ts';
import { requireUser } from '../middleware/auth.ts';
import { contentDisposition } from './documents.routes.ts';

/**
 * Reports: written while their rows are read from the database, a batch at a time, so a report of any
 * size leaves with bounded memory and the server keeps answering others meanwhile. Who may run them is
 * core's rule (staff); the row count leaves first, in a header, for the page's progress.
 */
export function reportsRoutes(services: Services) {
  const router = newRouter('/reports');
  router.use(requireUser);

  router.get('/carriers', async (ctx) => {
    ctx.body = await reportCarriers(services)(actor(ctx));
  });
  router.get('/downloads', async (ctx) => {
    ctx.body = await recentDownloads(services)(actor(ctx));
  });
  router.get('/:kind', async (ctx) => {
    const report = await runReport(services)(actor(ctx), { ...query(ctx), kind: ctx.params.kind });
    const file = reportFile(report, report.format);
    file.on('error', (error) => services.logger.error({ err: error, report: report.kind }, 'report stream failed'));
    ctx.set('Content-Disposition', contentDisposition(report.filename));
    ctx.set('X-Content-Type-Options', 'nosniff');
    ctx.set('Cache-Control', 'private, no-store');
    ctx.set('X-Report-Rows', String(report.rowCount));
    ctx.type = REPORT_CONTENT_TYPES[report.format];
    ctx.body = file;
  });
  return router;
}

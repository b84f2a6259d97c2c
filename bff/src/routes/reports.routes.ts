import { reports } from '@workbench/contract';
import { recentDownloads, reportCarriers, runReport } from '@workbench/core';
import { REPORT_CONTENT_TYPES, reportFile } from '@workbench/adapters/reports/index.ts';
import type { Services } from '../services.ts';
import { mount } from '../http/mount.ts';
import { actor, newRouter, query } from '../http/router.ts';
import { requireUser } from '../middleware/auth.ts';
import { contentDisposition } from './documents.routes.ts';

/**
 * Reports: written while their rows are read from the database, a batch at a time, so a report of any
 * size leaves with bounded memory and the server keeps answering others meanwhile. Who may run them is
 * core's rule (staff); the row count leaves first, in a header, for the page's progress.
 */
export function reportsRoutes(services: Services) {
  const router = newRouter();
  // Mounted ahead of /reports/:kind, which would otherwise take 'carriers' and 'downloads' for kinds.
  mount(
    router,
    reports,
    {
      reportCarriers: (_, { actor }) => reportCarriers(services)(actor),
      recentDownloads: (_, { actor }) => recentDownloads(services)(actor),
    },
    { checkAnswers: services.config.checkAnswers },
  );
  // A stream with its row count ahead of it in X-Report-Rows: not a stored file, so not a contract download.
  router.get('/reports/:kind', requireUser, async (ctx) => {
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

import { reports } from '@workbench/contract';
import { REPORT_CONTENT_TYPES, recentDownloads, reportCarriers, runReport } from '@workbench/core';
import { reportFile } from '@workbench/adapters/reports/index.ts';
import type { Services } from '../services.ts';
import { mount } from '../http/mount.ts';
import { newRouter } from '../http/router.ts';

/**
 * Reports: written while their rows are read from the database, a batch at a time, so a report of any
 * size leaves with bounded memory and the server keeps answering others meanwhile. Who may run them is
 * core's rule (staff); the row count leaves first, in a header, for the page's progress.
 */
export function reportsRoutes(services: Services) {
  const router = newRouter();
  mount(
    router,
    reports,
    {
      reportCarriers: (_, { actor }) => reportCarriers(services)(actor),
      recentDownloads: (_, { actor }) => recentDownloads(services)(actor),
      runReport: async ({ params, query }, { actor }) => {
        const report = await runReport(services)(actor, { ...query, kind: params.kind });
        const { filename, rowCount, format } = report;
        return { filename, rowCount, mimeType: REPORT_CONTENT_TYPES[format], chunks: reportFile(report, format) };
      },
    },
    {
      checkAnswers: services.config.checkAnswers,
      onStreamError: (error) => services.logger.error({ err: error }, 'report stream failed'),
    },
  );
  return router;
}

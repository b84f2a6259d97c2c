import { submissionFiles } from '@workbench/contract';
import { scheduleForExport } from '@workbench/core';
import { toOedLocationCsv } from '@workbench/adapters/documents/oed-export.ts';
import type { Services } from '../services.ts';
import { mount } from '../http/mount.ts';
import { newRouter } from '../http/router.ts';

/**
 * What goes into and comes out of a submission as files. The schedule's exposure file (OED location file,
 * CSV) takes its codes from the extractor's own OED tables.
 */
export function submissionFilesRoutes(services: Services) {
  const router = newRouter();
  mount(
    router,
    submissionFiles,
    {
      exportScheduleOed: async ({ params }, { actor }) => {
        const schedule = await scheduleForExport(services)(actor, params.id);
        const csv = toOedLocationCsv(schedule.properties, { accNumber: schedule.submissionId });
        return {
          filename: `${schedule.submissionId}-locations-OED.csv`,
          mimeType: 'text/csv; charset=utf-8',
          bytes: new TextEncoder().encode(csv),
        };
      },
    },
    { checkAnswers: services.config.checkAnswers },
  );
  return router;
}

import { submissionFiles } from '@workbench/contract';
import { scheduleForExport, sentDocument, uploadDocument } from '@workbench/core';
import { toOedLocationCsv } from '@workbench/adapters/documents/oed-export.ts';
import type { Services } from '../services.ts';
import { mount } from '../http/mount.ts';
import { newRouter } from '../http/router.ts';

/**
 * What goes into and comes out of a submission as files: a document uploaded is stored as the type its
 * content shows, and the schedule's exposure file (OED location file, CSV) takes its codes from the
 * extractor's own OED tables.
 */
export function submissionFilesRoutes(services: Services) {
  const router = newRouter();
  const { uploadMaxBytes: maxBytes, uploadTmpDir: tmpDir, checkAnswers } = services.config;
  mount(
    router,
    submissionFiles,
    {
      uploadDocument: ({ params, files }, { actor }) => uploadDocument(services)(actor, params.id, sentDocument(files)),
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
    { checkAnswers, uploads: { maxBytes, maxTotalBytes: maxBytes, tmpDir } },
  );
  return router;
}

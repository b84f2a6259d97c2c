import { DocumentSummarySchema, SCHEDULE_EXPORTERS, SIGNED_IN } from '@workbench/core';
import { endpoint } from './endpoint.ts';

/**
 * What goes into and comes out of a submission as files: its documents uploaded, its schedule exported for a
 * catastrophe model. What each caller may see of a submission is core's; one they may not see answers 404, as
 * one that does not exist.
 */
export const submissionFiles = {
  uploadDocument: endpoint({
    method: 'POST',
    path: '/submissions/:id/documents',
    who: SIGNED_IN,
    summary: 'Upload a document (multipart, in `document`), its type checked by its content',
    notes:
      'No file in `document` answers 400, a kind no document may be (a program renamed .pdf, a web page named .csv) 415, and a decided submission 409',
    tag: 'Documents',
    upload: { field: 'document', maxFiles: 1 },
    ok: [201, DocumentSummarySchema],
    errors: [400, 404, 409, 413, 415],
  }),
  exportScheduleOed: endpoint({
    method: 'GET',
    path: '/submissions/:id/schedule/oed',
    who: SCHEDULE_EXPORTERS,
    summary:
      'The property schedule as an OED location file (CSV) for a catastrophe model: construction and occupancy as published OED codes (5000 / 1000 Unknown when no table names them), IsTenant, SprinklerType, the insured values and currency of each location',
    tag: 'Submissions',
    ok: [200, null],
    answers: 'file',
    errors: [404],
  }),
} as const;

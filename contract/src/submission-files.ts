import { SCHEDULE_EXPORTERS } from '@workbench/core';
import { endpoint } from './endpoint.ts';

/**
 * What goes into and comes out of a submission as files: its schedule exported for a catastrophe model.
 * What each caller may see of a submission is core's; one they may not see answers 404, as one that does not exist.
 */
export const submissionFiles = {
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

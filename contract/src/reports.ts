import {
  REPORT_CONTENT_TYPES,
  REPORT_READERS,
  ReportCarriersSchema,
  ReportDownloadListSchema,
  ReportFileQuerySchema,
  ReportKindParamsSchema,
} from '@workbench/core';
import { endpoint } from './endpoint.ts';

/**
 * The reports and the lists beside them, staff's alone. A report streams its rows as it reads them, its row
 * count ahead in X-Report-Rows; the lists are declared first, so 'carriers' and 'downloads' are never read as
 * a report's kind.
 */
export const reports = {
  reportCarriers: endpoint({
    method: 'GET',
    path: '/reports/carriers',
    who: REPORT_READERS,
    summary: 'The carriers with bound quotes, for the bordereau',
    tag: 'Reports',
    ok: [200, ReportCarriersSchema],
    errors: [],
  }),
  recentDownloads: endpoint({
    method: 'GET',
    path: '/reports/downloads',
    who: REPORT_READERS,
    summary: 'The reports the signed-in person downloaded, newest first (at most 10)',
    tag: 'Reports',
    ok: [200, ReportDownloadListSchema],
    errors: [],
  }),
  runReport: endpoint({
    method: 'GET',
    path: '/reports/:kind',
    who: REPORT_READERS,
    summary:
      'A report as a file streamed while it is read: the premium bordereau (a month, optionally one carrier), the submissions register, the SLA report or the audit extract (a period); xlsx has typed cells (dates as dates, money as numbers). The download is recorded for the workspace',
    tag: 'Reports',
    params: ReportKindParamsSchema,
    query: ReportFileQuerySchema,
    ok: [200, null],
    errors: [400],
    answers: 'stream',
    streamTypes: Object.values(REPORT_CONTENT_TYPES),
    headers: { rowCount: true },
  }),
} as const;

import { REPORT_READERS, ReportCarriersSchema, ReportDownloadListSchema } from '@workbench/core';
import { endpoint } from './endpoint.ts';

/**
 * The lists beside the reports, staff's alone. The report itself (GET /api/reports/{kind}) streams its rows as
 * it reads them, its count ahead in X-Report-Rows, so it stays a route of its own.
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
} as const;

// The front door of the reports context: what other contexts of core use of it.
export type { ReportCell, ReportColumn } from './entities.ts';

// What other contexts of core use of it besides.
export type { ReportDownload } from './entities.ts';
export type { ReportDownloadLog } from './ports.ts';
export { REPORT_CONTENT_TYPES, REPORT_FORMATS, REPORT_KINDS } from './entities.ts';

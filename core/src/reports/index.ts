// The front door of the reports context: what other contexts of core use of it.
export type { ReportCell, ReportColumn } from './entities.ts';

// Report files (CSV and XLSX) written as a stream while their rows are read.
export { reportFile, REPORT_CONTENT_TYPES } from './report-file.ts';

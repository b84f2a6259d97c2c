// Report files (CSV and XLSX) written as a stream while their rows are read.
export { reportFile } from './report-file.ts';

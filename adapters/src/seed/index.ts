export { seedDemoData, demoSubmissionId, DEMO_YEAR, type SeedOptions, type SeedResult } from './demo.ts';
export { DEMO_ACCOUNTS, DEMO_CLIENTS, CUSTOMER_EMAIL, type DemoAccount } from './demo-data.ts';
export { makePdf, makeDocx, makeXlsx, makeZip, makeCsv } from './files.ts';

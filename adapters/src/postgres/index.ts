// What the server, the benches and the fault suites use from the Postgres adapter. Table names stay inside this folder.
export { createDatabase, migrate } from './database.ts';
export { guarded, UNAVAILABLE_MESSAGE } from './errors.ts';
export { PgUnitOfWork } from './pg-unit-of-work.ts';
export { PgOutbox } from './pg-outbox.ts';
export { PgFailedJobs, PgJobQueue, openJobs, queueUndeliveredMail, startJobWorkers, type JobWorkers } from './pg-job-queue.ts';
export { PgSessionStore, PgLoginAttemptStore } from './pg-session.store.ts';
export { PgChangeFeed } from './pg-change-feed.ts';
export { PgDataWatch, pgReadiness } from './pg-data-watch.ts';
export { PgLearnedMappingStore } from './pg-learned-mapping.store.ts';
export { PgInsights } from './pg-insights.ts';
export { PgReportSource } from './pg-report.source.ts';
export { PgSavedViewRepository, PgReportDownloadLog } from './pg-saved-view.repository.ts';

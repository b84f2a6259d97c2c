// The front door of the submissions context: what other contexts of core use of it.
export { SubmissionSummarySchema } from './answers.ts';
export { CLIENT_CHANNEL, HISTORY_AUDIENCE, isClientMessage, messageAudience } from './customer-view.ts';
export { daysUntilDue, isOverdue } from './due-dates.ts';
export { type ClientMatch, EMAIL_INTAKE_ROLES, matchCoverages, matchTransactionType } from './email-intake.ts';
export {
  COVERAGE_LABELS,
  COVERAGE_TYPES,
  type CoverageType,
  type HistoryAudience,
  MESSAGE_CHANNELS,
  type Message,
  type MessageChannel,
  PRIORITIES,
  PRIORITY_LABELS,
  PRODUCTS,
  PRODUCT_LABELS,
  PROPERTY_FIELDS,
  type Priority,
  type Product,
  type Property,
  type PropertyField,
  type PropertyInput,
  RATING_LABELS,
  RATING_LABEL_NAMES,
  type RatingLabel,
  SUBMISSION_STATUSES,
  type Submission,
  type SubmissionCoverage,
  type SubmissionStatus,
  TRANSACTION_TYPES,
  TRANSACTION_TYPE_LABELS,
  type Task,
  type TransactionType,
  VEHICLE_FIELDS,
  type Vehicle,
  type VehicleField,
  type VehicleInput,
} from './entities.ts';
export { insuredValueTotals, withInsuredValues } from './insured-values.ts';
export type { ActivityEntry, Page } from './ports.ts';
export { rateSubmission } from './rating.ts';
export { mayDecide } from './review-queue.ts';
export { LOCATION_SCHEDULE_COLUMNS, type ScheduleTable, VEHICLE_SCHEDULE_COLUMNS, scheduleTable } from './schedule-columns.ts';
export { type SourceFile, SourceFileSchema, sourceFileOf } from './source-files.ts';
export { type CellSeal, extractedSources, sealSources } from './sources.ts';
export { listSubmissions } from './usecases/list-submissions.ts';
export { countWaitingReviews } from './usecases/review-queue.ts';
export { closeReviewTask, requestReview } from './usecases/review-request.ts';
export { recordMessage } from './usecases/send-message.ts';
export { updateSubmission } from './usecases/update-submission.ts';
export { EMPTY_FILE_MESSAGE, type IncomingFile, assertNotEmpty, cleanFilename } from './usecases/upload-document.ts';
export { visibleSubmission } from './usecases/visible-submission.ts';
export { DECIDED_STATUSES, assertChangeable, canTransition, isDecided, isOpenStatus, statusLabel } from './workflow.ts';
export { TaskSchema } from './schemas.ts';
export { PropertySchema, VehicleSchema } from './answers.ts';

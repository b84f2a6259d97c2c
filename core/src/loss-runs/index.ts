// The front door of the loss-runs context: the claim a loss run is read into, the rules of reading it, and
// the client's loss history the confirmed claims make.
export {
  LOSS_RUN_STATUSES,
  LossRunClaimSchema,
  LossRunReadingSchema,
  LossRunSourceSchema,
  MONEY_FIELDS,
  PolicyTermSchema,
  type LossRunClaim,
  type LossRunReading,
  type LossRunSource,
  type LossRunStatus,
  type MoneyField,
  type PolicyTerm,
  type ReadValue,
} from './schemas.ts';
export {
  claimKey,
  driverAndUnit,
  incurredOf,
  parseCents,
  parsePrintedDate,
  parseStatus,
  parseTerm,
  readDate,
  resolveDate,
} from './rules.ts';
export {
  LOSS_RUN_STATUS_LABELS,
  MAX_LOSS_RUN_CLAIMS,
  LossClaimEditSchema,
  LossClaimHistoryEntrySchema,
  LossClaimInputSchema,
  LossClaimSchema,
  LossHistorySchema,
  LossRunConfirmSchema,
  LossRunFileSchema,
  LossRunOnFileSchema,
  LossRunReviewSchema,
  WaitingLossRunSchema,
  LossYearSchema,
  type LossClaim,
  type LossClaimEdit,
  type LossClaimHistoryEntry,
  type LossClaimInput,
  type LossHistory,
  type LossRunConfirm,
  type LossRunFile,
  type LossRunOnFile,
  type LossRunReview,
  type WaitingLossRun,
  type LossYear,
} from './history-schemas.ts';
export { LOSS_HISTORY_YEARS, lossHistorySummary, policyYearOf } from './summary.ts';
export {
  LOSS_HISTORY_EDITORS,
  LOSS_HISTORY_READERS,
  type LossHistoryUse,
  lossHistoryAccess,
  mayEditLossHistory,
  mayReadLossHistory,
} from './access.ts';
export type { ConfirmedLossRun, KeptLossRunFile, LossClaimChange, LossClaimRepository, LossRunReader, NewLossClaim } from './ports.ts';
export {
  LOSS_CLAIM_FIELD_LABELS,
  LOSS_RUN_FILE_REQUIRED,
  MAX_WAITING_LOSS_RUNS,
  UNCONFIRMED_LOSS_RUN_FILE_HOURS,
  confirmLossRun,
  describeLossClaimChange,
  discardWaitingLossRun,
  downloadLossRunFile,
  editLossClaim,
  getLossHistory,
  handInLossRun,
  readLossRunForReview,
  readWaitingLossRun,
} from './usecases.ts';
export { confirmationOf, plainClaim } from './review.ts';
export { moveLossHistory } from './merge.ts';

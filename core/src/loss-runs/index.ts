// The front door of the loss-runs context: the claim a loss run is read into, and the rules of reading it.
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

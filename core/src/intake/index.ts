export {
  CLIENT_MATCH_LABELS,
  INTAKE_DROP_LABELS,
  INTAKE_DROP_REASONS,
  INTAKE_SOURCES,
  INTAKE_STATUS_LABELS,
  INTAKE_STATUSES,
  type IntakeDropReason,
  type DroppedAttachment,
  type IntakeAttachment,
  type IntakeDecision,
  type IntakeExtraction,
  type IntakeItem,
  type IntakeRecord,
  type IntakeSource,
  type IntakeStatus,
} from './entities.ts';
export type { IntakeRepository } from './ports.ts';
export {
  attachmentVerdict,
  dangerousAttachment,
  describeExtraction,
  DEFAULT_MAX_ATTACHMENTS,
  INTAKE_QUEUE_ROLES,
  normaliseMessageId,
  threadMessageIds,
  WAITING_STATUSES,
  type IntakeLimits,
} from './rules.ts';
export { DiscardIntakeSchema, MergeIntakeSchema } from './schemas.ts';
export { countWaitingIntake, discardIntake, listIntake, mergeIntake, openIntake } from './usecases/intake-queue.ts';

// The package surface: what adapters, the bff, the web app and the test suites use, named explicitly.

// Errors and what every context shares: clock, unit of work, the data-change feed, the ports' tokens, paging,
// validation, wording.
export {
  type AppErrorCode,
  type AppErrorIssue,
  type ErrorAnswer,
  ANSWER_CODES,
  AppError,
  ErrorAnswerSchema,
  isAppError,
} from './errors.ts';
export {
  CHANGED_BY_SOMEONE_ELSE,
  RECORD_CHANGED,
  readVersionSchema,
  staleWrite,
  takeReadVersion,
  versionTag,
  type VersionField,
  type Versioned,
} from './shared/record-version.ts';
export { type Clock, systemClock } from './shared/ports.ts';
export type { Repositories, UnitOfWork } from './repositories.ts';
export type { DataArea, KeptRead, ChangeEvent, ChangeFeed, DataWatch, Readiness } from './shared/data-changes.ts';
export { TOKENS, type Token, defineToken } from './tokens.ts';
export { pageWindow, pageSchema, DEFAULT_PAGE_SIZE } from './shared/paging.ts';
export { parseOrThrow } from './shared/validation.ts';
export { roleLabel, authorLabel } from './users/author.ts';
export { plural, possessive } from './shared/wording.ts';
export {
  JOB_KINDS,
  JOB_KIND_LABELS,
  JOB_MANAGER_ROLES,
  JOB_MANAGERS,
  FAILED_JOBS_LIMIT,
  FailedJobSchema,
  FailedJobListSchema,
  JobRetriedSchema,
  assertJobManager,
  canManageJobs,
  listFailedJobs,
  retryFailedJob,
  type FailedJob,
  type FailedJobList,
  type FailedJobs,
  type JobKind,
  type JobPayloads,
  type JobQueue,
} from './jobs/index.ts';
export { type Actor, type CoreDeps, isStaff, isUuid } from './use-case-deps.ts';

// Users: accounts, roles, sessions, access, one-time links.
export {
  ROLES,
  type Role,
  BROKER_ROLES,
  APPROVER_ROLES,
  DECISION_ROLES,
  ACCOUNT_STATUSES,
  type AccountStatus,
  type User,
  type UserWithSecret,
  type Profile,
  EXTERNAL_SOURCES,
  type ExternalSource,
  ACCOUNT_ACTIONS,
  ACCOUNT_ACTION_LABELS,
  type AccountAction,
  type AccountEvent,
} from './users/entities.ts';
export {
  type ExternalIdentity,
  type DirectoryRole,
  type GroupRole,
  type DirectoryPolicy,
  type DirectoryAuthenticator,
  type OidcChallenge,
  type OidcSignIn,
  NO_DIRECTORY_ROLE,
  LOCAL_ACCOUNT_NAME_TAKEN,
  DIRECTORY_ACCOUNT_EMAIL_TAKEN,
  DIRECTORY_UNREACHABLE,
  roleForGroups,
  signInExternal,
} from './users/directory.ts';
export {
  type NewUser,
  type NewAccountEvent,
  USERNAME_TAKEN,
  EMAIL_TAKEN,
  type UserRepository,
  type ProfileChange,
  type AccountTokenPurpose,
  type AccountToken,
  type NewAccountToken,
  type AccountTokenRepository,
  type SecretTokens,
  type PasswordHasher,
} from './users/ports.ts';
export {
  LoginSchema,
  RegisterSchema,
  InvitationLookUpSchema,
  InvitationStateSchema,
  VerifyEmailSchema,
  VerificationSentSchema,
  DemoLoginListSchema,
  SignInProvidersSchema,
  OidcCallbackQuerySchema,
  ProfilePatchSchema,
  type ProfilePatch,
  PasswordChangeSchema,
  SignedOutSchema,
  PendingAccountListSchema,
  type PasswordChange,
  AccountCreateSchema,
  RoleChangeSchema,
  BindAuthoritySchema,
  AccountCarrierSchema,
  PasswordResetSchema,
  AuditQuerySchema,
  AccountChangesQuerySchema,
  UserSchema,
  StaffListSchema,
  AccountOverviewSchema,
  AccountOverviewListSchema,
  AccountActiveSchema,
  SessionsEndedSchema,
  SessionOverviewSchema,
  SessionOverviewListSchema,
  ThrottleEntrySchema,
  ThrottleListSchema,
  AccountEventSchema,
  AccountEventListSchema,
} from './users/schemas.ts';
export { ProfileSchema, ProfileEditSchema } from './profile-answer.ts';
export {
  isActiveAccount,
  holdsRole,
  underwritesFor,
  normaliseEmail,
  ACCOUNT_PENDING_MESSAGE,
  ACCOUNT_REFUSED_MESSAGE,
  ACCOUNT_DEACTIVATED_MESSAGE,
  inactiveAccountMessage,
} from './users/access.ts';
export { type Audience, ANYONE, ANY_ACCOUNT, SIGNED_IN, STAFF, audienceOf } from './users/audience.ts';
export {
  listAccounts,
  createAccount,
  changeRole,
  setBindAuthority,
  setAccountCarrier,
  setAccountActive,
  resetPassword,
  listSessions,
  revokeSession,
  signInThrottle,
  clearThrottle,
  auditLog,
  accountChanges,
  DIRECTORY_KEEPS_PASSWORD,
  CANNOT_CHANGE_OWN_ACCOUNT,
  type AdministrationDeps,
  type AccountOverview,
  type SessionOverview,
  type ThrottleEntry,
  type AccountActive,
  type SessionsEnded,
} from './users/usecases/administration.ts';
export {
  ALREADY_VERIFIED,
  INVALID_VERIFICATION_LINK,
  INVALID_INVITATION,
  INVITATION_FOR_OTHER_ADDRESS,
  MAX_VERIFICATION_MAILS,
  RESEND_WINDOW_MS,
} from './users/one-time-links.ts';
export type { SessionStore, LoginAttemptStore, ActiveSession, ThrottledKey } from './users/sessions.ts';
export {
  verifyEmail,
  resendVerification,
  listPendingAccounts,
  decideAccount,
  ACCOUNT_APPROVERS,
  VERIFICATION_ASKERS,
} from './users/usecases/accounts.ts';
export { currentUser } from './users/usecases/current-user.ts';
export { ensureFirstAdministrator } from './users/usecases/first-administrator.ts';
export { listStaff } from './users/usecases/list-staff.ts';
export { LOGIN_WINDOW_MS, MAX_FAILURES_PER_ADDRESS, MAX_FAILURES_PER_USERNAME, login } from './users/usecases/login.ts';
export { MAX_REGISTRATIONS_PER_ADDRESS, register } from './users/usecases/register.ts';
export {
  INVITATION_EXPIRED,
  INVITATION_USED,
  type InvitationLookUp,
  lookUpInvitation,
} from './users/usecases/invitation.ts';
export {
  getProfile,
  updateProfile,
  changePassword,
  signOutOtherSessions,
  type SignedOut,
  STAFF_PROFILE_FIELDS,
  WRONG_CURRENT_PASSWORD,
} from './users/usecases/profile.ts';

// Clients.
export type { Client, ClientDetail, NewClient } from './clients/entities.ts';
export {
  CLIENT_SORTS,
  type ClientSort,
  type ClientChange,
  type ClientContact,
  type ClientContactInput,
  type ClientDirectoryEntry,
  type ClientDirectoryPage,
  type ClientDirectoryQuery,
  type ClientHistoryEntry,
  type ClientMergeCounts,
  CLIENT_PORTAL_ADDRESS_REASONS,
  type ClientPortalAddress,
  type ClientPortalAddressReason,
  type ClientPortfolio,
  type ClientRecord,
  type DuplicateCandidate,
  type SimilarClient,
} from './clients/entities.ts';
export {
  ClientSchema,
  ClientDetailSchema,
  ClientListSchema,
  SimilarClientListSchema,
  ClientDirectoryPageSchema,
  ClientRecordSchema,
  DuplicateCandidateListSchema,
} from './clients/answers.ts';
export type { ClientRepository } from './clients/ports.ts';
export {
  CLIENT_MERGE_ROLES,
  CLIENT_EDITORS,
  CLIENT_MERGERS,
  CLIENT_READERS,
  addressReachesClient,
  clientsReached,
  mayEditClients,
  mayMergeClients,
  maySeeClientRecords,
  reachesClient,
} from './clients/access.ts';
export {
  NewClientSchema,
  type NewClientInput,
  NewClientRequestSchema,
  type NewClientRequest,
  ClientListQuerySchema,
  SimilarClientsQuerySchema,
  ClientEditSchema,
  type ClientEdit,
  ClientChangeSchema,
  ClientContactSchema,
  ClientContactChangeSchema,
  ClientMergeSchema,
  ClientDirectoryQuerySchema,
} from './clients/schemas.ts';
export {
  browseClients,
  getClientRecord,
  updateClient,
  addClientContact,
  updateClientContact,
  removeClientContact,
  findDuplicateClients,
  mergeClients,
} from './clients/usecases/client-records.ts';
export { createClient } from './clients/usecases/create-client.ts';
export { lookUpSimilarClients } from './clients/usecases/find-similar-clients.ts';
export { listClients } from './clients/usecases/list-clients.ts';
export {
  NAICS_SEARCH_DEFAULT,
  NAICS_SEARCH_MAX,
  NaicsCodeSchema,
  NaicsListSchema,
  NaicsQuerySchema,
  isNaicsCode,
  naicsTitle,
  searchNaics,
  type NaicsCode,
  type NaicsList,
  type NaicsQuery,
} from './clients/naics/naics.ts';
export { NAICS_VERSION } from './clients/naics/naics-2022.ts';
export {
  ENTITY_TYPES,
  ENTITY_TYPE_LABELS,
  FEIN_PATTERN,
  ClientFactsSchema,
  maskFein,
  yearsInBusiness,
  type ClientFacts,
  type EntityType,
  type StoredClientFacts,
} from './clients/applicant.ts';
export {
  MAX_PRIOR_CARRIERS,
  PRIOR_COVERAGE_LINES,
  PRIOR_COVERAGE_LINE_LABELS,
  PriorCarrierInputSchema,
  PriorCarrierSchema,
  describePriorCarrier,
  type PriorCarrier,
  type PriorCoverageLine,
} from './clients/prior-carriers.ts';

// Submissions: the record, its schedules, quotes, tasks, messages, workflow and rating.
export {
  SUBMISSION_STATUSES,
  type SubmissionStatus,
  PRIORITIES,
  type Priority,
  PRIORITY_LABELS,
  TRANSACTION_TYPES,
  type TransactionType,
  TRANSACTION_TYPE_LABELS,
  PRODUCTS,
  type Product,
  PRODUCT_LABELS,
  type SubmissionType,
  COVERAGE_TYPES,
  type CoverageType,
  COVERAGE_LABELS,
  RATING_LABELS,
  type RatingLabel,
  RATING_LABEL_NAMES,
  type Rating,
  type RatingFactor,
  type RatingResult,
  type Property,
  type PropertyInput,
  PROPERTY_FIELDS,
  type PropertyField,
  VEHICLE_USAGES,
  type Vehicle,
  type VehicleInput,
  VEHICLE_FIELDS,
  type VehicleField,
  type SubmissionCoverage,
  HISTORY_AUDIENCES,
  type HistoryAudience,
  type HistoryEntry,
  QUOTE_STATUSES,
  type Quote,
  type QuoteInput,
  type Task,
  type TaskInput,
  type Attachment,
  MESSAGE_CHANNELS,
  type MessageChannel,
  type Message,
  RELATED_ITEM_TYPES,
  type RelatedItem,
  type RelatedItemInput,
  type DocumentSummary,
  type Note,
  type SubmissionSummary,
  type Submission,
  type SubmissionListRow,
  type SubmissionView,
  type SubmissionPatch,
  type Decision,
  type Metrics,
} from './submissions/entities.ts';
export type {
  EncodedDetail,
  EncodedPage,
  Page,
  SubmissionListQuery,
  SubmissionRecord,
  SubmissionUpdate,
  MetricsData,
  SubmissionRepository,
  ScheduleRepository,
  NewHistoryEntry,
  ActivityEntry,
  HistoryRepository,
  QuoteRepository,
  TaskRepository,
  ReviewQueueRow,
  ReviewRequestRepository,
  NewMessage,
  MessageRepository,
  RelatedItemRepository,
  NewDocument,
  StoredDocument,
  DocumentRepository,
} from './submissions/ports.ts';
export { CREATED_MARKERS, fillCreated } from './submissions/ports.ts';
export {
  SUBMISSION_MESSAGES,
  PropertyInputSchema,
  type ValidPropertyInput,
  VehicleInputSchema,
  type ValidVehicleInput,
  PropertyRowsInputSchema,
  VehicleRowsInputSchema,
  PropertyPatchSchema,
  type PropertyPatchInput,
  VehiclePatchSchema,
  type VehiclePatchInput,
  ScheduleImportInputSchema,
  WizardPropertySchema,
  WizardVehicleSchema,
  NewSubmissionSchema,
  DecisionSchema,
  DECISION_MESSAGES,
  QuoteInputSchema,
  QuoteFormSchema,
  NewMessageInputSchema,
  MAX_MESSAGE_FILES,
  type ValidQuoteInput,
  TaskInputSchema,
  TaskPatchSchema,
  QuotePatchSchema,
  SubmissionPatchSchema,
  type SubmissionPatchInput,
  type QuotePatchInput,
  type TaskPatchInput,
  RelatedItemInputSchema,
  QuoteSchema,
  TaskSchema,
  RelatedItemSchema,
  SubmissionListQuerySchema,
  type SubmissionListQueryInput,
} from './submissions/schemas.ts';
export {
  isCoverageComplete,
  countCompletedCoverages,
  submissionProgress,
  missingInformation,
  customerNextSteps,
  needsAction,
} from './submissions/completeness.ts';
export {
  HISTORY_AUDIENCE,
  HISTORY_AUDIENCE_LABELS,
  isClientQuote,
  isStaffRow,
  isWholeSubmission,
  quoteAudience,
  type CustomerSubmission,
  type CustomerSubmissionSummary,
} from './submissions/customer-view.ts';
export { DECISION_ACTIONS, DECISION_NEXT_STEPS, customerDecision, type CustomerDecision } from './submissions/decision.ts';
export { addWorkingDays, daysUntilDue, defaultDueDate, pastDueDateWarning } from './submissions/due-dates.ts';
export { formatSubmissionId, parseSubmissionId, normalizeSubmissionId, SUBMISSION_ID_PATTERN } from './submissions/identifiers.ts';
export { rateSubmission, ratingTone } from './submissions/rating.ts';
export {
  INSURED_VALUE_PARTS,
  type InsuredValuePart,
  INSURED_VALUE_FIELDS,
  type InsuredValueField,
  resolveTiv,
  tivMismatch,
  type TivMismatch,
  withInsuredValues,
  insuredValueChanges,
  hasInsuredValue,
  insuredValueTotals,
  type InsuredValueTotals,
} from './submissions/insured-values.ts';
export { DEFAULT_CURRENCY, CURRENCY_PATTERN, formatMoney, formatVehicleValue } from './shared/money.ts';
export { formatDate } from './shared/dates.ts';
export { statusTone, customerStatusLabel } from './submissions/rules.ts';
export { isValidVin, withCheckDigit } from './submissions/vin.ts';
export {
  type CellSeal,
  type CellSource,
  type CellSources,
  CellSourcesSchema,
  MAX_SOURCE_TEXT,
  acceptSources,
  afterEdit,
  awaitsReview,
  describeSource,
  extractedSources,
  isLowConfidence,
  sealSources,
  sealText,
} from './submissions/sources.ts';
export {
  type SourceFile,
  SourceFileSchema,
  fileDigest,
  sourceFileOf,
  readFrom,
  rowsReadFrom,
  scheduleCount,
} from './submissions/source-files.ts';
export {
  canTransition,
  statusLabel,
  isOpenStatus,
  isDecided,
  DECIDED_SUBMISSION_MESSAGE,
  SUBMISSION_DECIDED,
  customerMayEdit,
} from './submissions/workflow.ts';
export { addProperties } from './submissions/usecases/add-properties.ts';
export { addQuote, quoteHistoryDetails } from './submissions/usecases/add-quote.ts';
export { addRelatedItem } from './submissions/usecases/add-related-item.ts';
export { addTask } from './submissions/usecases/add-task.ts';
export { addVehicles } from './submissions/usecases/add-vehicles.ts';
export { createSubmission } from './submissions/usecases/create-submission.ts';
export { assertReceivable, intakeEmail, type EmailIntakeResult, type IntakeOptions } from './submissions/usecases/intake-email.ts';
export * from './intake/index.ts';
export {
  EMAIL_INTAKE_ROLES,
  guessCoverages,
  guessTransactionType,
  nameFromDomain,
  newClientName,
  proposeClient,
  senderLabel,
  type ClientMatch,
  type ClientProposal,
  type ParsedEmail,
} from './submissions/email-intake.ts';
export { decideSubmission } from './submissions/usecases/decide-submission.ts';
export { deleteProperty } from './submissions/usecases/delete-property.ts';
export { deleteVehicle } from './submissions/usecases/delete-vehicle.ts';
export { downloadDocument } from './submissions/usecases/download-document.ts';
export { getMetrics } from './submissions/usecases/get-metrics.ts';
export { MetricsSchema } from './submissions/metrics.ts';
export { getSubmission, getSubmissionEncoded } from './submissions/usecases/get-submission.ts';
export { mayExportSchedule, SCHEDULE_EXPORTERS, scheduleForExport, type ScheduleExport } from './submissions/usecases/export-schedule.ts';
export { importSchedule, type ScheduleImport } from './submissions/usecases/import-schedule.ts';
export { listActivity } from './submissions/usecases/list-activity.ts';
export { ActivityEntrySchema, ActivityListSchema, ActivityQuerySchema } from './submissions/activity-schemas.ts';
export { listDocuments } from './submissions/usecases/list-documents.ts';
export { listMessages } from './submissions/usecases/list-messages.ts';
export { listSubmissions, listSubmissionsEncoded } from './submissions/usecases/list-submissions.ts';
export { sendMessage } from './submissions/usecases/send-message.ts';
export { submitForReview } from './submissions/usecases/submit-for-review.ts';
export {
  countWaitingReviews,
  listWaitingReviews,
  pickUpReview,
  WaitingReviewSchema,
  WaitingReviewsSchema,
  type WaitingReview,
} from './submissions/usecases/review-queue.ts';
export {
  REVIEW_SERVICE_LEVEL_DAYS,
  REVIEW_TASK_TITLE,
  REVIEW_REQUEST_TITLE,
  NOT_WAITING_FOR_DECISION,
  mayDecide,
  DECIDERS,
  reviewDueDate,
} from './submissions/review-queue.ts';
export { updateProperty } from './submissions/usecases/update-property.ts';
export { updateQuote } from './submissions/usecases/update-quote.ts';
export { updateSubmission } from './submissions/usecases/update-submission.ts';
export { updateTask } from './submissions/usecases/update-task.ts';
export { updateVehicle } from './submissions/usecases/update-vehicle.ts';
export {
  DOCUMENT_FIELD_MESSAGE,
  EMPTY_FILE_MESSAGE,
  type IncomingFile,
  sentDocument,
  uploadDocument,
} from './submissions/usecases/upload-document.ts';

// Documents: extraction results and the rules for reading them.
export {
  DOCUMENT_KINDS,
  type DocumentKind,
  type Provenance,
  type FieldConfidence,
  REVIEW_THRESHOLD,
  type ExtractedProperty,
  type ExtractedVehicle,
  type ParseResult,
  type ExtractionRequest,
  UNSUPPORTED_FORMAT,
  UNSUPPORTED_FORMAT_MESSAGE,
} from './documents/entities.ts';
export {
  UPLOAD_EXTENSIONS,
  type UploadSide,
  type UploadExtension,
  PARSEABLE_EXTENSIONS,
  uploadSideOf,
  uploadAccept,
  uploadFormatNames,
  uploadFormatsHint,
  CUSTOMER_UNSUPPORTED_FORMAT_MESSAGE,
  acceptsUpload,
} from './documents/upload-kinds.ts';
export type { LocalModelState, DocumentExtractor } from './documents/ports.ts';
export { LocalModelStateSchema } from './documents/model-state.ts';
export { typeNamedBy, extensionOf, downloadName, documentType, SIGNED_TYPES, TEXT_TYPES } from './documents/rules.ts';
export { parseDocument } from './documents/usecases/parse-document.ts';
export * from './documents/mapping.ts';
export {
  AppliedMappingSchema,
  ColumnChoiceSchema,
  DroppedRowSchema,
  ExtractionMappingSchema,
  LearnMappingsSchema,
  LearnedMappingSchema,
  LearnedMappingListSchema,
  MappedColumnSchema,
  SkippedSheetSchema,
} from './documents/mapping-schemas.ts';
export {
  DOCUMENT_TYPE_MESSAGE,
  ExtractedPropertySchema,
  ExtractedVehicleSchema,
  FieldConfidenceSchema,
  ParseFieldsSchema,
  ParseQuerySchema,
  ParseResultSchema,
  ProvenanceSchema,
} from './documents/parse-result.ts';
export {
  ColumnChoicesSchema,
  learnMappings,
  listLearnedMappings,
  removeLearnedMapping,
  readColumnChoices,
} from './documents/usecases/learned-mappings.ts';

// Notifications.
export type { Mail, MailAttachment, MailStatus, OutboxEntry, OutboxBacklog } from './notifications/entities.ts';
export { OutboxBacklogSchema } from './notifications/outbox-backlog.ts';
export { LiveCountsSchema } from './notifications/live-counts.ts';
export { type Mailer, MAX_DELIVERY_ATTEMPTS, type Outbox, type InboxRepository } from './notifications/ports.ts';
export {
  NOTIFICATION_KINDS,
  NOTIFICATION_KIND_LABELS,
  type NotificationKind,
  type Notification,
  type NewNotification,
  type NotificationQuery,
  NOTIFICATION_TARGETS,
  type NotificationTarget,
  notificationPath,
  CONVERSATION_KINDS,
  type ConversationKind,
  type ConversationSummary,
  type ConversationQuery,
  TASK_BUCKETS,
  TASK_BUCKET_LABELS,
  TASK_DONE_STATUS,
  isTaskDone,
  taskBucket,
  type TaskBucket,
  type TaskItem,
  type TaskQuery,
  type LiveCounts,
  TEAM_TASK_ROLES,
  REMINDER_LOOKBACK_DAYS,
  EMAIL_FREQUENCIES,
  EMAIL_FREQUENCY_LABELS,
  type EmailFrequency,
  type EmailPreference,
  defaultEmailPreference,
  mailsKind,
  type MailRecipient,
} from './notifications/work-hub.ts';
export {
  listNotifications,
  markNotificationsRead,
  followState,
  setFollowing,
  listConversations,
  markConversationRead,
  listTasks,
  liveCounts,
  remindDueTasks,
  getEmailPreference,
  setEmailPreference,
  sendDailyDigests,
} from './notifications/usecases/work-hub.ts';
export {
  EmailPreferenceSchema,
  InvitationSchema,
  InvitationSentSchema,
  type InvitationInput,
  EmailNotificationSchema,
  MailSentSchema,
  NotificationSchema,
  NotificationPageSchema,
  UnreadNotificationsSchema,
  EmailPreferenceRecordSchema,
  ConversationSummarySchema,
  ConversationPageSchema,
  TaskItemSchema,
  TaskPageSchema,
  NotificationListQuerySchema,
  MarkNotificationsReadSchema,
  ConversationListQuerySchema,
  TaskListQuerySchema,
} from './notifications/schemas.ts';
export { sendEmailNotification } from './notifications/usecases/send-email-notification.ts';
export { sendInvitation } from './notifications/usecases/send-invitation.ts';

// Claims.
export {
  CLAIM_STATUSES,
  CLAIM_STATUS_LABELS,
  CLAIM_TRANSITIONS,
  CLAIM_REFERENCE_PATTERN,
  MAX_CLAIM_FILES,
  canMoveClaim,
  formatClaimReference,
  type ClaimStatus,
  type Claim,
  type ClaimSummary,
  type ClaimDocument,
  type ClaimMessage,
  type ClaimHistoryEntry,
} from './claims/entities.ts';
export type {
  ClaimRepository,
  NewClaim,
  ClaimListQuery,
  ClaimReport,
  ClaimMove,
  ClaimMessageFields,
  ClaimListFilters,
} from './claims/ports.ts';
export {
  NewClaimSchema,
  ClaimStatusSchema,
  ClaimMessageSchema,
  ClaimListQuerySchema,
  ClaimDocumentSchema,
  ClaimMessageShape,
  ClaimHistoryEntrySchema,
  ClaimSummarySchema,
  ClaimSchema,
  ClaimPageSchema,
} from './claims/schemas.ts';
export { canSeeClaim, reportClaim, listClaims, getClaim, moveClaim, addClaimMessage, downloadClaimDocument } from './claims/usecases.ts';

// Conversations beyond submissions: a client's general thread with the firm, and reading marks of claim and client threads.
export {
  THREAD_KINDS,
  type ThreadKind,
  type ClientThread,
  type ClientMessage,
  type ClientMessageDocument,
  type PolicyThread,
} from './conversations/entities.ts';
export type { ClientThreadRepository, NewClientMessage } from './conversations/ports.ts';
export {
  ClientMessageSchema,
  type ClientMessageFields,
  MAX_CLIENT_MESSAGE_FILES,
  ClientMessageDocumentSchema,
  ClientThreadMessageSchema,
  ClientThreadSchema,
  PolicyThreadSchema,
} from './conversations/schemas.ts';
export {
  canUseClientThread,
  getClientThread,
  postClientMessage,
  getPolicyThread,
  postPolicyMessage,
  markThreadRead,
  downloadClientMessageDocument,
} from './conversations/usecases.ts';

// Carriers.
export {
  CARRIER_QUOTES_SHOWN,
  type Carrier,
  type CarrierSummary,
  type CarrierContact,
  type AppetiteNote,
  type CarrierProductFigures,
  type CarrierQuote,
  type CarrierHistoryEntry,
} from './carriers/entities.ts';
export type { CarrierRepository, CarrierFields, CarrierListQuery, CarrierPatch } from './carriers/ports.ts';
export {
  CARRIER_EDITOR_ROLES,
  CARRIER_READERS,
  CARRIER_KEEPERS,
  carrierRights,
  carrierNameKey,
  formatHitRatio,
} from './carriers/rules.ts';
export {
  NewCarrierSchema,
  CarrierPatchSchema,
  CarrierListQuerySchema,
  AppetiteNoteSchema,
  CarrierContactSchema,
  CarrierSummarySchema,
  CarrierSchema,
  CarrierPageSchema,
} from './carriers/schemas.ts';
export { listCarriers, getCarrier, createCarrier, updateCarrier } from './carriers/usecases.ts';

// Policies.
export type { Policy, NewPolicy } from './policies/entities.ts';
export type { PolicyRepository } from './policies/ports.ts';
export { getPolicy } from './policies/usecases/get-policy.ts';
export { listPolicies } from './policies/usecases/list-policies.ts';
export * from './policies/entities.ts';
export type { CertificateContent, CertificateRenderer, NewCertificate } from './policies/ports.ts';
export * from './policies/rules.ts';
export * from './policies/schemas.ts';
export * from './policies/usecases/policy-lifecycle.ts';
export * from './policies/usecases/certificates.ts';
export * from './policies/vehicle-schedule.ts';
export * from './policies/usecases/certificate-requests.ts';

// Organisation: the firm's offices, teams, workload and projects, and who administers it.
export {
  OFFICE_SLUGS,
  type OfficeSlug,
  type Office,
  type Team,
  type TeamMember,
  type Workload,
  type BookSubmission,
  type OfficeBook,
  type Project,
  type ProjectDetail,
  type TeamsOverview,
} from './organisation/entities.ts';
export type { OrganisationRepository, NewProject } from './organisation/ports.ts';
export {
  FIRM_ROLES,
  ADMINISTRATOR_ROLES,
  FIRM_STAFF,
  ADMINISTRATORS,
  isFirmStaff,
  isAdministrator,
  projectProgress,
} from './organisation/rules.ts';
export {
  ReassignSchema,
  NewProjectSchema,
  ProjectSubmissionsSchema,
  OfficeNameSchema,
  NewTeamSchema,
  TeamMembersSchema,
  StaffOfficeSchema,
  ProjectListQuerySchema,
  OfficeSchema,
  TeamMemberSchema,
  TeamSchema,
  WorkloadSchema,
  BookSubmissionSchema,
  OfficeBookSchema,
  ProjectSchema,
  ProjectDetailSchema,
  OfficeListSchema,
  TeamsOverviewSchema,
  BookSubmissionListSchema,
  ProjectListSchema,
  ReassignedSchema,
} from './organisation/schemas.ts';
export {
  assertFirmStaff,
  assertAdministrator,
  teamsOverview,
  openWorkOf,
  reassignSubmissions,
  listOffices,
  officeBook,
  renameOffice,
  placeStaff,
  createTeam,
  setTeamMembers,
  listProjects,
  getProject,
  createProject,
  addToProject,
} from './organisation/usecases.ts';

// Insights: the book's figures for managers and brokers, and what counts as quoted, bound and a breach.
export type {
  InsightsFilter,
  Insights,
  InsightsFunnel,
  InsightsMonth,
  PipelineStage,
  CarrierHitRatio,
  RatingCount,
  SlaFigures,
  ClientPremium,
  InsightsOptions,
} from './insights/entities.ts';
export type { InsightsQuery, InsightsFigures, InsightsMonthRow } from './insights/ports.ts';
export {
  BINDING_QUOTE_STATUSES,
  BOUND_SUBMISSION_STATUSES,
  DECISION_STATUSES,
  QUOTE_ADDED_ACTION,
  TOP_CLIENTS,
  MAX_PERIOD_MONTHS,
  defaultInsightsPeriod,
  slaOutcome,
  isSlaBreach,
  isBoundQuote,
} from './insights/rules.ts';
export { InsightsQuerySchema, type InsightsQueryInput, INSIGHTS_MESSAGES } from './insights/schemas.ts';
export { getInsights, type InsightsDeps } from './insights/usecases/get-insights.ts';

// The probes and the API's description.
export { ApiDescriptionSchema, LivenessSchema, ReadinessReportSchema, type ReadinessReport } from './health/index.ts';

// Reports, saved views and the workspace.
export { csvField, csvLine, type CsvCell } from './shared/csv.ts';
export {
  REPORT_KINDS,
  REPORT_LABELS,
  REPORT_DESCRIPTIONS,
  REPORT_CONTENT_TYPES,
  REPORT_FORMATS,
  type ReportKind,
  type ReportFormat,
  type ReportColumn,
  type ReportCell,
  type ReportOutput,
  type ReportDownload,
  type ColumnType,
  type BordereauLine,
  type RegisterLine,
  type AuditLine,
} from './reports/entities.ts';
export type { ReportSource, ReportDownloadLog, DayPeriod } from './reports/ports.ts';
export { canRunReports, REPORT_READERS, slaStanding, SLA_OUTCOME_LABELS } from './reports/rules.ts';
export {
  ReportQuerySchema,
  ReportFileQuerySchema,
  ReportKindParamsSchema,
  ReportDownloadSchema,
  ReportDownloadListSchema,
  ReportCarriersSchema,
  isPeriodInOrder,
  monthPeriod,
  type ReportQuery,
} from './reports/schemas.ts';
export { runReport, reportCarriers, recentDownloads, assertCanRunReports, type ReportDeps } from './reports/usecases.ts';
export type { SavedView, NewSavedView, ViewSearch, FollowedSubmission } from './views/entities.ts';
export type { SavedViewRepository, NewView, ViewChanges, ViewCopy } from './views/ports.ts';
export { canKeepViews, canSeeView, canChangeView, VIEW_KEEPERS } from './views/rules.ts';
export {
  NewViewSchema,
  ViewChangesSchema,
  ViewCopySchema,
  VIEW_NAME_MAX,
  SavedViewSchema,
  SavedViewListSchema,
  FollowedSubmissionSchema,
  WorkspaceSchema,
} from './views/schemas.ts';
export {
  listViews,
  getView,
  saveView,
  copyView,
  changeView,
  deleteView,
  getWorkspace,
  type Workspace,
  type ViewDeps,
} from './views/usecases.ts';
export {
  ContactAdministratorSchema,
  contactAdministrator,
  NO_ADMINISTRATOR,
  STATUS_READERS,
  SupportContactSentSchema,
  SupportStatusSchema,
  type SupportStatus,
} from './organisation/support.ts';

// Placing a risk: markets, their quotes, the client's proposal and binding.
export * from './placement/entities.ts';
export type { PlacementRepository, PolicyBinding, ProposalRenderer, ProposalContent, DueChase, ScheduleFiles } from './placement/ports.ts';
export {
  LOCATION_SCHEDULE_COLUMNS,
  VEHICLE_SCHEDULE_COLUMNS,
  scheduleTable,
  type ScheduleColumn,
  type ScheduleColumnType,
  type ScheduleTable,
} from './submissions/schedule-columns.ts';
export {
  placementRights,
  PLACEMENT_READERS,
  PLACEMENT_KEEPERS,
  PROPOSAL_CHOOSERS,
  MARKET_TRANSITIONS,
  MANUAL_MARKET_STATUSES,
  canMoveMarket,
  isOpenMarket,
  mayBind,
  bindAuthority,
  assertMayBind,
  statusMovesOnBinding,
  quoteTotal,
  comparisonRows,
  nextPolicyNumber,
  bindPeriod,
  bindConfirmation,
  commissionOf,
  BIND_BACKDATE_DAYS,
  BIND_AHEAD_DAYS,
  type ComparisonRow,
  type ComparedRisk,
  limitBelowInsuredValue,
  comparedRisk,
} from './placement/rules.ts';
export {
  ChooseMarketsSchema,
  MarketAnswerSchema,
  SendPackageSchema,
  MarketQuoteSchema,
  NewProposalSchema,
  ProposalChoiceSchema,
  BindSchema,
  ChaseBySchema,
  MAX_PROPOSAL_OPTIONS,
  CarrierAnswerSchema,
  CARRIER_ANSWER_STATUSES,
  MarketMessageSchema,
  type MarketMessageInput,
  type BindInput,
  type MarketQuoteInput,
  QuoteTermShape,
  MarketQuoteShape,
  MarketSendShape,
  MarketSchema,
  MarketCandidateSchema,
  MarketCandidateListSchema,
  ProposalOptionShape,
  ProposalSchema,
  ProposalListSchema,
  PlacementSchema,
  type CarrierAnswer,
  CarrierDeskItemSchema,
  CarrierDeskSchema,
  CarrierDeskSubmissionSchema,
  BoundPlacementSchema,
  PolicyPlacementSchema,
} from './placement/schemas.ts';
export { AttachmentShape, MessageSchema, MessageListSchema } from './submissions/message-answer.ts';
export {
  carrierDesk,
  carrierDeskSubmission,
  quoteAsCarrier,
  answerAsCarrier,
  assertCarrierUnderwriter,
  CARRIER_UNDERWRITERS,
  CARRIER_DESK_LIMIT,
  carrierDeskMessages,
  writeAsCarrier,
  readsMessage,
  marketThread,
  type CarrierDeskSubmission,
} from './placement/carrier-desk.ts';
export { marketMessages, writeToMarket } from './placement/market-thread.ts';
export {
  getPlacement,
  marketCandidates,
  chooseMarkets,
  answerMarket,
  sendMarketPackage,
  recordMarketQuote,
  createProposal,
  listProposals,
  chooseProposalOption,
  bindPlacement,
  setMarketChase,
  raiseMarketChases,
  boundPlacementOfPolicy,
  type PlacementDeps,
} from './placement/usecases.ts';
export {
  LOSS_RUN_STATUSES,
  LossRunClaimSchema,
  LossRunReadingSchema,
  MONEY_FIELDS,
  claimKey,
  driverAndUnit,
  incurredOf,
  parseCents,
  parsePrintedDate,
  parseStatus,
  parseTerm,
  readDate,
  resolveDate,
  type LossRunClaim,
  type LossRunReading,
  type LossRunSource,
  type LossRunStatus,
  type MoneyField,
  type PolicyTerm,
  type ReadValue,
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
  LOSS_HISTORY_YEARS,
  lossHistorySummary,
  policyYearOf,
  LOSS_HISTORY_EDITORS,
  LOSS_HISTORY_READERS,
  lossHistoryAccess,
  mayEditLossHistory,
  mayReadLossHistory,
  type LossHistoryUse,
  type ConfirmedLossRun,
  type KeptLossRunFile,
  type LossClaimChange,
  type LossClaimRepository,
  type LossRunReader,
  type NewLossClaim,
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
  confirmationOf,
  plainClaim,
} from './loss-runs/index.ts';
export {
  DocumentListSchema,
  DocumentSummarySchema,
  FollowingSchema,
  HistoryEntrySchema,
  PropertyListSchema,
  PropertySchema,
  RatingSchema,
  ScheduleImportSchema,
  SubmissionListSchema,
  SubmissionSchema,
  SubmissionSummarySchema,
  SubmissionViewSchema,
  VehicleListSchema,
  VehicleSchema,
} from './submissions/answers.ts';
export { InsightsSchema } from './insights/answers.ts';

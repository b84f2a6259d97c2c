// The front door of the notifications context: what other contexts of core use of it.
export { mailClientCustomers } from './customer-mail.ts';
export type { Mail } from './entities.ts';
export { followAsWorker, notify, notifyPolicyStaff, renewalDecisionRecipients, taskAssigneeIds, workerFollower } from './notify.ts';
export type { Mailer } from './ports.ts';
export { TASK_DONE_STATUS } from './work-hub.ts';
export { OutboxBacklogSchema, type OutboxBacklog } from './outbox-backlog.ts';
export { LiveCountsSchema, type LiveCounts } from './live-counts.ts';

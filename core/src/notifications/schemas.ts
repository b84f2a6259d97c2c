import * as v from 'valibot';
import { requiredText, objectSchema } from '../shared/validation.ts';

const EMAIL_INVALID = 'Must be a valid email';

/** POST /api/notifications/email: the wizard tells the client about a new submission. */
export const EmailNotificationSchema = objectSchema({
  to: v.pipe(v.string(EMAIL_INVALID), v.trim(), v.email(EMAIL_INVALID), v.maxLength(254, 'Email must be at most 254 characters')),
  subject: requiredText('Subject is required', 'Subject', 200),
  submissionId: requiredText('Submission ID is required', 'Submission ID', 50),
  clientName: requiredText('Client name is required', 'Client name', 200),
  brokerName: requiredText('Broker name is required', 'Broker name', 100),
});
export type EmailNotificationInput = v.InferOutput<typeof EmailNotificationSchema>;

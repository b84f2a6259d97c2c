import type * as v from 'valibot';
import type { EmailNotificationSchema } from './schemas.ts';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Files sent with the mail (a market's package), their content in base64 so the outbox can keep them. */
  attachments?: MailAttachment[];
}

export interface MailAttachment {
  filename: string;
  contentType: string;
  content: string;
}

export type MailStatus = 'sent' | 'queued';

export interface OutboxEntry extends Mail {
  id: string;
  status: 'queued' | 'sent' | 'failed';
  attempts: number;
  lastError: string | null;
  createdAt: string;
  sentAt: string | null;
}

export type { OutboxBacklog } from './outbox-backlog.ts';

/** POST /api/notifications/email: a mail to the client about their new submission. */
export type EmailNotification = v.InferOutput<typeof EmailNotificationSchema>;

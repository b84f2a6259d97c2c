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

/** What waits in the outbox, for an operator. */
export interface OutboxBacklog {
  /** Mails still to be delivered. */
  queued: number;
  /** Mails given up because the mail server refused them again and again. */
  failed: number;
  /** When the oldest waiting mail was written (ISO time); null when none waits. */
  oldestQueuedAt: string | null;
  /** Why the oldest waiting mail is not delivered yet: the next delivery round tries it first. */
  lastError: string | null;
}

/** POST /api/notifications/email: a mail to the client about their new submission. */
export interface EmailNotification {
  to: string;
  subject: string;
  submissionId: string;
  clientName: string;
  brokerName: string;
}

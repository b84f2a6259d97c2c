export interface Mail {
  to: string;
  subject: string;
  text: string;
  html?: string;
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

/** POST /api/notifications/email (section 7). */
export interface EmailNotification {
  to: string;
  subject: string;
  submissionId: string;
  clientName: string;
  brokerName: string;
}

import type { Mail, MailStatus, OutboxEntry } from './entities.ts';

export interface Mailer {
  /**
   * Delivers the mail, or keeps it in the outbox when delivery is not possible now
   * (no SMTP configured, or the server unreachable): no mail is ever lost.
   */
  send(mail: Mail): Promise<MailStatus>;
}

export interface Outbox {
  enqueue(mail: Mail, lastError?: string | null): Promise<OutboxEntry>;
  /** Queued entries, oldest first. */
  pending(limit: number): Promise<OutboxEntry[]>;
  markSent(id: string): Promise<void>;
  markFailed(id: string, error: string): Promise<void>;
  list(limit: number): Promise<OutboxEntry[]>;
}

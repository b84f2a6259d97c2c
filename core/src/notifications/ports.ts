import type { Mail, MailStatus, OutboxBacklog, OutboxEntry } from './entities.ts';

export interface Mailer {
  /**
   * Delivers the mail, or keeps it in the outbox when delivery is not possible now
   * (no SMTP configured, or the server unreachable): no mail is ever lost.
   */
  send(mail: Mail): Promise<MailStatus>;
}

/** After this many refusals by the mail server an outbox entry is given up as 'failed' and no longer retried. */
export const MAX_DELIVERY_ATTEMPTS = 10;

export interface Outbox {
  enqueue(mail: Mail, lastError?: string | null): Promise<OutboxEntry>;
  /** Queued entries, oldest first. */
  pending(limit: number): Promise<OutboxEntry[]>;
  markSent(id: string): Promise<void>;
  /**
   * Records a failed delivery. Only a refusal (the mail server answered that it will not take this mail)
   * counts towards giving the mail up (after MAX_DELIVERY_ATTEMPTS); a server that cannot be reached or asks to try later never makes the
   * outbox drop a mail, however long the outage lasts.
   */
  markFailed(id: string, error: string, refused?: boolean): Promise<void>;
  list(limit: number): Promise<OutboxEntry[]>;
  /** How much mail waits and why the oldest is not delivered yet; cheap enough for every readiness probe. */
  backlog(): Promise<OutboxBacklog>;
}

import nodemailer, { type Transporter } from 'nodemailer';
import type { Mail, MailStatus, Mailer, Outbox } from '@workbench/core';

/** What the mailer needs from a transport: nodemailer's sendMail, or a stand-in in tests. */
export interface MailTransport {
  sendMail(message: {
    from: string;
    to: string;
    subject: string;
    text: string;
    html?: string;
    attachments?: Array<{ filename: string; contentType: string; content: string; encoding: 'base64' }>;
  }): Promise<unknown>;
}

/** A mail's attachments as nodemailer takes them (their content stays base64 until it leaves). */
const attachmentsOf = (mail: Mail) =>
  mail.attachments?.length ? { attachments: mail.attachments.map((a) => ({ ...a, encoding: 'base64' as const })) } : {};

export const DEFAULT_FROM = 'Workbench <no-reply@workbench.local>';
export const NO_SMTP_MESSAGE = 'SMTP is not configured';

/** An SMTP transport that gives up after a few seconds, so a dead server never holds a request for long. */
export function createSmtpTransport(smtpUrl: string, options: { timeoutMs?: number } = {}): Transporter {
  const timeoutMs = options.timeoutMs ?? 5_000;
  return nodemailer.createTransport({
    url: smtpUrl,
    connectionTimeout: timeoutMs,
    greetingTimeout: timeoutMs,
    socketTimeout: timeoutMs,
  });
}

export interface OutboxMailerOptions {
  outbox: Outbox;
  /** Null when SMTP is not configured: every mail then waits in the outbox. */
  transport: MailTransport | null;
  from?: string;
}

const errorMessage = (error: unknown) => (error instanceof Error ? error.message : String(error)) || 'Delivery failed';

/**
 * The server answered that it will not take this mail (an SMTP 5xx reply, e.g. an unknown mailbox): trying
 * again later would get the same answer. Anything else (no connection, a timeout, a 4xx 'try later') is the
 * server's state, not the mail's.
 */
export function isRefusal(error: unknown): boolean {
  const code = (error as { responseCode?: unknown } | null)?.responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
}

/** Delivers now when it can; otherwise the mail is kept in the outbox for its delivery job. No mail is lost. */
export class OutboxMailer implements Mailer {
  private readonly from: string;

  constructor(private readonly options: OutboxMailerOptions) {
    this.from = options.from ?? DEFAULT_FROM;
  }

  async send(mail: Mail): Promise<MailStatus> {
    const { transport, outbox } = this.options;
    if (!transport) {
      await outbox.enqueue(mail, NO_SMTP_MESSAGE);
      return 'queued';
    }
    try {
      await transport.sendMail({
        from: this.from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        ...attachmentsOf(mail),
      });
      return 'sent';
    } catch (error) {
      await outbox.enqueue(mail, errorMessage(error));
      return 'queued';
    }
  }
}

export interface OutboxDeliveryOptions {
  outbox: Outbox;
  transport: MailTransport;
  from?: string;
}

/**
 * The `deliver-mail` job: sends one outbox entry and marks it sent. A mail already sent is left alone, so a
 * job run twice (a sweep, a retry after a crash between the send and the mark) sends it once where the
 * database saw the send. A failure is recorded on the entry and thrown: the queue retries it with backoff
 * and, after its last attempt, shows it to staff as a failed job. Only refusals count towards giving the
 * mail up in the outbox; a server that cannot be reached leaves the mail queued for the next sweep.
 */
export function outboxDelivery(options: OutboxDeliveryOptions) {
  const from = options.from ?? DEFAULT_FROM;
  return async (outboxId: string): Promise<'sent' | 'already_sent' | 'gone'> => {
    const entry = await options.outbox.get(outboxId);
    if (!entry) return 'gone';
    if (entry.status === 'sent') return 'already_sent';
    try {
      await options.transport.sendMail({
        from,
        to: entry.to,
        subject: entry.subject,
        text: entry.text,
        html: entry.html,
        ...attachmentsOf(entry),
      });
    } catch (error) {
      await options.outbox.markFailed(entry.id, errorMessage(error), isRefusal(error));
      throw error;
    }
    await options.outbox.markSent(entry.id);
    return 'sent';
  };
}

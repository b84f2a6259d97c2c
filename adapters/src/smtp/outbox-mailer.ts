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

/** Delivers now when it can; otherwise the mail is kept in the outbox for the retry loop. No mail is lost. */
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

export interface OutboxRetryOptions {
  outbox: Outbox;
  transport: MailTransport;
  /** Pause between rounds while deliveries succeed. */
  intervalMs: number;
  /** Longest pause after repeated failures (default 5 minutes). */
  maxIntervalMs?: number;
  batchSize?: number;
  from?: string;
  onError?: (error: unknown) => void;
}

export interface OutboxRetry {
  /** One round now: returns how many mails were delivered. */
  runOnce(): Promise<number>;
  stop(): Promise<void>;
}

/**
 * Retries queued mail in the background. When the server cannot be reached every mail would fail the same
 * way, so the round stops at the first such failure and the pause doubles (up to maxIntervalMs); the mail
 * stays queued for as long as the outage lasts. A mail the server refuses is counted against that mail only
 * and the round carries on with the next.
 */
export function startOutboxRetry(options: OutboxRetryOptions): OutboxRetry {
  const from = options.from ?? DEFAULT_FROM;
  const maxIntervalMs = options.maxIntervalMs ?? 300_000;
  let delay = options.intervalMs;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<number> | undefined;

  async function round(): Promise<number> {
    let delivered = 0;
    for (const entry of await options.outbox.pending(options.batchSize ?? 20)) {
      if (stopped) break;
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
        const refused = isRefusal(error);
        await options.outbox.markFailed(entry.id, errorMessage(error), refused);
        if (refused) continue;
        delay = Math.min(delay * 2, maxIntervalMs);
        return delivered;
      }
      await options.outbox.markSent(entry.id);
      delivered++;
    }
    delay = options.intervalMs;
    return delivered;
  }

  const runOnce = () => {
    running ??= round().finally(() => (running = undefined));
    return running;
  };

  const schedule = () => {
    if (stopped) return;
    timer = setTimeout(async () => {
      try {
        await runOnce();
      } catch (error) {
        delay = Math.min(delay * 2, maxIntervalMs);
        options.onError?.(error);
      }
      schedule();
    }, delay);
    timer.unref?.();
  };
  schedule();

  return {
    runOnce,
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running?.catch(() => undefined);
    },
  };
}

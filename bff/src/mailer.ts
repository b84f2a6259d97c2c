import type { Mailer, Outbox } from '@workbench/core';
import { OutboxMailer, createSmtpTransport, type MailTransport } from '@workbench/adapters/smtp/index.ts';
import type { Config } from './config.ts';

/** The SMTP transport when SMTP_URL is set; null keeps every mail in the outbox for an administrator. */
export function createMailTransport(config: Pick<Config, 'smtpUrl'>): MailTransport | null {
  return config.smtpUrl ? createSmtpTransport(config.smtpUrl) : null;
}

/** Delivers through SMTP when it can, otherwise keeps the mail in the outbox table: no mail is lost. */
export function createMailer({ config, outbox, transport }: { config: Config; outbox: Outbox; transport: MailTransport | null }): Mailer {
  return new OutboxMailer({ outbox, transport, from: config.mailFrom });
}

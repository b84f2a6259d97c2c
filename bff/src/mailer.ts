import type { Mailer, Outbox } from '@workbench/core';
import type { Logger } from 'pino';
import type { Config } from './config.ts';

/**
 * The Mailer. Until the SMTP adapter is wired here, every mail is kept in the outbox table ('queued'),
 * where an administrator can read it; no mail is lost.
 */
export function createMailer({ outbox }: { config: Config; outbox: Outbox; logger: Logger }): Mailer {
  return {
    async send(mail) {
      await outbox.enqueue(mail);
      return 'queued';
    },
  };
}

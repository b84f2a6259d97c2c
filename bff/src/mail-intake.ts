import { intakeEmail, type Actor, type EmailIntakeResult } from '@workbench/core';
import { parseEmail } from '@workbench/adapters/mail-intake/index.ts';
import { startSmtpIntake, type SmtpIntake } from '@workbench/adapters/mail-intake/smtp-intake.ts';
import type { Logger } from 'pino';
import type { Services } from './compose.ts';
import { documentMimeType } from './http/content-type.ts';

/** Base64 makes attachments a third larger on the wire than on disk; headers and the text add a little. */
const wireSize = (bytes: number) => Math.ceil((bytes * 4) / 3) + 256 * 1024;

/**
 * Takes one raw e-mail (an .eml or what the SMTP listener received) in as a draft submission: attachments go
 * through the same type check as uploads, so a program attached to a mail is refused as it would be uploaded.
 */
export const takeInEmail =
  (services: Services) =>
  async (actor: Actor | null, raw: Buffer | Uint8Array): Promise<EmailIntakeResult> =>
    intakeEmail(services)(actor, await parseEmail(raw, documentMimeType));

/**
 * Starts the SMTP intake listener on INTAKE_SMTP_PORT when it is set (off by default): mail the firm's mail
 * server forwards there becomes draft submissions. Null when it is off.
 */
export async function startMailIntake(services: Services, logger: Logger): Promise<SmtpIntake | null> {
  const port = services.config.intakeSmtpPort;
  if (!port) return null;
  const take = takeInEmail(services);
  const intake = await startSmtpIntake({
    port,
    maxBytes: wireSize(services.config.messageMaxBytes),
    onMessage: async (raw) => {
      const result = await take(null, raw);
      logger.info(
        { submission: result.submission.submissionId, client: result.client.name, warnings: result.warnings },
        'e-mail taken in as a draft submission',
      );
    },
    onError: (error) => logger.warn({ err: error }, 'an e-mail could not be taken in'),
  });
  logger.info({ port: intake.port }, 'SMTP intake listening (INTAKE_SMTP_PORT)');
  return intake;
}

import { assertReceivable, intakeEmail, type Actor, type EmailIntakeResult, type IntakeSource, type ParsedEmail } from '@workbench/core';
import { isOutlookMsg, parseEmail, parseMsg } from '@workbench/adapters/mail-intake/index.ts';
import { startSmtpIntake, type SmtpIntake } from '@workbench/adapters/mail-intake/smtp-intake.ts';
import { startImapPoller, type ImapPoller } from '@workbench/adapters/mail-intake/imap-poller.ts';
import type { Logger } from 'pino';
import type { Services } from './services.ts';
import { documentMimeType } from './http/content-type.ts';

/** Base64 makes attachments a third larger on the wire than on disk; headers and the text add a little. */
export const wireSize = (bytes: number) => Math.ceil((bytes * 4) / 3) + 256 * 1024;

/**
 * Takes one mail already read (an .eml, an Outlook .msg, what the SMTP listener or the mailbox poller
 * received) in, held to the installation's caps: each attachment no larger than an upload may be, and at
 * most INTAKE_MAX_ATTACHMENTS of them.
 */
export const takeInParsed =
  (services: Services) =>
  (actor: Actor | null, mail: ParsedEmail, source: IntakeSource): Promise<EmailIntakeResult> =>
    intakeEmail(services)(actor, mail, {
      source,
      limits: { maxAttachmentBytes: services.config.uploadMaxBytes, maxAttachments: services.config.intakeMaxAttachments },
      reader: services.mailReader,
      extract: (file) => services.extractor.extract({ bytes: file.bytes, filename: file.filename, mimeType: file.mimeType }),
    });

/**
 * Takes one saved or received e-mail in, a raw message (.eml) or an Outlook .msg (known by its first bytes):
 * attachments go through the same type check as uploads, so a program attached to a mail is refused as it
 * would be uploaded. The same mail taken again is answered `already_taken`.
 */
export const takeInEmail = (services: Services) => {
  const take = takeInParsed(services);
  return async (
    actor: Actor | null,
    raw: Buffer | Uint8Array,
    source: IntakeSource = actor ? 'upload' : 'smtp',
  ): Promise<EmailIntakeResult> => take(actor, await readMail(raw), source);
};

/** A raw message (.eml) or an Outlook .msg (known by its first bytes), parsed. */
const readMail = async (raw: Buffer | Uint8Array): Promise<ParsedEmail> =>
  isOutlookMsg(raw) ? parseMsg(raw, documentMimeType) : parseEmail(raw, documentMimeType);

/** One line of the log for a mail taken in by a listener or the poller; never its content. */
export function logIntake(logger: Logger, result: EmailIntakeResult): void {
  const fields = { outcome: result.outcome, messageId: result.item.messageId, submission: result.submission?.submissionId ?? null };
  if (result.outcome === 'already_taken') logger.info(fields, 'e-mail already taken in before; left as it was');
  else if (result.outcome === 'attached') logger.info(fields, 'e-mail reply attached to its submission');
  else logger.info({ ...fields, client: result.client?.name, warnings: result.warnings }, 'e-mail taken in as a draft submission');
}

/**
 * A mail the listener or the poller received waits on the job queue, in the database, until a worker takes
 * it in (the `take-in-mail` job, bff/src/jobs.ts: reading its attachments, making the draft). The listener
 * acknowledges and the poller moves the mail only once it is queued, so a restart loses nothing; a failure
 * is retried, then shown to broker managers. The Message-ID log still takes each mail in once.
 */
function queueIntake(services: Services, logger: Logger) {
  return async (raw: Buffer | Uint8Array, source: 'smtp' | 'imap'): Promise<void> => {
    assertReceivable(await readMail(raw));
    await services.jobs.enqueue('take-in-mail', { raw: Buffer.from(raw).toString('base64'), source });
    logger.info({ source, bytes: raw.byteLength }, 'e-mail received; queued to be taken in');
  };
}

/**
 * Starts the SMTP intake listener on INTAKE_SMTP_PORT when it is set (off by default): mail the firm's mail
 * server forwards there becomes draft submissions. Null when it is off.
 */
export async function startMailIntake(services: Services, logger: Logger): Promise<SmtpIntake | null> {
  const port = services.config.intakeSmtpPort;
  if (!port) return null;
  const queue = queueIntake(services, logger);
  const intake = await startSmtpIntake({
    port,
    maxBytes: wireSize(services.config.messageMaxBytes),
    onMessage: (raw) => queue(raw, 'smtp'),
    onError: (error) => logger.warn({ err: error }, 'an e-mail could not be taken in'),
  });
  logger.info({ port: intake.port }, 'SMTP intake listening (INTAKE_SMTP_PORT)');
  return intake;
}

/**
 * Polls the shared mailbox at INTAKE_IMAP_URL when it is set (off by default): every unread mail there is
 * taken in and moved to INTAKE_IMAP_DONE_MAILBOX. Null when it is off.
 */
export function startMailPolling(services: Services, logger: Logger): ImapPoller | null {
  const url = services.config.intakeImapUrl;
  if (!url) return null;
  const queue = queueIntake(services, logger);
  const mailbox = services.config.intakeImapMailbox ?? 'INBOX';
  const doneMailbox = services.config.intakeImapDoneMailbox ?? 'Taken';
  const poller = startImapPoller({
    url,
    mailbox,
    doneMailbox,
    intervalMs: (services.config.intakeImapPollSeconds ?? 60) * 1000,
    take: (raw) => queue(raw, 'imap'),
    onError: (error) => logger.warn({ err: error }, 'the shared mailbox could not be polled, or a mail in it taken in'),
  });
  // The address is logged without its password.
  logger.info({ host: new URL(url).host, mailbox, doneMailbox }, 'polling the shared mailbox (INTAKE_IMAP_URL)');
  return poller;
}

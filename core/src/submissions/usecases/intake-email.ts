import type * as v from 'valibot';
import { AppError } from '../../errors.ts';
import type { Client } from '../../clients/index.ts';
import { TASK_DONE_STATUS } from '../../notifications/index.ts';
import { followAsWorker } from '../../notifications/index.ts';
import { recordedBy } from '../../users/index.ts';
import type { Repositories } from '../../repositories.ts';
import { assertRole, type Actor, type CoreDeps } from '../../use-case-deps.ts';
import { plural } from '../../shared/wording.ts';
import {
  INTAKE_DROP_LABELS,
  type DroppedAttachment,
  type IntakeAttachment,
  type EmailIntakeResultSchema,
  type IntakeSource,
} from '../../intake/index.ts';
import { attachmentVerdict, DEFAULT_MAX_ATTACHMENTS, normaliseMessageId, threadMessageIds, type IntakeLimits } from '../../intake/index.ts';
import { guessLines, hasGaps, isScheduleFile, ruleGuesses, scheduleRows, withModelGuesses } from '../../intake/index.ts';
import type { ParseResult } from '../../documents/index.ts';
import type { MailReader } from '../../intake/index.ts';
import { GUESS_FIELD_LABELS } from '../../intake/index.ts';
import { GUESS_FIELDS } from '../../intake/index.ts';
import type { SubmissionCoverage } from '../entities.ts';
import { EMAIL_INTAKE_ROLES, newClientName, proposeClient, senderLabel, type ClientMatch, type ParsedEmail } from '../email-intake.ts';
import { rateSubmission } from '../rating.ts';
import { productForCoverages } from '../rules.ts';
import { isOpenStatus } from '../workflow.ts';
import { cleanFilename } from './upload-document.ts';
import { sourceFileOf } from '../source-files.ts';

/** What the intake made of a mail: core's EmailIntakeResultSchema. */
export type EmailIntakeResult = v.InferOutput<typeof EmailIntakeResultSchema>;

/** How the mail came in, and the caps it is held to. */
export interface IntakeOptions {
  source: IntakeSource;
  limits?: Partial<IntakeLimits>;
  /** The local model, asked what the rules could not guess; absent or failing, the rules' guesses stand alone. */
  reader?: MailReader | null;
  /** Reads a spreadsheet attachment's schedule; one that cannot be read is simply kept as a document. */
  extract?: ((file: ParsedEmail['attachments'][number]) => Promise<ParseResult>) | null;
}

/** Who the history names when no person took the mail in: the SMTP listener or the mailbox poller. */
const MAIL_INTAKE = { userId: null, user: 'E-mail intake' } as const;

const MATCH_WORDING: Record<ClientMatch, string> = {
  email: "the sender's address",
  domain: "the sender's domain",
  name: 'a similar name',
};

// Intake entries are for staff: nothing from a mail reaches a customer until a broker shares the submission.
const AUDIENCE = 'staff' as const;

/** The attachments that may be kept under the caps, and the others with why they were not. */
function screen(mail: ParsedEmail, limits: IntakeLimits) {
  const kept: ParsedEmail['attachments'] = [];
  const dropped: DroppedAttachment[] = [...(mail.dropped ?? [])];
  for (const file of mail.attachments) {
    if (file.bytes.byteLength === 0) continue;
    const reason = attachmentVerdict({ filename: file.filename, size: file.bytes.byteLength }, kept.length, limits);
    if (reason) dropped.push({ filename: cleanFilename(file.filename), size: file.bytes.byteLength, reason });
    else kept.push(file);
  }
  return { kept, dropped };
}

const droppedWarning = (dropped: readonly DroppedAttachment[]) =>
  `Attachments not kept: ${dropped.map((d) => `${d.filename} (${INTAKE_DROP_LABELS[d.reason]})`).join(', ')}`;

/**
 * Takes one e-mail in, exactly once: its Message-ID is logged in the same unit of work as what it becomes,
 * so the same mail delivered again (twice by the mail server, to two processes, or after a crash half-way)
 * is answered `already_taken` and changes nothing.
 *
 * A reply (In-Reply-To or References naming a mail already taken) goes onto that mail's submission as a
 * staff-only message with its attachments. Any other mail becomes a draft submission of type Email, status
 * pending, waiting on the intake queue: the client proposed from the sender (address, then domain, then name
 * similarity) or, when none fits, created from the sender's domain or name; the sender's text as the first
 * message; every kept attachment a document; transaction type and coverages guessed from subject and body
 * by plain rules, each guess written to the history as a guess; a duplicate warning when the client already
 * has an open submission. Programs and macro documents are never stored, nor attachments past the caps:
 * they are listed on the item.
 * `actor` is the staff member who dropped the file; null for the SMTP listener and the mailbox poller.
 */
/**
 * What a received mail needs to be taken in at all: a sender address and a Message-ID. Fails with invalid
 * otherwise. The listener and the poller ask it when a mail arrives, before queueing it, so a mail that
 * can never be taken in is refused to the mail server (or left in the mailbox) rather than queued.
 */
export function assertReceivable(mail: Pick<ParsedEmail, 'fromAddress' | 'messageId'>): { fromAddress: string; messageId: string } {
  const fromAddress = mail.fromAddress.trim().toLowerCase();
  if (!fromAddress.includes('@')) {
    const message = 'The e-mail has no sender address';
    throw AppError.invalid(message, [{ path: 'from', message }]);
  }
  const messageId = normaliseMessageId(mail.messageId);
  if (!messageId) {
    const message = 'The e-mail has no Message-ID';
    throw AppError.invalid(message, [{ path: 'messageId', message }]);
  }
  return { fromAddress, messageId };
}

export const intakeEmail =
  (deps: CoreDeps) =>
  async (
    actor: Actor | null,
    mail: ParsedEmail,
    options: IntakeOptions = { source: actor ? 'upload' : 'smtp' },
  ): Promise<EmailIntakeResult> => {
    if (actor) assertRole(actor, EMAIL_INTAKE_ROLES);
    const { fromAddress, messageId } = assertReceivable(mail);
    const limits: IntakeLimits = {
      maxAttachments: options.limits?.maxAttachments ?? DEFAULT_MAX_ATTACHMENTS,
      maxAttachmentBytes: options.limits?.maxAttachmentBytes ?? Number.POSITIVE_INFINITY,
    };
    const sender = senderLabel({ fromAddress, fromName: mail.fromName });
    const subject = mail.subject.trim() || '(no subject)';
    const text = mail.text.trim();
    const at = deps.clock.now();
    const now = at.toISOString();
    const who = actor ? recordedBy(actor) : MAIL_INTAKE;
    const { kept, dropped } = screen(mail, limits);
    const thread = threadMessageIds(mail.inReplyTo, mail.references).filter((id) => id !== messageId);

    // Guessed before the transaction: the model may take seconds, and a reply or a mail taken before needs none.
    const today = now.slice(0, 10);
    let extraction = ruleGuesses(subject, text, today);
    let modelFailed = false;
    if (options.reader && thread.length === 0 && hasGaps(extraction) && !(await deps.uow.repos.intake.findByMessageId(messageId))) {
      const answer = await options.reader.guess({ subject, text, today }).catch(() => null);
      modelFailed = answer === null;
      extraction = withModelGuesses(extraction, answer, today);
    }
    // Schedules are read before the transaction too: the draft opens with its locations and vehicles.
    const schedules: { filename: string; rows: ReturnType<typeof scheduleRows> }[] = [];
    if (options.extract && thread.length === 0) {
      for (const file of kept.filter((f) => isScheduleFile(f.filename))) {
        const result = await options.extract(file).catch(() => null);
        const rows = result ? scheduleRows(result) : null;
        if (!rows || rows.properties.length + rows.vehicles.length === 0) continue;
        // Each row remembers the attachment it came from, so reviewing that attachment later replaces them.
        const read = { sourceFile: await sourceFileOf({ filename: cleanFilename(file.filename), bytes: file.bytes }) };
        schedules.push({
          filename: read.sourceFile.filename,
          rows: {
            properties: rows.properties.map((row) => ({ ...row, ...read })),
            vehicles: rows.vehicles.map((row) => ({ ...row, ...read })),
          },
        });
      }
    }
    const properties = schedules.flatMap((s) => s.rows.properties);
    const vehicles = schedules.flatMap((s) => s.rows.vehicles);

    return deps.uow.run(async (repos) => {
      const itemId = await repos.intake.claim(messageId, now);
      if (!itemId) return alreadyTaken(repos, messageId);

      const logged = {
        messageId,
        source: options.source,
        fromAddress,
        fromName: mail.fromName,
        subject,
        sentAt: mail.date,
        receivedAt: now,
        dropped,
      };
      const warnings = dropped.length > 0 ? [droppedWarning(dropped)] : [];
      const saveAttachments = async (submissionId: string) => {
        const saved: IntakeAttachment[] = [];
        const ids: string[] = [];
        for (const file of kept) {
          const document = await repos.documents.save({
            submissionId,
            filename: cleanFilename(file.filename),
            mimeType: file.mimeType,
            bytes: file.bytes,
            uploadedBy: sender,
          });
          ids.push(document.id);
          saved.push({ filename: document.filename, mimeType: document.mimeType, size: file.bytes.byteLength });
        }
        return { saved, ids };
      };

      const parent = thread.length > 0 ? await repos.intake.findThread(thread) : null;
      if (parent?.submissionId) {
        const submission = await repos.submissions.get(parent.submissionId);
        if (submission) {
          const { saved, ids } = await saveAttachments(submission.id);
          // A reply may come from anyone who saw the thread: staff read it first and share what the client should see.
          await repos.messages.add(submission.id, {
            from: sender,
            to: who.user,
            subject,
            content: text || '(no text)',
            channel: 'internal',
            attachmentIds: ids,
            date: mail.date ?? now,
          });
          await repos.history.add(submission.id, {
            ...who,
            action: 'Reply received by e-mail',
            details: `Reply from ${sender} on the e-mail thread: ${subject}${saved.length > 0 ? ` (${plural(saved.length, 'attachment')})` : ''}`,
            audience: AUDIENCE,
            date: now,
          });
          if (dropped.length > 0)
            await repos.history.add(submission.id, {
              ...who,
              action: 'Attachments not kept',
              details: warnings[0]!,
              audience: AUDIENCE,
              date: now,
            });
          await repos.submissions.touch(submission.id);
          const item = await repos.intake.record(itemId, {
            ...logged,
            kind: 'reply',
            status: 'attached',
            submissionId: submission.id,
            clientId: submission.clientId,
            clientMatch: null,
            clientScore: null,
            attachments: saved,
            duplicateOf: [],
            extraction: { transactionType: null, coverages: [], dueDate: null, sources: {}, evidence: {} },
          });
          return { outcome: 'attached' as const, item, submission, client: null, duplicateOf: [], warnings };
        }
      }

      const found = proposeClient({ fromAddress, fromName: mail.fromName }, await repos.clients.list());
      const client: Client =
        found?.client ??
        (await repos.clients.create({
          name: newClientName({ fromAddress, fromName: mail.fromName, subject: mail.subject, text: mail.text }),
          email: fromAddress,
          contactPerson: mail.fromName,
        }));

      const { transactionType, coverages: coverageTypes, dueDate } = extraction;
      const coverages: SubmissionCoverage[] = coverageTypes.map((coverage) => ({
        coverage,
        limit: null,
        deductible: null,
        premium: null,
        notes: null,
      }));
      const duplicateOf = await openSubmissionsOf(repos, client.id);

      const submission = await repos.submissions.create({
        clientId: client.id,
        transactionType,
        priority: 'none',
        status: 'pending',
        type: 'email',
        channel: 'E-mail',
        isNew: true,
        product: productForCoverages(coverageTypes),
        rating: rateSubmission({ coverages, properties, vehicles }, at),
        dueDate,
        description: subject,
        notes: [],
        coverages,
        shareWithClient: false,
        assignedToId: null,
        createdById: actor?.id ?? null,
        createdAt: now,
      });

      const history = (action: string, details: string) =>
        repos.history.add(submission.id, { ...who, action, details, audience: AUDIENCE, date: now });
      await history('Received by e-mail', `Received by e-mail from ${sender}: ${subject}${mail.date ? ` (sent ${mail.date})` : ''}`);
      if (found) {
        const score = found.match === 'name' ? ` (score ${found.score})` : '';
        await history('Client proposed', `${client.name}, found by ${MATCH_WORDING[found.match]}${score}: confirm or correct it`);
      } else {
        await history(
          'Client created',
          `No existing client matched ${sender}: created ${client.name} from the ${client.name === nameOf(mail) ? "sender's name" : "sender's domain"}`,
        );
      }
      const guessed = guessLines(extraction);
      for (const field of GUESS_FIELDS) {
        const line = guessed.find((g) => g.field === field);
        await history(
          `Guess: ${GUESS_FIELD_LABELS[field].toLowerCase()}`,
          line ? `${line.value}, ${line.basis}: confirm or correct it` : 'None guessed from the subject and body',
        );
      }
      if (modelFailed) await history('Guess: local model', "The local model did not answer in time: the guesses are the rules' alone");

      const { saved, ids } = await saveAttachments(submission.id);
      await repos.messages.add(submission.id, {
        from: sender,
        to: who.user,
        subject,
        content: text || '(no text)',
        channel: 'client',
        attachmentIds: ids,
        date: mail.date ?? now,
      });
      if (ids.length > 0) await history('Documents received', `${plural(ids.length, 'attachment')} stored as documents`);
      if (properties.length > 0) await repos.schedules.addProperties(submission.id, properties);
      if (vehicles.length > 0) await repos.schedules.addVehicles(submission.id, vehicles);
      for (const { filename, rows } of schedules) {
        await history(
          'Schedule read',
          `${plural(rows.properties.length, 'location')} and ${plural(rows.vehicles.length, 'vehicle')} read from ${filename}: check them`,
        );
      }
      if (dropped.length > 0) await history('Attachments not kept', warnings[0]!);
      if (duplicateOf.length > 0) {
        const warning = `Possible duplicate: ${client.name} already has open ${duplicateOf.length === 1 ? 'submission' : 'submissions'} ${duplicateOf.join(', ')}`;
        warnings.push(warning);
        await history('Possible duplicate', warning);
      }
      if (actor) await followAsWorker(repos, actor, submission.id, now);
      const match = found?.match ?? 'created';
      const score = found?.score ?? null;
      const item = await repos.intake.record(itemId, {
        ...logged,
        kind: 'new',
        status: 'new',
        submissionId: submission.id,
        clientId: client.id,
        clientMatch: match,
        clientScore: score,
        attachments: saved,
        duplicateOf,
        extraction,
      });
      return {
        outcome: 'created' as const,
        item,
        submission,
        client: { id: client.id, name: client.name, match, score },
        duplicateOf,
        warnings,
      };
    });
  };

/** The answer for a mail logged before: what it became, and nothing written. */
async function alreadyTaken(repos: Repositories, messageId: string): Promise<EmailIntakeResult> {
  const item = await repos.intake.findByMessageId(messageId);
  if (!item) throw AppError.conflict('The e-mail is being taken in; try again in a moment');
  const submission = item.submissionId ? await repos.submissions.get(item.submissionId) : null;
  const where = submission ? ` as ${submission.submissionId}` : item.status === 'discarded' ? ' and discarded' : '';
  return {
    outcome: 'already_taken',
    item,
    submission,
    client: null,
    duplicateOf: item.duplicateOf,
    warnings: [`This e-mail was taken in before${where}`],
  };
}

const nameOf = (mail: ParsedEmail) => mail.fromName?.trim() ?? '';

/** The human ids of the client's submissions that are not yet decided. */
async function openSubmissionsOf(repos: Repositories, clientId: string): Promise<string[]> {
  const portfolio = await repos.clients.portfolio(clientId, TASK_DONE_STATUS);
  return portfolio.submissions.filter((s) => isOpenStatus(s.status)).map((s) => s.submissionId);
}

import { AppError } from '../../errors.ts';
import type { Client } from '../../clients/entities.ts';
import { TASK_DONE_STATUS } from '../../notifications/work-hub.ts';
import { followAsWorker } from '../../notifications/notify.ts';
import { recordedBy } from '../../shared/author.ts';
import type { Repositories } from '../../shared/unit-of-work.ts';
import { assertRole, type Actor, type CoreDeps } from '../../shared/usecases/deps.ts';
import { plural } from '../../shared/wording.ts';
import { COVERAGE_LABELS, TRANSACTION_TYPE_LABELS, type SubmissionCoverage, type SubmissionSummary } from '../entities.ts';
import {
  EMAIL_INTAKE_ROLES,
  guessCoverages,
  guessTransactionType,
  newClientName,
  proposeClient,
  senderLabel,
  type ClientMatch,
  type ParsedEmail,
} from '../email-intake.ts';
import { rateSubmission } from '../rating.ts';
import { productForCoverages } from '../rules.ts';
import { isOpenStatus } from '../workflow.ts';
import { cleanFilename } from './upload-document.ts';

/** What the intake made of a mail: the draft, the client it was filed under and how, and any warning. */
export interface EmailIntakeResult {
  submission: SubmissionSummary;
  client: { id: string; name: string; match: ClientMatch | 'created'; score: number | null };
  /** Open submissions the client already had: the mail may belong to one of them. */
  duplicateOf: string[];
  warnings: string[];
}

/** Who the history names when no person took the mail in: the SMTP intake listener. */
const MAIL_INTAKE = { userId: null, user: 'E-mail intake' } as const;

const MATCH_WORDING: Record<ClientMatch, string> = {
  email: "the sender's address",
  domain: "the sender's domain",
  name: 'a similar name',
};

// Intake entries are for staff: nothing from a mail reaches a customer until a broker shares the submission.
const AUDIENCE = 'staff' as const;

/**
 * Turns one e-mail into a draft submission of type Email, status pending, in one unit of work: the client
 * proposed from the sender (address, then domain, then name similarity) or, when none fits, created from
 * the sender's domain or name; the sender's text as the first message (client channel); every attachment a
 * document; transaction type and coverages guessed from subject and body by plain rules, each guess written
 * to the history as a guess; a duplicate warning when the client already has an open submission.
 * `actor` is the staff member who dropped the .eml; null for the SMTP listener (the firm's own mail server).
 */
export const intakeEmail =
  (deps: CoreDeps) =>
  async (actor: Actor | null, mail: ParsedEmail): Promise<EmailIntakeResult> => {
    if (actor) assertRole(actor, EMAIL_INTAKE_ROLES);
    const fromAddress = mail.fromAddress.trim().toLowerCase();
    if (!fromAddress.includes('@')) {
      const message = 'The e-mail has no sender address';
      throw AppError.invalid(message, [{ path: 'from', message }]);
    }
    const sender = senderLabel({ fromAddress, fromName: mail.fromName });
    const subject = mail.subject.trim() || '(no subject)';
    const text = mail.text.trim();
    const at = deps.clock.now();
    const now = at.toISOString();
    const who = actor ? recordedBy(actor) : MAIL_INTAKE;

    return deps.uow.run(async (repos) => {
      const found = proposeClient({ fromAddress, fromName: mail.fromName }, await repos.clients.list());
      const client: Client =
        found?.client ??
        (await repos.clients.create({
          name: newClientName({ fromAddress, fromName: mail.fromName }),
          email: fromAddress,
          contactPerson: mail.fromName,
        }));

      const transactionType = guessTransactionType(subject, text);
      const coverageTypes = guessCoverages(subject, text);
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
        rating: rateSubmission({ coverages, properties: [], vehicles: [] }, at),
        dueDate: null,
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
      await history(
        'Guess: transaction type',
        transactionType
          ? `${TRANSACTION_TYPE_LABELS[transactionType]}, guessed from the subject and body`
          : 'None guessed from the subject and body',
      );
      await history(
        'Guess: coverages',
        coverageTypes.length > 0
          ? `${coverageTypes.map((c) => COVERAGE_LABELS[c]).join(', ')}, guessed from the subject and body`
          : 'None guessed from the subject and body',
      );

      const documentIds: string[] = [];
      for (const file of mail.attachments) {
        if (file.bytes.byteLength === 0) continue;
        const saved = await repos.documents.save({
          submissionId: submission.id,
          filename: cleanFilename(file.filename),
          mimeType: file.mimeType,
          bytes: file.bytes,
          uploadedBy: sender,
        });
        documentIds.push(saved.id);
      }
      await repos.messages.add(submission.id, {
        from: sender,
        to: actor ? recordedBy(actor).user : MAIL_INTAKE.user,
        subject,
        content: text || '(no text)',
        channel: 'client',
        attachmentIds: documentIds,
        date: mail.date ?? now,
      });
      if (documentIds.length > 0) await history('Documents received', `${plural(documentIds.length, 'attachment')} stored as documents`);

      const warnings: string[] = [];
      const refused = mail.refused ?? [];
      if (refused.length > 0) {
        const warning = `Attachments refused (not a document type): ${refused.join(', ')}`;
        warnings.push(warning);
        await history('Attachments refused', warning);
      }
      if (duplicateOf.length > 0) {
        const warning = `Possible duplicate: ${client.name} already has open ${duplicateOf.length === 1 ? 'submission' : 'submissions'} ${duplicateOf.join(', ')}`;
        warnings.push(warning);
        await history('Possible duplicate', warning);
      }
      if (actor) await followAsWorker(repos, actor, submission.id, now);
      return {
        submission,
        client: { id: client.id, name: client.name, match: found?.match ?? 'created', score: found?.score ?? null },
        duplicateOf,
        warnings,
      };
    });
  };

const nameOf = (mail: ParsedEmail) => mail.fromName?.trim() ?? '';

/** The human ids of the client's submissions that are not yet decided. */
async function openSubmissionsOf(repos: Repositories, clientId: string): Promise<string[]> {
  const portfolio = await repos.clients.portfolio(clientId, TASK_DONE_STATUS);
  return portfolio.submissions.filter((s) => isOpenStatus(s.status)).map((s) => s.submissionId);
}

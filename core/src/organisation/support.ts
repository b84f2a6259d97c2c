import * as v from 'valibot';
import { AppError } from '../errors.ts';
import type { Mailer } from '../notifications/index.ts';
import { audienceOf, authorLabel } from '../users/index.ts';
import type { Actor, CoreDeps } from '../use-case-deps.ts';
import { objectSchema, parseOrThrow, requiredText } from '../shared/validation.ts';
import { isActiveAccount } from '../users/index.ts';
import { ADMINISTRATOR_ROLES, FIRM_ROLES, isFirmStaff } from './rules.ts';

/** Who reads the system status panel: the firm's own staff, as the API's audience. */
export const STATUS_READERS = audienceOf(FIRM_ROLES.join(', '), isFirmStaff);

/** GET /api/support/status: what /readyz reports, with the running release. */
export const SupportStatusSchema = v.object({
  version: v.string(),
  checkedAt: v.string(),
  database: v.picklist(['up', 'down']),
  mail: v.object({
    smtpConfigured: v.boolean(),
    /** The outbox's backlog; null when the outbox could not be read. */
    backlog: v.nullable(
      v.object({ queued: v.number(), failed: v.number(), oldestQueuedAt: v.nullable(v.string()), lastError: v.nullable(v.string()) }),
    ),
  }),
  /** The local model's state; null when it could not be asked. */
  model: v.nullable(
    v.object({
      configured: v.boolean(),
      reachable: v.nullable(v.boolean()),
      lastError: v.nullable(v.string()),
      checkedAt: v.nullable(v.string()),
    }),
  ),
});
export type SupportStatus = v.InferOutput<typeof SupportStatusSchema>;

/** POST /api/support/contact: a message to the firm's administrators. */
export const ContactAdministratorSchema = objectSchema({
  subject: requiredText('Subject is required', 'Subject', 150),
  message: requiredText('Write your message', 'Message', 5000),
});
export type ContactAdministratorInput = v.InferOutput<typeof ContactAdministratorSchema>;

/** POST /api/support/contact's answer: how many administrators the message was mailed to. */
export const SupportContactSentSchema = v.object({ recipients: v.number() });

export const NO_ADMINISTRATOR = 'No administrator has an active account to write to';

/**
 * "Contact the administrator": mails the message to every active broker manager through the outbox, so it
 * leaves when mail can be delivered and waits there until then. Any active signed-in account may write;
 * the reply goes to their address. Fails with `conflict` when the firm has no active administrator.
 */
export const contactAdministrator =
  (deps: Pick<CoreDeps, 'uow'> & { mailer: Mailer }) =>
  async (actor: Actor, input: unknown): Promise<v.InferOutput<typeof SupportContactSentSchema>> => {
    if (!isActiveAccount(actor)) throw AppError.forbidden();
    const { subject, message } = parseOrThrow(ContactAdministratorSchema, input);
    const administrators = (await deps.uow.repos.users.listAccounts()).filter(
      (u) => ADMINISTRATOR_ROLES.includes(u.role) && isActiveAccount(u) && u.id !== actor.id,
    );
    if (administrators.length === 0) throw AppError.conflict(NO_ADMINISTRATOR);
    for (const admin of administrators) {
      await deps.mailer.send({
        to: admin.email,
        subject: `[Workbench support] ${subject}`,
        text: `${authorLabel(actor)} <${actor.email}> wrote through Support:\n\n${message}\n\nReply to ${actor.email}.\n`,
      });
    }
    return { recipients: administrators.length };
  };

import type { Repositories } from '../shared/unit-of-work.ts';
import type { Actor } from '../shared/usecases/deps.ts';
import { isCustomersAddress } from '../users/access.ts';
import { defaultEmailPreference, mailsKind, notificationMail, type NotificationKind } from './work-hub.ts';

/** What a client's customers are told by mail about something outside a submission's feed (a claim, their general thread). */
export interface CustomerMail {
  /** The client's address: its customer accounts are the ones told. */
  clientEmail: string | null;
  kind: NotificationKind;
  title: string;
  details: string;
  /** How the mail names what it is about (a claim reference, or the client for the general thread). */
  reference: string;
  client: string;
  /** The place in the portal the mail links to. */
  link: string | undefined;
}

/**
 * Mails the client's customer accounts through the outbox, in the caller's transaction, as each one's
 * preferences allow (immediate mail, this kind not muted). Never the one who caused it.
 */
export async function mailClientCustomers(repos: Repositories, actor: Actor, mail: CustomerMail): Promise<void> {
  const { clientEmail } = mail;
  if (!clientEmail) return;
  const accounts = (await repos.inbox.customerAccounts(clientEmail)).filter(
    (account) => account.id !== actor.id && isCustomersAddress(account, clientEmail),
  );
  if (accounts.length === 0) return;
  for (const person of await repos.inbox.mailSettings(accounts.map((a) => a.id))) {
    const preference = person.preference ?? defaultEmailPreference(person.role);
    if (preference.email === 'immediate' && mailsKind(preference, mail.kind)) {
      await repos.outbox.enqueue(
        notificationMail(person, { title: mail.title, details: mail.details, reference: mail.reference, client: mail.client }, mail.link),
      );
    }
  }
}

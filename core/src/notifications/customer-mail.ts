import type { Repositories } from '../repositories.ts';
import type { Actor } from '../use-case-deps.ts';
import { customerScopeEmail, normaliseEmail } from '../users/index.ts';
import type { User } from '../users/index.ts';
import { clientAddressMail, defaultEmailPreference, mailsKind, notificationMail, type NotificationKind } from './work-hub.ts';

/** What a client's customers are told by mail about something outside a submission's feed (a claim, their general thread). */
export interface CustomerMail {
  /** The client: the customer accounts that reach it are the ones told. */
  clientId: string;
  /** The client's own address, mailed itself while no customer account proved it. */
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

/** Who on the client's side hears of something. */
export interface ClientRecipients<Account> {
  /** The customer accounts that reach the client: each is told, and mailed as its own preferences allow. */
  accounts: Account[];
  /** The client's own address, mailed directly: set only while no customer account proved it. */
  address: string | null;
}

/**
 * The client's side of who is told: the customer accounts that reach it (`accounts`, those whose address is
 * its own or one it was given), once they proved their address; and, while no account proved its own
 * address, that address itself, so mail to a client never waits for them to register. An account that
 * muted mail is the client's choice and no mail goes round it to the address. Never the one who caused it:
 * neither their account nor their own address.
 */
export function clientRecipients<Account extends Pick<User, 'id' | 'role' | 'status' | 'email' | 'emailVerified'>>(
  clientEmail: string | null,
  accounts: readonly Account[],
  actor: Pick<User, 'id' | 'email'>,
): ClientRecipients<Account> {
  const owners = accounts.filter((account) => customerScopeEmail(account) !== null);
  const own = clientEmail === null ? null : normaliseEmail(clientEmail);
  const ownAddressProven = owners.some((account) => normaliseEmail(account.email) === own);
  const address = clientEmail && !ownAddressProven && normaliseEmail(actor.email) !== own ? clientEmail : null;
  return { accounts: owners.filter((account) => account.id !== actor.id), address };
}

/**
 * Mails the client's side (see clientRecipients) through the outbox, in the caller's transaction: each
 * customer account as its preferences allow (immediate mail, this kind not muted), or the client's address
 * when it has no account, pointing to where the portal shows it.
 */
export async function mailClientCustomers(repos: Repositories, actor: Actor, mail: CustomerMail): Promise<void> {
  const about = { title: mail.title, details: mail.details, reference: mail.reference, client: mail.client };
  const { accounts, address } = clientRecipients(mail.clientEmail, await repos.inbox.clientCustomerAccounts(mail.clientId), actor);
  if (address) await repos.outbox.enqueue(clientAddressMail(address, about, { link: mail.link }));
  if (accounts.length === 0) return;
  for (const person of await repos.inbox.mailSettings(accounts.map((a) => a.id))) {
    const preference = person.preference ?? defaultEmailPreference(person.role);
    if (preference.email === 'immediate' && mailsKind(preference, mail.kind)) {
      await repos.outbox.enqueue(notificationMail(person, about, mail.link));
    }
  }
}

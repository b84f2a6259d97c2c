import type { Mail } from '../notifications/index.ts';

/** How long a mailed link works: long enough for a weekend, short enough that an old mailbox is no key. */
export const VERIFICATION_LINK_TTL_MS = 48 * 60 * 60 * 1000;
export const INVITATION_LINK_TTL_MS = 14 * 24 * 60 * 60 * 1000;
/** Verification links one address may be sent within RESEND_WINDOW_MS. */
export const MAX_VERIFICATION_MAILS = 5;
export const RESEND_WINDOW_MS = 15 * 60 * 1000;

/** Where each link lands in the web app. */
export const verificationPath = (token: string) => `/auth/verify?token=${encodeURIComponent(token)}`;
/** An invitation opens the portal's sign-in page (`portalUrl`) on its register tab, carrying the token. */
export const invitationLink = (portalUrl: string, token: string) => `${portalUrl}?invitation=${encodeURIComponent(token)}`;

export const INVALID_VERIFICATION_LINK = 'This link is invalid or has expired. Ask for a new one from the portal.';
export const INVALID_INVITATION = 'This invitation is invalid or has expired';
export const INVITATION_FOR_OTHER_ADDRESS = 'Register with the e-mail address the invitation was sent to';
export const INVITATION_FOR_CUSTOMERS = 'An invitation opens a customer account';
export const ALREADY_VERIFIED = 'Your e-mail address is already confirmed';
export const TOO_MANY_VERIFICATION_MAILS = 'Too many links were sent to this address. Try again in 15 minutes.';

/** A link that proves an address, mailed to it: `lead` says why it came, `ifNotYou` what to do if unasked for. */
function confirmationMail(to: string, subject: string, name: string, lead: string, link: string, ifNotYou: string): Mail {
  const text = [
    `Dear ${name},`,
    '',
    lead,
    '',
    link,
    '',
    'Until it is confirmed, the portal shows none of your submissions or policies. The link works once,',
    `for 48 hours. ${ifNotYou}`,
  ].join('\n');
  return { to, subject, text };
}

export const verificationMail = (to: string, name: string, link: string): Mail =>
  confirmationMail(
    to,
    'Confirm your e-mail address',
    name,
    'Please confirm your e-mail address for the customer portal by opening this link:',
    link,
    'If you did not register, ignore this message.',
  );

/** The link that proves a customer's new address, mailed to it when they change it on their profile. */
export const changedAddressVerificationMail = (to: string, name: string, link: string): Mail =>
  confirmationMail(
    to,
    'Confirm your new e-mail address',
    name,
    'Your customer portal account now uses this e-mail address. Please confirm it by opening this link:',
    link,
    'If you did not make this change, contact your broker.',
  );

/** Tells the address an account had that it no longer has it, so a change its owner did not make is noticed. */
export function addressChangedMail(to: string, name: string, newAddress: string): Mail {
  const text = [
    `Dear ${name},`,
    '',
    `The e-mail address of your customer portal account was changed to ${newAddress}.`,
    '',
    'If you made this change, there is nothing more to do here. If you did not, contact your broker.',
  ].join('\n');
  return { to, subject: 'Your e-mail address was changed', text };
}

/** Tells a staff account that a broker manager approved it, with the way to sign in: until now it could do nothing. */
export function accountApprovedMail(to: string, name: string, role: string, signInLink: string | undefined): Mail {
  const text = [
    `Dear ${name},`,
    '',
    `A broker manager approved your Workbench account (${role}). You can now sign in and start working${signInLink ? ':' : '.'}`,
    ...(signInLink ? ['', signInLink] : []),
  ].join('\n');
  return { to, subject: 'Your Workbench account is approved', text };
}

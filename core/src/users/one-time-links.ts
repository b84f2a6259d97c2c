import type { Mail } from '../notifications/entities.ts';

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

export function verificationMail(to: string, name: string, link: string): Mail {
  const text = [
    `Dear ${name},`,
    '',
    'Please confirm your e-mail address for the customer portal by opening this link:',
    '',
    link,
    '',
    'Until it is confirmed, the portal shows none of your submissions or policies. The link works once,',
    'for 48 hours. If you did not register, ignore this message.',
  ].join('\n');
  return { to, subject: 'Confirm your e-mail address', text };
}

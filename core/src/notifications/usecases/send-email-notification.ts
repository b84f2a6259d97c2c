import { assertStaff, type Actor } from '../../use-case-deps.ts';
import type { EmailNotification, Mail, MailStatus } from '../entities.ts';
import type { Mailer } from '../ports.ts';

/**
 * The client notification the wizard sends after saving a shared submission; `portalLink` opens the
 * submission in the customer portal, where the mail says its progress is followed.
 */
export function notificationMail(n: EmailNotification, portalLink?: string): Mail {
  const text = [
    `Dear ${n.clientName},`,
    '',
    `${n.brokerName} has created a new insurance submission for ${n.clientName}.`,
    '',
    `Submission: ${n.submissionId}`,
    `Client: ${n.clientName}`,
    `Broker: ${n.brokerName}`,
    '',
    'You can follow its progress in the customer portal, where you can also review and extend the property',
    'and vehicle schedules.',
    ...(portalLink ? ['', portalLink] : []),
    '',
    'Kind regards,',
    n.brokerName,
  ].join('\n');
  return { to: n.to, subject: n.subject, text };
}

/**
 * Mails a notification through the Mailer: 'sent' when delivered, 'queued' when it waits in the outbox.
 * Staff only.
 */
export const sendEmailNotification =
  (deps: { mailer: Mailer; linkTo?: ((path: string) => string) | undefined }) =>
  async (actor: Actor, notification: EmailNotification): Promise<{ status: MailStatus }> => {
    assertStaff(actor);
    const portalLink = deps.linkTo?.(`/customer/submissions/${encodeURIComponent(notification.submissionId)}`);
    const status = await deps.mailer.send(notificationMail(notification, portalLink));
    return { status };
  };

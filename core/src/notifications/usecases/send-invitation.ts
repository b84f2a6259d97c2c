import { AppError } from '../../errors.ts';
import { isUuid, assertStaff, type Actor, type CoreDeps } from '../../shared/usecases/deps.ts';
import type { Mail, MailStatus } from '../entities.ts';
import type { Mailer } from '../ports.ts';
import type { SecretTokens } from '../../users/ports.ts';
import { INVITATION_LINK_TTL_MS, invitationLink } from '../../users/one-time-links.ts';

export interface InvitationInput {
  clientId?: unknown;
  email?: unknown;
  name?: unknown;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function invalid(path: string, message: string): AppError {
  return AppError.invalid(message, [{ path, message }]);
}

/**
 * 'Send Submission Form': invites a client to the customer portal, where they register with the invited
 * email and follow their submissions. Staff only. `portalUrl` is where the portal's sign-in page is served.
 * The mailed link carries a one-time token: registering through it with the invited address proves the
 * address, so the new account sees the client's shared work at once.
 */
export const sendInvitation =
  (deps: Pick<CoreDeps, 'uow' | 'clock'> & { mailer: Mailer; tokens: SecretTokens }) =>
  async (actor: Actor, input: InvitationInput, portalUrl: string): Promise<{ status: MailStatus; to: string }> => {
    assertStaff(actor);
    let to: string;
    let name: string;
    if (input.clientId !== undefined) {
      const client =
        typeof input.clientId === 'string' && isUuid(input.clientId) ? await deps.uow.repos.clients.findById(input.clientId) : null;
      if (!client) throw AppError.notFound('Client');
      if (!client.email) throw invalid('clientId', 'This client has no email address');
      to = client.email;
      name = client.contactPerson || client.name;
    } else {
      if (typeof input.email !== 'string' || !EMAIL.test(input.email.trim())) throw invalid('email', 'Must be a valid email');
      if (typeof input.name !== 'string' || input.name.trim() === '') throw invalid('name', 'Name is required');
      to = input.email.trim();
      name = input.name.trim();
    }
    const issued = deps.tokens.issue();
    await deps.uow.run((repos) =>
      repos.accountTokens.issue({
        digest: issued.digest,
        purpose: 'invitation',
        email: to,
        userId: null,
        clientId: typeof input.clientId === 'string' ? input.clientId : null,
        expiresAt: new Date(deps.clock.now().getTime() + INVITATION_LINK_TTL_MS).toISOString(),
      }),
    );
    const status = await deps.mailer.send(invitationMail(to, name, actor.fullName, invitationLink(portalUrl, issued.token)));
    return { status, to };
  };

export function invitationMail(to: string, name: string, brokerName: string, portalUrl: string): Mail {
  const text = [
    `Dear ${name},`,
    '',
    `${brokerName} invites you to the customer portal to send the details of your insurance submission.`,
    '',
    `Open ${portalUrl} and register with this email address (${to}). In the portal you can upload your`,
    'schedule of locations or fleet schedule and follow the progress of your submissions.',
    '',
    'Kind regards,',
    brokerName,
  ].join('\n');
  return { to, subject: 'Your insurance submission form', text };
}

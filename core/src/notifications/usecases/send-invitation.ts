import type * as v from 'valibot';
import { AppError } from '../../errors.ts';
import { isUuid, assertStaff, type Actor, type CoreDeps } from '../../use-case-deps.ts';
import type { Mail } from '../entities.ts';
import type { Mailer } from '../ports.ts';
import type { SecretTokens } from '../../users/index.ts';
import { INVITATION_LINK_TTL_MS, invitationLink } from '../../users/index.ts';
import { parseOrThrow } from '../../shared/validation.ts';
import { InvitationSchema, type InvitationSentSchema } from '../schemas.ts';

/**
 * 'Send Submission Form': invites a client to the customer portal, where they register with the invited
 * email and follow their submissions. Staff only. `portalUrl` is where the portal's sign-in page is served.
 * The mailed link carries a one-time token: registering through it with the invited address proves the
 * address, so the new account sees the client's shared work at once.
 */
export const sendInvitation =
  (deps: Pick<CoreDeps, 'uow' | 'clock'> & { mailer: Mailer; tokens: SecretTokens }) =>
  async (actor: Actor, input: unknown, portalUrl: string): Promise<v.InferOutput<typeof InvitationSentSchema>> => {
    assertStaff(actor);
    const body = parseOrThrow(InvitationSchema, input ?? {});
    let to: string;
    let name: string;
    if (body.clientId !== undefined) {
      const client = isUuid(body.clientId) ? await deps.uow.repos.clients.findById(body.clientId) : null;
      if (!client) throw AppError.notFound('Client');
      if (!client.email) {
        const message = 'This client has no email address';
        throw AppError.invalid(message, [{ path: 'clientId', message }]);
      }
      to = client.email;
      name = client.contactPerson || client.name;
    } else {
      to = body.email!;
      name = body.name!;
    }
    const issued = deps.tokens.issue();
    await deps.uow.run((repos) =>
      repos.accountTokens.issue({
        digest: issued.digest,
        purpose: 'invitation',
        email: to,
        userId: null,
        clientId: body.clientId ?? null,
        name: body.clientId === undefined ? name : null,
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

import type * as v from 'valibot';
import { AppError } from '../../errors.ts';
import type { Clock } from '../../shared/ports.ts';
import type { UnitOfWork } from '../../repositories.ts';
import { parseOrThrow } from '../../shared/validation.ts';
import { INVALID_INVITATION } from '../one-time-links.ts';
import type { SecretTokens } from '../ports.ts';
import { InvitationLookUpSchema, type InvitationStateSchema } from '../schemas.ts';

export const INVITATION_USED = 'This invitation has already been used';
export const INVITATION_EXPIRED = 'This invitation has expired';

/**
 * What an invitation link holds, for the registration page it opens: an open one, the address it was sent to
 * and what the invitation knows of the person (the client's contact and company, when it was sent for a
 * client, else the name it was sent with); a used or expired one, only that, so an old link gives away nothing of whom it was for.
 */
export type InvitationLookUp = v.InferOutput<typeof InvitationStateSchema>;

/**
 * Looks up an invitation by the token of its link, open to anyone holding the link (it signs nobody in and
 * uses nothing up). Fails with `not_found` (INVALID_INVITATION) for a token no invitation was sent with.
 */
export const lookUpInvitation =
  (deps: { uow: UnitOfWork; clock: Clock; tokens: SecretTokens }) =>
  async (input: unknown): Promise<InvitationLookUp> => {
    const { invitation } = parseOrThrow(InvitationLookUpSchema, input ?? {});
    const repos = deps.uow.repos;
    const token = await repos.accountTokens.find(deps.tokens.digest(invitation), 'invitation');
    if (!token) throw new AppError('not_found', INVALID_INVITATION);
    if (token.usedAt !== null) return { state: 'used', message: INVITATION_USED };
    if (new Date(token.expiresAt).getTime() <= deps.clock.now().getTime()) return { state: 'expired', message: INVITATION_EXPIRED };
    const client = token.clientId ? await repos.clients.findById(token.clientId) : null;
    const fullName = (client ? client.contactPerson?.trim() : token.name?.trim()) || null;
    return { state: 'open', email: token.email, fullName, companyName: client?.name ?? null };
  };

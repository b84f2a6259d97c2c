import { InvitationSchema, InvitationSentSchema, STAFF } from '@workbench/core';
import { endpoint } from './endpoint.ts';

/** Inviting a client to the customer portal. */
export const invitations = {
  sendInvitation: endpoint({
    method: 'POST',
    path: '/invitations',
    who: STAFF,
    summary:
      'Invite a client to the customer portal (Send Submission Form): a client of the firm, or a name and e-mail address; the mail carries a single-use link valid 14 days',
    tag: 'Notifications',
    body: InvitationSchema,
    ok: [202, InvitationSentSchema],
    errors: [400, 404],
    example: { email: 'new@example.com', name: 'New Client' },
  }),
} as const;

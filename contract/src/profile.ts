import { SIGNED_IN, SignedOutSchema } from '@workbench/core';
import { endpoint } from './endpoint.ts';

/**
 * The signed-in person's own sessions: it acts on the account the session belongs to. The profile itself
 * (GET and PATCH /api/profile) is written by hand, as it answers its version as an ETag and takes it back as
 * If-Match; so is the password change, whose bodies the hostile suites would send as their one signed-in
 * sender, changing or throttling that sender's own password.
 */
export const profile = {
  signOutOtherSessions: endpoint({
    method: 'POST',
    path: '/profile/sign-out-others',
    who: SIGNED_IN,
    summary: "End every session of one's own account but this one",
    tag: 'Users',
    ok: [200, SignedOutSchema],
    errors: [],
  }),
} as const;

import { PasswordChangeSchema, ProfileEditSchema, ProfileSchema, SIGNED_IN, SignedOutSchema } from '@workbench/core';
import { endpoint } from './endpoint.ts';

/**
 * The signed-in person's own account: their details, password and sessions. No path names an account: each
 * acts on the one the session belongs to, so nobody reaches another's.
 */
export const profile = {
  getProfile: endpoint({
    method: 'GET',
    path: '/profile',
    who: SIGNED_IN,
    summary: "The signed-in person's own account, and for a customer the clients bound to their proven address",
    tag: 'Users',
    ok: [200, ProfileSchema],
    errors: [],
    headers: { etag: 'version' },
  }),
  updateProfile: endpoint({
    method: 'PATCH',
    path: '/profile',
    who: SIGNED_IN,
    summary:
      "Change one's own name, phone, and (customers) company and e-mail address; a new address is unproven and a link to prove it is mailed to it",
    tag: 'Users',
    body: ProfileEditSchema,
    ifMatch: 'version',
    ok: [200, ProfileSchema],
    errors: [400, 409, 429],
    example: { phone: '+1 555 0100' },
  }),
  changePassword: endpoint({
    method: 'PUT',
    path: '/profile/password',
    who: SIGNED_IN,
    summary: "Change one's own password, given the current one (400 on currentPassword when wrong); ends the account's other sessions",
    tag: 'Users',
    body: PasswordChangeSchema,
    ok: [200, SignedOutSchema],
    errors: [400, 429],
  }),
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

import { STAFF, StaffListSchema } from '@workbench/core';
import { endpoint } from './endpoint.ts';

/** The firm's people as the rest of the API picks them. */
export const users = {
  listStaff: endpoint({
    method: 'GET',
    path: '/users/staff',
    who: STAFF,
    summary: 'Users of the staff roles (Assign)',
    tag: 'Users',
    ok: [200, StaffListSchema],
    errors: [400],
  }),
} as const;

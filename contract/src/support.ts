import { ContactAdministratorSchema, SIGNED_IN, STATUS_READERS, SupportContactSentSchema, SupportStatusSchema } from '@workbench/core';
import { endpoint } from './endpoint.ts';

/** Support: the status panel for the firm's staff, and a message to the administrators for anyone signed in. */
export const support = {
  getSupportStatus: endpoint({
    method: 'GET',
    path: '/support/status',
    who: STATUS_READERS,
    summary: 'System status: version, database, mail (SMTP and outbox backlog) and the local model',
    tag: 'Support',
    ok: [200, SupportStatusSchema],
    errors: [],
  }),
  contactAdministrator: endpoint({
    method: 'POST',
    path: '/support/contact',
    who: SIGNED_IN,
    summary: "Write to the firm's administrators (active broker managers), mailed through the outbox",
    tag: 'Support',
    body: ContactAdministratorSchema,
    ok: [202, SupportContactSentSchema],
    errors: [400, 409],
    example: { subject: 'Renewal missing', message: 'Where is our renewal?' },
  }),
} as const;

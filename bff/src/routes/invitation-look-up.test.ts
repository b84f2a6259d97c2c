import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INVALID_INVITATION, INVITATION_EXPIRED, INVITATION_USED } from '@workbench/core';
import type { HttpClient } from '../testing/http-client.ts';
import { DEFAULT_PASSWORD, startTestApp, type TestApp } from '../testing/test-app.ts';

/**
 * POST /api/auth/invitation: the registration page asks what its invitation link holds as it opens, so it can
 * fill in the address and name, or say at once that the link was used.
 */
let app: TestApp;
let broker: HttpClient;
let n = 0;

beforeAll(async () => {
  app = await startTestApp();
  ({ http: broker } = await app.signedIn('broker'));
});
afterAll(() => app?.close());

/** The token of the last invitation mailed to `to`. */
async function invitationTo(to: string): Promise<string> {
  const mail = (await app.db.uow.repos.outbox.list(500)).filter((m) => m.to === to).at(-1);
  const link = /https?:\/\/\S+/.exec(mail?.text ?? '')?.[0] ?? '';
  return new URL(link).searchParams.get('invitation') ?? '';
}

async function aClientInvited() {
  const email = `invited-${++n}-${Date.now()}@example.com`;
  const client = await broker.post('/api/clients', {
    name: `Harbour Foods ${n}`,
    contactPerson: 'Robin Vale',
    email,
    phone: null,
    address: null,
  });
  expect(client.status).toBe(201);
  expect((await broker.post('/api/invitations', { clientId: client.data.id })).status).toBe(202);
  return { email, invitation: await invitationTo(email), companyName: `Harbour Foods ${n}` };
}

const lookUp = (invitation: unknown, http: HttpClient = app.client()) => http.post('/api/auth/invitation', { invitation });

describe('POST /api/auth/invitation', () => {
  it('tells anyone holding an open invitation its address and the name and company it was sent for, using nothing up', async () => {
    const { email, invitation, companyName } = await aClientInvited();
    const answer = await lookUp(invitation);
    expect(answer.status).toBe(200);
    expect(answer.data).toEqual({ state: 'open', email, fullName: 'Robin Vale', companyName });
    // Asked twice, it is still open: looking does not use it.
    expect((await lookUp(invitation)).data.state).toBe('open');
  });

  it('keeps the name an invitation was sent with to an address, so the page fills in the person as well', async () => {
    const email = `named-${++n}-${Date.now()}@example.com`;
    expect((await broker.post('/api/invitations', { email, name: '  Dana Whitlock ' })).status).toBe(202);
    const answer = await lookUp(await invitationTo(email));
    expect(answer.status).toBe(200);
    expect(answer.data).toEqual({ state: 'open', email, fullName: 'Dana Whitlock', companyName: null });
  });

  it('says a used invitation was used, and nothing of whom it was for', async () => {
    const { email, invitation } = await aClientInvited();
    const registered = await app.client().post('/api/auth/register', {
      username: `invited_${n}_${Date.now()}`,
      password: DEFAULT_PASSWORD,
      fullName: 'Robin Vale',
      email,
      role: 'customer',
      invitation,
    });
    expect(registered.status).toBe(201);
    const answer = await lookUp(invitation);
    expect(answer.status).toBe(200);
    expect(answer.data).toEqual({ state: 'used', message: INVITATION_USED });
    expect(JSON.stringify(answer.data)).not.toContain(email);
  });

  it('says an expired invitation has expired', async () => {
    const email = `expired-${Date.now()}@example.com`;
    const issued = app.services.tokens.issue();
    await app.db.uow.run((repos) =>
      repos.accountTokens.issue({
        digest: issued.digest,
        purpose: 'invitation',
        email,
        userId: null,
        clientId: null,
        expiresAt: new Date(Date.now() - 60_000).toISOString(),
      }),
    );
    const answer = await lookUp(issued.token);
    expect(answer.data).toEqual({ state: 'expired', message: INVITATION_EXPIRED });
  });

  it('answers 404 for a token no invitation was sent with, and 400 for none at all', async () => {
    const unknown = await lookUp('not-a-real-token');
    expect(unknown.status).toBe(404);
    expect(unknown.data.message).toBe(INVALID_INVITATION);
    expect((await lookUp('')).status).toBe(400);
    expect((await app.client().post('/api/auth/invitation', {})).status).toBe(400);
  });

  it('will not hand a verification link for an invitation: another purpose is unknown here', async () => {
    const issued = app.services.tokens.issue();
    await app.db.uow.run((repos) =>
      repos.accountTokens.issue({
        digest: issued.digest,
        purpose: 'verify_email',
        email: `verify-${Date.now()}@example.com`,
        userId: null,
        clientId: null,
        expiresAt: new Date(Date.now() + 60_000).toISOString(),
      }),
    );
    expect((await lookUp(issued.token)).status).toBe(404);
  });
});

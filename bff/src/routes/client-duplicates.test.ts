import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aClientBody } from '../testing/builders.ts';
import type { HttpClient } from '../testing/http-client.ts';
import { startTestApp, type TestApp } from '../testing/test-app.ts';

/**
 * A second record of a client on file, over HTTP: the same name and e-mail address is refused, naming the
 * client on file, until staff confirm it; a similar name with another address, or another name at the same
 * address, is a different client.
 */
let app: TestApp;
let broker: HttpClient;
let customer: HttpClient;
const run = Date.now().toString(36);

beforeAll(async () => {
  app = await startTestApp();
  ({ http: broker } = await app.signedIn('broker'));
  ({ http: customer } = await app.signedIn('customer'));
});
afterAll(() => app?.close());

describe('creating a client that is on file', () => {
  it('refuses the same name and address with the client on file, and creates it once confirmed', async () => {
    const fields = aClientBody({ name: `Quayside Foods ${run} Ltd`, email: `Orders-${run}@Quayside.example` });
    const first = await broker.post('/api/clients', fields);
    expect(first.status).toBe(201);
    const count = async () => (await broker.get(`/api/clients?q=${encodeURIComponent(`Quayside Foods ${run}`)}`)).data.length;

    // Spelt another way (case, legal suffix, spaces in the address) it is the same client.
    const again = await broker.post('/api/clients', {
      ...fields,
      name: `QUAYSIDE FOODS ${run}`,
      email: ` orders-${run}@quayside.example `,
    });
    expect(again.status).toBe(409);
    expect(again.data.message).toBe('This client is already on file with the same name and e-mail address');
    expect(again.data.current.clients).toEqual([expect.objectContaining({ id: first.data.id, name: fields.name })]);
    expect(await count()).toBe(1);

    expect((await broker.post('/api/clients', { ...fields, confirmDuplicate: 'yes' })).status).toBe(400);
    expect(await count()).toBe(1);
    const confirmed = await broker.post('/api/clients', { ...fields, confirmDuplicate: true });
    expect(confirmed.status).toBe(201);
    expect(confirmed.data.id).not.toBe(first.data.id);
    expect(await count()).toBe(2);
  });

  it('creates a client of a similar name at another address, or of another name at the same address', async () => {
    const email = `desk-${run}@harbour.example`;
    expect((await broker.post('/api/clients', aClientBody({ name: `Harbour Mills ${run}`, email }))).status).toBe(201);
    expect(
      (await broker.post('/api/clients', aClientBody({ name: `Harbour Mills ${run}`, email: `other-${run}@harbour.example` }))).status,
    ).toBe(201);
    expect((await broker.post('/api/clients', aClientBody({ name: `Granary Bakers ${run}`, email }))).status).toBe(201);
    expect((await broker.post('/api/clients', aClientBody({ name: `Harbour Mills ${run}`, email: null }))).status).toBe(201);
  });

  it('refuses a customer before looking', async () => {
    expect((await customer.post('/api/clients', aClientBody({ confirmDuplicate: true }))).status).toBe(403);
  });
});

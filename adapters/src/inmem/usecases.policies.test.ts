/** Core's policy use cases on the in-memory unit of work: who sees which policies. */
import { describe, expect, it } from 'vitest';
import { getPolicy, listPolicies } from '@workbench/core';
import { aClient } from '../testing/builders.ts';
import { aWorldPerTest, failure } from './usecases.world.ts';

const w = aWorldPerTest();

/** A policy of a client of someone else. */
const anotherClientsPolicy = async (clientOverrides: Parameters<typeof aClient>[0] = {}) =>
  w.aPolicy({ clientId: (await w.uow.repos.clients.create(aClient(clientOverrides))).id });

describe('listPolicies', () => {
  it("shows a customer their client's policies by number, and nobody else's", async () => {
    const second = await w.aPolicy({ policyNumber: 'POL-2026-0002' });
    const first = await w.aPolicy({ policyNumber: 'POL-2026-0001' });
    await anotherClientsPolicy();
    expect(await listPolicies(w.deps)(await w.theCustomer())).toEqual([first, second]);
  });

  it('shows a customer whose address is not proven no policy', async () => {
    await w.aPolicy();
    expect(await listPolicies(w.deps)(await w.theCustomer({ emailVerified: false }))).toEqual([]);
  });

  it('shows staff the policies of every client, those without an e-mail address too', async () => {
    const ours = await w.aPolicy({ policyNumber: 'POL-2026-0003' });
    const theirs = await anotherClientsPolicy({ email: null });
    const policies = await listPolicies(w.deps)(await w.anActor('broker'));
    expect(policies.map((p) => p.id).sort()).toEqual([ours.id, theirs.id].sort());
  });

  it('shows a broker not yet approved no policy', async () => {
    await w.aPolicy();
    expect(await listPolicies(w.deps)(await w.anActor('broker', { status: 'pending' }))).toEqual([]);
  });
});

describe('getPolicy', () => {
  it('gives a customer their own policy and staff any', async () => {
    const ours = await w.aPolicy();
    const theirs = await anotherClientsPolicy();
    expect(await getPolicy(w.deps)(await w.theCustomer(), ours.id)).toEqual(ours);
    expect(await getPolicy(w.deps)(await w.anActor('insurer'), theirs.id)).toEqual(theirs);
  });

  it("refuses a customer reading another client's policy as if it did not exist", async () => {
    const theirs = await anotherClientsPolicy();
    const customer = await w.theCustomer();
    expect(await failure(getPolicy(w.deps)(customer, theirs.id))).toBe('not_found');
    expect(await failure(getPolicy(w.deps)(customer, crypto.randomUUID()))).toBe('not_found');
    expect(await failure(getPolicy(w.deps)(customer, 'POL-1'))).toBe('not_found');
  });

  it('refuses a customer whose address is not proven their own policy', async () => {
    const ours = await w.aPolicy();
    expect(await failure(getPolicy(w.deps)(await w.theCustomer({ emailVerified: false }), ours.id))).toBe('not_found');
  });
});

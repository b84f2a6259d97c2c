import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UnitOfWork } from '@workbench/core';
import { aClient, aSubmissionRecord, aUser, unique } from './builders.ts';
import { STARTUP_TIMEOUT_MS, type MakeUow } from './contract.ts';

export function clientRepositoryContract(name: string, makeUow: MakeUow) {
  describe(`ClientRepository (${name})`, () => {
    let uow: UnitOfWork;
    let cleanup: () => Promise<void>;
    beforeAll(async () => ({ uow, cleanup } = await makeUow()), STARTUP_TIMEOUT_MS);
    afterAll(() => cleanup?.());

    it('creates a client with empty optional fields as null', async () => {
      const client = await uow.repos.clients.create({ name: 'Only A Name' });
      expect(client).toMatchObject({ name: 'Only A Name', contactPerson: null, email: null, phone: null, address: null });
      expect(await uow.repos.clients.findById(client.id)).toEqual(client);
      expect(await uow.repos.clients.findById('not-a-uuid')).toBeNull();
    });

    it('searches name, contact person and email case-insensitively, ordered by name', async () => {
      const tag = unique('tag');
      const b = await uow.repos.clients.create(aClient({ name: `Beta ${tag}` }));
      const a = await uow.repos.clients.create(aClient({ name: 'Alpha Co', contactPerson: `Dana ${tag.toUpperCase()}` }));
      const c = await uow.repos.clients.create(aClient({ name: 'Gamma', email: `${tag}@gamma.example` }));
      const found = await uow.repos.clients.list(tag.toUpperCase());
      expect(found.map((x) => x.id)).toEqual([a.id, b.id, c.id]);
    });

    it('takes % and _ in a search literally and keeps SQL-looking text verbatim', async () => {
      const name = `100%_Sure'); DELETE FROM clients; -- ${unique()} Ünïcødé`;
      const client = await uow.repos.clients.create(aClient({ name }));
      expect((await uow.repos.clients.list('100%_sure')).map((x) => x.id)).toContain(client.id);
      expect((await uow.repos.clients.list('100%_sure')).every((x) => x.name.toLowerCase().includes('100%_sure'))).toBe(true);
      expect((await uow.repos.clients.findById(client.id))?.name).toBe(name);
      expect(await uow.repos.clients.list('%')).not.toEqual(await uow.repos.clients.list());
    });

    const directory = (q: string, extra: Partial<Parameters<UnitOfWork['repos']['clients']['directory']>[0]> = {}) =>
      uow.repos.clients.directory({ q, sort: 'name', limit: 50, offset: 0, ...extra });

    it('pages the directory with open-submission counts, filtered by industry and open work, in each order', async () => {
      const tag = unique('dir');
      const busy = await uow.repos.clients.create(aClient({ name: `Zeta ${tag}`, industry: `Marine ${tag}` }));
      const quiet = await uow.repos.clients.create(aClient({ name: `alpha ${tag}`, industry: 'Retail' }));
      await uow.run(async (repos) => {
        await repos.submissions.create(aSubmissionRecord(busy.id, { status: 'in_review' }));
        await repos.submissions.create(aSubmissionRecord(busy.id, { status: 'in_progress' }));
        await repos.submissions.create(aSubmissionRecord(quiet.id, { status: 'approved' }));
      });
      const byName = await directory(tag);
      expect(byName.total).toBe(2);
      expect(byName.items.map((c) => [c.id, c.openSubmissions, c.submissions])).toEqual([
        [quiet.id, 0, 1],
        [busy.id, 2, 2],
      ]);
      expect(byName.industries).toContain(`Marine ${tag}`);
      expect((await directory(tag, { sort: 'open' })).items[0]!.id).toBe(busy.id);
      expect((await directory(tag, { sort: 'activity' })).items.map((c) => c.id).sort()).toEqual([busy.id, quiet.id].sort());
      expect((await directory(tag, { hasOpenSubmissions: true })).items.map((c) => c.id)).toEqual([busy.id]);
      expect((await directory(tag, { hasOpenSubmissions: false })).items.map((c) => c.id)).toEqual([quiet.id]);
      expect((await directory(tag, { industry: `marine ${tag.toUpperCase()}` })).items.map((c) => c.id)).toEqual([busy.id]);
      const second = await directory(tag, { limit: 1, offset: 1 });
      expect([second.total, second.items.map((c) => c.id)]).toEqual([2, [busy.id]]);
      expect((await directory(tag, { limit: 1, offset: 5 })).total).toBe(2);
    });

    it('changes details, keeps contacts and a newest-first history per client', async () => {
      const client = await uow.repos.clients.create(aClient());
      const other = await uow.repos.clients.create(aClient());
      expect(await uow.repos.clients.update(client.id, { phone: '555-0199', industry: null })).toMatchObject({
        phone: '555-0199',
        industry: null,
        name: client.name,
      });
      const contact = await uow.repos.clients.addContact(client.id, { name: 'Robin Risk', role: 'Risk manager', email: null, phone: null });
      expect(await uow.repos.clients.updateContact(other.id, contact.id, { name: 'Hijack' })).toBeNull();
      expect(await uow.repos.clients.updateContact(client.id, contact.id, { phone: '555-0111' })).toMatchObject({
        name: 'Robin Risk',
        phone: '555-0111',
      });
      expect(await uow.repos.clients.contacts(other.id)).toEqual([]);
      expect(await uow.repos.clients.removeContact(other.id, contact.id)).toBe(false);
      expect((await uow.repos.clients.contacts(client.id)).map((c) => c.name)).toEqual(['Robin Risk']);
      expect(await uow.repos.clients.removeContact(client.id, contact.id)).toBe(true);
      const entry = { userId: null, user: 'Pat (broker)', details: 'x' };
      await uow.repos.clients.addHistory(client.id, { ...entry, action: 'First', date: '2026-01-01T10:00:00.000Z' });
      await uow.repos.clients.addHistory(client.id, { ...entry, action: 'Second', date: '2026-01-02T10:00:00.000Z' });
      expect((await uow.repos.clients.history(client.id)).map((h) => h.action)).toEqual(['Second', 'First']);
      expect(await uow.repos.clients.history(other.id)).toEqual([]);
    });

    it('merges a duplicate: its submissions, policies, contacts and claims move, and it leaves the list', async () => {
      const kept = await uow.repos.clients.create(aClient({ email: null }));
      const duplicate = await uow.repos.clients.create(aClient());
      const moved = await uow.run(async (repos) => {
        const submission = await repos.submissions.create(aSubmissionRecord(duplicate.id));
        const policy = await repos.policies.create({
          policyNumber: unique('POL-'),
          clientId: duplicate.id,
          submissionId: submission.id,
          status: 'active',
          product: 'commercial_property',
          premium: 1200,
          effectiveDate: '2026-01-01',
          expirationDate: '2026-12-31',
        });
        await repos.claims.create({
          policyId: policy.id,
          clientId: duplicate.id,
          lossDate: '2026-03-01',
          location: 'Dock 4',
          description: 'Water',
          estimatedAmount: null,
          reportedById: (await repos.users.create(aUser())).id,
          reportedBy: 'Test',
          createdAt: '2026-03-02T00:00:00.000Z',
        });
        await repos.clients.addContact(duplicate.id, { name: 'Dana Dup', role: null, email: null, phone: null });
        return repos.clients.merge(kept.id, duplicate.id, '2026-04-01T00:00:00.000Z');
      });
      expect(moved).toMatchObject({ submissions: 1, policies: 1, contacts: 1, claims: 1 });
      const portfolio = await uow.repos.clients.portfolio(kept.id, 'Completed');
      expect([portfolio.submissions.length, portfolio.policies.length, portfolio.claims.length]).toEqual([1, 1, 1]);
      expect((await uow.repos.clients.contacts(kept.id)).map((c) => c.name)).toEqual(['Dana Dup']);
      expect(await uow.repos.clients.mergedInto(duplicate.id)).toBe(kept.id);
      expect(await uow.repos.clients.mergedInto(kept.id)).toBeNull();
      expect((await uow.repos.clients.list()).map((c) => c.id)).not.toContain(duplicate.id);
      expect((await directory(duplicate.name)).total).toBe(0);
      expect((await uow.repos.clients.findById(duplicate.id))?.email).toBeNull();
    });

    it('finds the clients an address reaches: by its own e-mail and by an address it was given, without case, never a merged one', async () => {
      const own = `${unique('own')}@reach.example`;
      const given = `${unique('given')}@reach.example`;
      const kept = await uow.repos.clients.create(aClient({ email: own }));
      const duplicate = await uow.repos.clients.create(aClient({ email: null }));
      await uow.run(async (repos) => {
        await repos.clients.addPortalAddress(duplicate.id, { email: given, addedAt: '2026-04-01T00:00:00.000Z', reason: 'merge' });
        await repos.clients.addPortalAddress(kept.id, {
          email: ` ${given.toUpperCase()} `,
          addedAt: '2026-04-02T00:00:00.000Z',
          reason: 'merge',
        });
        // Given twice (in other letters): held once, as first given.
        await repos.clients.addPortalAddress(kept.id, { email: given, addedAt: '2026-04-03T00:00:00.000Z', reason: 'merge' });
        await repos.clients.merge(kept.id, duplicate.id, '2026-04-02T00:00:00.000Z');
      });
      expect(await uow.repos.clients.reachedBy(own.toUpperCase())).toEqual([kept.id]);
      expect(await uow.repos.clients.reachedBy(` ${given} `)).toEqual([kept.id]);
      expect(await uow.repos.clients.reachedBy('nobody@reach.example')).toEqual([]);
      expect(await uow.repos.clients.portalAddresses(kept.id)).toEqual([
        { email: given.toUpperCase(), addedAt: '2026-04-02T00:00:00.000Z', reason: 'merge' },
      ]);
      const customer = await uow.repos.users.create(aUser({ role: 'customer', email: given }));
      expect((await uow.repos.clients.portfolio(kept.id, 'Completed')).portalAccounts.map((a) => a.id)).toEqual([customer.id]);
    });
  });
}

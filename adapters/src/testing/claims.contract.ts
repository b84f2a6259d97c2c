import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UnitOfWork } from '@workbench/core';
import { aClient, aUser, unique } from './builders.ts';
import { STARTUP_TIMEOUT_MS, type MakeUow } from './contract.ts';

/** Claims: numbering per year, lookup by id or reference, scoping by the client's address, and what hangs off them. */
export function claimRepositoryContract(name: string, makeUow: MakeUow) {
  describe(`ClaimRepository (${name})`, () => {
    let uow: UnitOfWork;
    let cleanup: () => Promise<void>;
    beforeAll(async () => ({ uow, cleanup } = await makeUow()), STARTUP_TIMEOUT_MS);
    afterAll(() => cleanup?.());

    const aClaimOn = async (email: string, createdAt = '2031-03-01T10:00:00.000Z') => {
      const client = await uow.repos.clients.create(aClient({ email }));
      const policy = await uow.repos.policies.create({
        policyNumber: unique('POL-'),
        clientId: client.id,
        submissionId: null,
        status: 'active',
        product: 'commercial_property',
        premium: 100,
        effectiveDate: '2031-01-01',
        expirationDate: '2031-12-31',
      });
      const reporter = await uow.repos.users.create(aUser({ role: 'customer', email: `${unique('rep')}@example.com` }));
      return uow.repos.claims.create({
        policyId: policy.id,
        clientId: client.id,
        lossDate: '2031-02-27',
        location: '1 Main St',
        description: 'Hail',
        estimatedAmount: 1234.5,
        reportedById: reporter.id,
        reportedBy: 'Pat (customer)',
        createdAt,
      });
    };

    it('numbers claims per year and finds them by id or by reference in any case', async () => {
      const email = `${unique('claims')}@example.com`;
      const first = await aClaimOn(email);
      const second = await aClaimOn(email);
      const [a, b] = [first.reference, second.reference].map((r) => Number(r.split('-')[2]));
      expect(first.reference).toMatch(/^CLM-2031-\d{4}$/);
      expect(b).toBe(a! + 1);
      expect(first).toMatchObject({ status: 'reported', estimatedAmount: 1234.5, lossDate: '2031-02-27', clientEmail: email });
      expect((await uow.repos.claims.get(first.reference.toLowerCase()))?.id).toBe(first.id);
      expect(await uow.repos.claims.get('CLM-1999-0001')).toBeNull();
      expect(await uow.repos.claims.get('nonsense')).toBeNull();
    });

    it('lists a customer’s claims by their client’s address, newest first, and counts them', async () => {
      const email = `${unique('Mine')}@Example.com`;
      const older = await aClaimOn(email, '2031-03-01T10:00:00.000Z');
      const newer = await aClaimOn(email, '2031-03-02T10:00:00.000Z');
      await aClaimOn(`${unique('theirs')}@example.com`);
      const page = await uow.repos.claims.list({ customerEmail: email.toLowerCase(), limit: 10, offset: 0 });
      expect(page.items.map((c) => c.id)).toEqual([newer.id, older.id]);
      expect(page.total).toBe(2);
      expect(await uow.repos.claims.countForCustomer(email)).toBe(2);
      await uow.repos.claims.setStatus(older.id, 'acknowledged', '2031-03-03T00:00:00.000Z');
      expect(
        (await uow.repos.claims.list({ customerEmail: email, status: 'acknowledged', limit: 10, offset: 0 })).items.map((c) => c.id),
      ).toEqual([older.id]);
    });

    it('keeps history newest first, messages in order, and documents only for their own claim', async () => {
      const claim = await aClaimOn(`${unique('hang')}@example.com`);
      const other = await aClaimOn(`${unique('hang')}@example.com`);
      await uow.repos.claims.addHistory(claim.id, { user: 'A', action: 'first', details: '', date: '2031-03-01T10:00:00.000Z' });
      await uow.repos.claims.addHistory(claim.id, { user: 'B', action: 'second', details: '', date: '2031-03-01T10:00:00.000Z' });
      await uow.repos.claims.addMessage(claim.id, {
        from: 'A',
        authorId: (await uow.repos.users.create(aUser({ email: `${unique('author')}@example.com` }))).id,
        content: 'one',
        date: '2031-03-01T11:00:00.000Z',
      });
      const doc = await uow.repos.claims.addDocument(claim.id, {
        filename: 'photo.png',
        mimeType: 'image/png',
        bytes: new Uint8Array([1, 2, 3]),
        uploadedBy: 'A',
        uploadedAt: '2031-03-01T11:00:00.000Z',
      });
      const read = await uow.repos.claims.get(claim.id);
      expect(read?.history.map((h) => h.action)).toEqual(['second', 'first']);
      expect(read?.messages.map((m) => m.content)).toEqual(['one']);
      expect(read?.documents).toEqual([doc]);
      expect(Array.from((await uow.repos.claims.document(claim.id, doc.id))!.bytes)).toEqual([1, 2, 3]);
      expect(await uow.repos.claims.document(other.id, doc.id)).toBeNull();
    });
  });
}

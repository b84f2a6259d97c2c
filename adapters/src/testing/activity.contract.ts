import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UnitOfWork } from '@workbench/core';
import { aClient, aSubmissionRecord, unique } from './builders.ts';
import { STARTUP_TIMEOUT_MS, type MakeUow } from './contract.ts';

async function aSubmission(uow: UnitOfWork, overrides: Parameters<typeof aSubmissionRecord>[1] = {}, email?: string) {
  const client = await uow.repos.clients.create(aClient(email ? { email } : {}));
  return uow.repos.submissions.create(aSubmissionRecord(client.id, overrides));
}

/** History, quotes, tasks, messages, related items and documents: everything hanging off a submission. */
export function submissionActivityContract(name: string, makeUow: MakeUow) {
  describe(`History, quotes, tasks, messages, related items and documents (${name})`, () => {
    let uow: UnitOfWork;
    let cleanup: () => Promise<void>;
    beforeAll(async () => ({ uow, cleanup } = await makeUow()), STARTUP_TIMEOUT_MS);
    afterAll(() => cleanup?.());

    it('lists history newest first, ties broken by insertion', async () => {
      const s = await aSubmission(uow);
      const at = '2026-02-02T10:00:00.000Z';
      await uow.repos.history.add(s.id, { userId: null, user: 'A', action: 'first', details: '', audience: 'client', date: at });
      await uow.repos.history.add(s.id, { userId: null, user: 'B', action: 'second', details: '', audience: 'client', date: at });
      await uow.repos.history.add(s.id, {
        userId: null,
        user: 'C',
        action: 'older',
        details: '',
        audience: 'client',
        date: '2026-01-01T00:00:00.000Z',
      });
      expect((await uow.repos.history.list(s.id)).map((h) => h.action)).toEqual(['second', 'first', 'older']);
    });

    it('shows recent activity across submissions with submission and client, scoped for customers', async () => {
      const email = `${unique('cust')}@example.com`;
      const mine = await aSubmission(uow, { shareWithClient: true }, email);
      const hidden = await aSubmission(uow, { shareWithClient: false }, email);
      const future = '2099-01-01T00:00:00.000Z';
      await uow.repos.history.add(mine.id, {
        userId: null,
        user: 'Alex',
        action: 'Shared',
        details: 'd',
        audience: 'client',
        date: future,
      });
      await uow.repos.history.add(hidden.id, {
        userId: null,
        user: 'Alex',
        action: 'Internal',
        details: 'd',
        audience: 'client',
        date: future,
      });
      const recent = await uow.repos.history.recent(2);
      expect(recent).toHaveLength(2);
      expect(recent[0]).toMatchObject({ submissionRecordId: hidden.id, submissionId: hidden.submissionId, client: hidden.client });
      const scoped = await uow.repos.history.recent(10, { customerEmail: email.toUpperCase() });
      expect(scoped.map((a) => a.action)).toEqual(['Shared']);
      expect(scoped[0]).toMatchObject({ submissionId: mine.submissionId, client: mine.client });
    });

    it("keeps each entry's audience; a customer's activity holds only those written for the client", async () => {
      const email = `${unique('cust')}@example.com`;
      const s = await aSubmission(uow, { shareWithClient: true }, email);
      const future = '2099-02-01T00:00:00.000Z';
      await uow.repos.history.add(s.id, {
        userId: null,
        user: 'Alex',
        action: 'For the client',
        details: 'd',
        audience: 'client',
        date: future,
      });
      await uow.repos.history.add(s.id, { userId: null, user: 'Alex', action: 'For staff', details: 'd', audience: 'staff', date: future });
      expect((await uow.repos.history.list(s.id)).map((h) => [h.action, h.audience])).toEqual([
        ['For staff', 'staff'],
        ['For the client', 'client'],
      ]);
      expect((await uow.repos.submissions.get(s.id))!.history.map((h) => h.audience)).toEqual(['staff', 'client']);
      const scoped = await uow.repos.history.recent(10, { customerEmail: email, audience: 'client' });
      expect(scoped.map((a) => a.action)).toEqual(['For the client']);
      expect((await uow.repos.history.recent(10, { customerEmail: email })).map((a) => a.action)).toEqual(['For staff', 'For the client']);
    });

    it('adds and updates quotes on their submission only', async () => {
      const s = await aSubmission(uow);
      const other = await aSubmission(uow);
      const q = await uow.repos.quotes.add(s.id, {
        carrier: 'Chubb',
        amount: 9999.99,
        status: 'Pending',
        validUntil: '2026-12-31',
        coverage: null,
      });
      expect(q).toMatchObject({ carrier: 'Chubb', amount: 9999.99, validUntil: '2026-12-31', coverage: null });
      expect(q.version).toBe(1);
      expect(await uow.repos.quotes.update(s.id, q.id, { status: 'Approved' }, 1)).toEqual({ ...q, status: 'Approved', version: 2 });
      // Written over the version it has since moved past, the quote is left as it is.
      await expect(uow.repos.quotes.update(s.id, q.id, { status: 'Declined' }, 1)).rejects.toMatchObject({ code: 'conflict' });
      await expect(uow.repos.quotes.update(other.id, q.id, { status: 'Declined' })).rejects.toMatchObject({ code: 'not_found' });
      expect((await uow.repos.submissions.get(s.id))!.quotes).toEqual([{ ...q, status: 'Approved', version: 2 }]);
    });

    it('adds and updates tasks on their submission only', async () => {
      const s = await aSubmission(uow);
      const t = await uow.repos.tasks.add(s.id, {
        title: 'Call',
        assignedTo: null,
        dueDate: '2026-01-31',
        status: 'Not Started',
        priority: 'Medium',
      });
      expect(await uow.repos.tasks.update(s.id, t.id, { status: 'Completed', dueDate: null })).toEqual({
        ...t,
        status: 'Completed',
        dueDate: null,
        version: t.version + 1,
      });
      await expect(uow.repos.tasks.update(s.id, crypto.randomUUID(), { status: 'x' })).rejects.toMatchObject({ code: 'not_found' });
    });

    it('stores documents with their bytes and a display type', async () => {
      const s = await aSubmission(uow);
      const bytes = new Uint8Array([0, 1, 2, 250, 255, 80, 75, 3, 4]);
      const saved = await uow.repos.documents.save({
        submissionId: s.id,
        filename: 'Fleet Schedule.xlsx',
        mimeType: 'application/octet-stream',
        bytes,
        uploadedBy: 'Taylor',
      });
      expect(saved).toMatchObject({ filename: 'Fleet Schedule.xlsx', type: 'XLSX', size: 9, uploadedBy: 'Taylor' });
      const stored = await uow.repos.documents.get(saved.id);
      expect(stored).toMatchObject({ submissionId: s.id, filename: 'Fleet Schedule.xlsx' });
      expect(Array.from(stored!.bytes)).toEqual(Array.from(bytes));
      const loose = await uow.repos.documents.save({
        submissionId: null,
        filename: 'scan',
        mimeType: 'image/png',
        bytes: new Uint8Array([1]),
        uploadedBy: 'x',
      });
      expect(loose.type).toBe('PNG');
      expect((await uow.repos.documents.list(s.id)).map((d) => d.id)).toEqual([saved.id]);
      expect(await uow.repos.documents.get(crypto.randomUUID())).toBeNull();
    });

    it('adds messages with attachments from the same submission, newest first', async () => {
      const s = await aSubmission(uow);
      const other = await aSubmission(uow);
      const doc = await uow.repos.documents.save({
        submissionId: s.id,
        filename: 'Quote.docx',
        mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
        bytes: new Uint8Array([1]),
        uploadedBy: 'x',
      });
      const foreign = await uow.repos.documents.save({
        submissionId: other.id,
        filename: 'Other.pdf',
        mimeType: 'application/pdf',
        bytes: new Uint8Array([1]),
        uploadedBy: 'x',
      });
      const content = `${'A long message '.repeat(10)}— with 'quotes' and ünïcode`;
      await uow.repos.messages.add(s.id, {
        from: 'Client',
        to: 'Broker',
        subject: 'Old',
        content: 'hi',
        channel: 'client',
        attachmentIds: [],
        date: '2026-01-01T00:00:00.000Z',
      });
      const m = await uow.repos.messages.add(s.id, {
        from: 'Chubb',
        to: 'Broker',
        subject: 'New',
        content,
        channel: 'carrier',
        attachmentIds: [doc.id],
        date: '2026-01-02T00:00:00.000Z',
      });
      expect(m).toMatchObject({ content, attachments: [{ id: doc.id, filename: 'Quote.docx', type: 'DOCX' }] });
      expect((await uow.repos.messages.list(s.id)).map((x) => x.subject)).toEqual(['New', 'Old']);
      await expect(
        uow.repos.messages.add(s.id, { from: 'a', to: 'b', subject: 'Bad', content: '', channel: 'internal', attachmentIds: [foreign.id] }),
      ).rejects.toMatchObject({ code: 'not_found' });
      expect(await uow.repos.messages.list(s.id)).toHaveLength(2);
    });

    it('adds related items in order', async () => {
      const s = await aSubmission(uow);
      await uow.repos.relatedItems.add(s.id, {
        type: 'Policy',
        reference: 'POL-1',
        description: null,
        status: 'Active',
        date: '2025-06-01',
      });
      await uow.repos.relatedItems.add(s.id, {
        type: 'Claim',
        reference: 'CLM-9',
        description: 'Water damage',
        status: 'Closed',
        date: null,
      });
      expect(await uow.repos.relatedItems.list(s.id)).toEqual([
        expect.objectContaining({ type: 'Policy', reference: 'POL-1', date: '2025-06-01', description: null }),
        expect.objectContaining({ type: 'Claim', status: 'Closed', date: null, description: 'Water damage' }),
      ]);
    });
  });
}

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { IntakeRecord, UnitOfWork } from '@workbench/core';
import { aClient, aSubmissionRecord, unique } from './builders.ts';
import { STARTUP_TIMEOUT_MS, type MakeUow } from './contract.ts';

const NOW = '2031-04-01T09:00:00.000Z';

const aRecord = (messageId: string, overrides: Partial<IntakeRecord> = {}): IntakeRecord => ({
  messageId,
  kind: 'new',
  source: 'smtp',
  status: 'new',
  submissionId: null,
  fromAddress: 'ops@intake.example',
  fromName: 'Ops',
  subject: 'Renewal',
  sentAt: null,
  receivedAt: NOW,
  clientId: null,
  clientMatch: 'created',
  clientScore: null,
  attachments: [],
  dropped: [],
  duplicateOf: [],
  extraction: {
    transactionType: 'renewal',
    coverages: ['property'],
    dueDate: '2027-03-01',
    sources: { transactionType: 'rule', coverages: 'rule', dueDate: 'model' },
    evidence: { transactionType: '"renewal"' },
  },
  ...overrides,
});

/** The intake log: a Message-ID taken once, whatever runs at the same time or fails half-way. */
export function intakeRepositoryContract(name: string, makeUow: MakeUow) {
  describe(`IntakeRepository (${name})`, () => {
    let uow: UnitOfWork;
    let cleanup: () => Promise<void>;
    beforeAll(async () => ({ uow, cleanup } = await makeUow()), STARTUP_TIMEOUT_MS);
    afterAll(() => cleanup?.());

    const aDraft = async () => {
      const client = await uow.repos.clients.create(aClient({ name: unique('Intake Client') }));
      return uow.repos.submissions.create(aSubmissionRecord(client.id, { type: 'email' }));
    };

    it('claims a Message-ID once: a second claim finds it taken, and the record reads back', async () => {
      const messageId = `<${unique('once')}@mail.example>`;
      const draft = await aDraft();
      const item = await uow.run(async (repos) => {
        const id = await repos.intake.claim(messageId, NOW);
        expect(id).not.toBeNull();
        return repos.intake.record(id!, aRecord(messageId, { submissionId: draft.id, clientId: draft.clientId }));
      });
      expect(await uow.run((repos) => repos.intake.claim(messageId, NOW))).toBeNull();
      expect(await uow.repos.intake.findByMessageId(messageId)).toMatchObject({
        id: item.id,
        submissionId: draft.id,
        submissionRef: draft.submissionId,
        status: 'new',
        extraction: {
          transactionType: 'renewal',
          coverages: ['property'],
          dueDate: '2027-03-01',
          sources: { transactionType: 'rule', coverages: 'rule', dueDate: 'model' },
          evidence: { transactionType: '"renewal"' },
        },
      });
    });

    it('frees the Message-ID again when the unit of work that claimed it fails half-way', async () => {
      const messageId = `<${unique('crash')}@mail.example>`;
      const crashed = uow.run(async (repos) => {
        await repos.intake.claim(messageId, NOW);
        throw new Error('the process died here');
      });
      await expect(crashed).rejects.toThrow('the process died here');
      expect(await uow.repos.intake.findByMessageId(messageId)).toBeNull();
      expect(await uow.run((repos) => repos.intake.claim(messageId, NOW))).not.toBeNull();
    });

    it('lets one of several units of work claiming the same Message-ID at once win, the others waiting for it', async () => {
      const messageId = `<${unique('race')}@mail.example>`;
      const claims = await Promise.all(
        Array.from({ length: 4 }, () =>
          uow.run(async (repos) => {
            const id = await repos.intake.claim(messageId, NOW);
            // Holds the claim a moment, as a draft being written would.
            await new Promise((r) => setTimeout(r, 30));
            return id;
          }),
        ),
      );
      expect(claims.filter((id) => id !== null)).toHaveLength(1);
    });

    it('finds the thread by the closest Message-ID still on a submission, and follows a merge', async () => {
      const first = await aDraft();
      const target = await aDraft();
      const [a, b] = [`<${unique('a')}@t.example>`, `<${unique('b')}@t.example>`];
      await uow.run(async (repos) => {
        await repos.intake.record((await repos.intake.claim(a, NOW))!, aRecord(a, { submissionId: first.id }));
        await repos.intake.record((await repos.intake.claim(b, NOW))!, aRecord(b, { submissionId: null, status: 'discarded' }));
      });
      expect((await uow.repos.intake.findThread([b, a]))?.messageId).toBe(a);
      expect(await uow.repos.intake.findThread([b, '<unknown@x>'])).toBeNull();

      const document = await uow.repos.documents.save({
        submissionId: first.id,
        filename: 'sov.csv',
        mimeType: 'text/csv',
        bytes: new TextEncoder().encode('a,b\n'),
        uploadedBy: 'ops@intake.example',
      });
      await uow.repos.messages.add(first.id, {
        from: 'Ops',
        to: 'E-mail intake',
        subject: 'Renewal',
        content: 'Attached',
        channel: 'client',
        attachmentIds: [document.id],
      });
      await uow.run((repos) => repos.intake.moveDraft(first.id, target.id));
      await uow.run((repos) => repos.intake.dropDraft(first.id));
      expect(await uow.repos.submissions.get(first.id)).toBeNull();
      const moved = await uow.repos.submissions.get(target.id);
      expect(moved?.messages.map((m) => m.content)).toEqual(['Attached']);
      expect(moved?.documents.map((d) => d.filename)).toEqual(['sov.csv']);
      expect((await uow.repos.intake.findThread([a]))?.submissionId).toBe(target.id);
    });

    it('lists what waits, newest first, and records decisions', async () => {
      const draft = await aDraft();
      const id = `<${unique('wait')}@mail.example>`;
      const before = await uow.repos.intake.countWaiting();
      const item = await uow.run(async (repos) =>
        repos.intake.record((await repos.intake.claim(id, NOW))!, aRecord(id, { submissionId: draft.id })),
      );
      expect(await uow.repos.intake.countWaiting()).toBe(before + 1);
      expect((await uow.repos.intake.list(['new']))[0]?.id).toBe(item.id);
      const decided = await uow.run((repos) =>
        repos.intake.decide(item.id, {
          status: 'discarded',
          submissionId: null,
          decidedBy: 'Pat (broker)',
          decidedAt: NOW,
          discardReason: 'Spam',
        }),
      );
      expect(decided).toMatchObject({ status: 'discarded', submissionId: null, decidedBy: 'Pat (broker)', discardReason: 'Spam' });
      expect(await uow.repos.intake.countWaiting()).toBe(before);
      await expect(
        uow.repos.intake.decide(crypto.randomUUID(), { status: 'opened', decidedBy: 'x', decidedAt: NOW }),
      ).rejects.toMatchObject({
        code: 'not_found',
      });
    });
  });
}

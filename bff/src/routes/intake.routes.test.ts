import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aClientBody, aSubmissionBody, files } from '../testing/builders.ts';
import type { HttpClient } from '../testing/http-client.ts';
import { startTestApp, type TestApp } from '../testing/test-app.ts';

let app: TestApp;
let broker: HttpClient;
let manager: HttpClient;

beforeAll(async () => {
  app = await startTestApp();
  ({ http: broker } = await app.signedIn('broker'));
  ({ http: manager } = await app.signedIn('broker_manager'));
});
afterAll(() => app?.close());

let mails = 0;
/** A mail with a CSV attachment, as a mail client writes it. */
function anEml(from: string, subject: string, text: string, extra: { messageId?: string; references?: string } = {}) {
  const csv = Buffer.from('Name,Address,City\nYard,2 Dock Lane,Leith\n').toString('base64');
  return [
    `From: ${from}`,
    'To: submissions@broker.example',
    `Subject: ${subject}`,
    `Message-ID: ${extra.messageId ?? `<queue-${Date.now()}-${++mails}@example.com>`}`,
    ...(extra.references ? [`References: ${extra.references}`] : []),
    'MIME-Version: 1.0',
    'Content-Type: multipart/mixed; boundary="q1"',
    '',
    '--q1',
    'Content-Type: text/plain; charset=utf-8',
    '',
    text,
    '--q1',
    'Content-Type: text/csv; name="yard.csv"',
    'Content-Disposition: attachment; filename="yard.csv"',
    'Content-Transfer-Encoding: base64',
    '',
    csv,
    '--q1',
    'Content-Type: application/octet-stream; name="invoice.pdf.exe"',
    'Content-Disposition: attachment; filename="invoice.pdf.exe"',
    'Content-Transfer-Encoding: base64',
    '',
    Buffer.from(files.exe()).toString('base64'),
    '--q1--',
    '',
  ].join('\r\n');
}

const takeIn = async (eml: string) => {
  const response = await broker.upload('/api/submissions/from-email', 'email', { name: 'm.eml', bytes: new TextEncoder().encode(eml) });
  expect(response.status).toBe(201);
  return response.data as { item: { id: string }; submission: { id: string; submissionId: string } };
};
const waiting = async () => (await broker.get('/api/intake')).data as Array<Record<string, unknown> & { id: string }>;
const count = async (http: HttpClient) => (await http.get('/api/live/counts')).data.intake as number | undefined;

describe('the intake queue', () => {
  it('lists each new mail with its sender, attachments, proposed client, duplicate warning and what was read from it', async () => {
    const client = await broker.post('/api/clients', aClientBody({ name: 'Gull Quay Storage', email: 'ops@gullquay.co.uk' }));
    const open = await broker.post('/api/submissions', aSubmissionBody(client.data.id));
    const before = await count(broker);
    const taken = await takeIn(anEml('Kit Moss <kit@gullquay.co.uk>', 'Property renewal for the quay', 'Renewal of our buildings'));
    const item = (await waiting()).find((i) => i.id === taken.item.id);
    expect(item).toMatchObject({
      status: 'new',
      fromAddress: 'kit@gullquay.co.uk',
      fromName: 'Kit Moss',
      subject: 'Property renewal for the quay',
      submissionRef: taken.submission.submissionId,
      clientName: 'Gull Quay Storage',
      clientMatch: 'domain',
      duplicateOf: [open.data.submissionId],
      attachments: [{ filename: 'yard.csv', mimeType: 'text/csv' }],
      dropped: [{ filename: 'invoice.pdf.exe', reason: 'executable' }],
      extraction: { transactionType: 'renewal', coverages: ['property'] },
    });
    expect(await count(broker)).toBe((before ?? 0) + 1);
    expect(await count(manager)).toBe((before ?? 0) + 1);
  });

  it('opens an item: it leaves the queue and answers the draft to work on', async () => {
    const taken = await takeIn(anEml('lee@open-me.example', 'Fleet quote', 'Three vans'));
    const before = await count(broker);
    const opened = await broker.post(`/api/intake/${taken.item.id}/open`);
    expect(opened.status).toBe(200);
    expect(opened.data).toMatchObject({
      status: 'opened',
      submissionRef: taken.submission.submissionId,
      decidedBy: expect.stringContaining('(broker)'),
    });
    expect((await waiting()).map((i) => i.id)).not.toContain(taken.item.id);
    expect(await count(broker)).toBe(before! - 1);
    // Opening twice is harmless; the draft is still there to work on.
    expect((await broker.post(`/api/intake/${taken.item.id}/open`)).status).toBe(200);
    expect((await broker.get(`/api/submissions/${taken.submission.id}`)).status).toBe(200);
  });

  it('merges a mail into a submission that exists: its message and documents move there, the draft goes, replies follow', async () => {
    const client = await broker.post('/api/clients', aClientBody({ name: 'Heron Mills', email: 'desk@heron-mills.example' }));
    const target = await broker.post('/api/submissions', aSubmissionBody(client.data.id));
    const taken = await takeIn(
      anEml('desk@heron-mills.example', 'More on our mill', 'The SOV you wanted', { messageId: '<heron-1@heron-mills.example>' }),
    );

    const merged = await manager.post(`/api/intake/${taken.item.id}/merge`, { submissionId: target.data.submissionId });
    expect(merged.status).toBe(200);
    expect(merged.data).toMatchObject({ status: 'merged', submissionId: target.data.id, submissionRef: target.data.submissionId });
    expect((await broker.get(`/api/submissions/${taken.submission.id}`)).status).toBe(404);
    const detail = await broker.get(`/api/submissions/${target.data.id}`);
    expect(detail.data.documents.map((d: { filename: string }) => d.filename)).toEqual(['yard.csv']);
    expect(detail.data.messages.map((m: { subject: string }) => m.subject)).toContain('More on our mill');
    expect(detail.data.history.map((h: { action: string }) => h.action)).toContain('E-mail merged');

    const reply = await broker.upload('/api/submissions/from-email', 'email', {
      name: 'r.eml',
      bytes: new TextEncoder().encode(
        anEml('desk@heron-mills.example', 'Re: More on our mill', 'And the rest', { references: '<heron-1@heron-mills.example>' }),
      ),
    });
    expect(reply.data).toMatchObject({ outcome: 'attached', submission: { id: target.data.id } });

    expect((await manager.post(`/api/intake/${taken.item.id}/merge`, { submissionId: target.data.submissionId })).status).toBe(409);
  });

  it("offers the proposed client's open submissions to merge into, finds others by search, and merging takes the item off the queue", async () => {
    const client = await broker.post('/api/clients', aClientBody({ name: 'Plover Quay Ltd', email: 'desk@plover-quay.example' }));
    const first = await broker.post('/api/submissions', aSubmissionBody(client.data.id));
    const second = await broker.post('/api/submissions', aSubmissionBody(client.data.id));
    const other = await broker.post('/api/clients', aClientBody({ name: 'Wren Haulage Picker', email: 'ops@wren-picker.example' }));
    const elsewhere = await broker.post('/api/submissions', aSubmissionBody(other.data.id));
    const taken = await takeIn(
      anEml('Ada <ada@plover-quay.example>', 'Fleet renewal', 'Vehicles list attached, needed by 4 December 2030'),
    );

    const targets = await broker.get(`/api/intake/${taken.item.id}/merge-targets`);
    expect(targets.status).toBe(200);
    expect(targets.data.proposed.map((t: { submissionId: string }) => t.submissionId).sort()).toEqual(
      [first.data.submissionId, second.data.submissionId].sort(),
    );
    expect(targets.data.proposed[0]).toMatchObject({ clientName: 'Plover Quay Ltd', status: 'pending' });
    expect(targets.data.found).toEqual([]);
    const search = await broker.get(`/api/intake/${taken.item.id}/merge-targets?q=Wren Haulage Picker`);
    expect(search.data.found.map((t: { submissionId: string }) => t.submissionId)).toEqual([elsewhere.data.submissionId]);
    // The item's own draft is never offered, though it is the client's too.
    const all = [...search.data.proposed, ...(await broker.get(`/api/intake/${taken.item.id}/merge-targets?q=Plover`)).data.found];
    expect(all.map((t: { id: string }) => t.id)).not.toContain(taken.submission.id);
    expect((await broker.get(`/api/intake/${taken.item.id}/merge-targets?q=${'x'.repeat(201)}`)).status).toBe(400);

    // The draft page finds the item it came from, with its guesses and who made them.
    const draft = await broker.get(`/api/intake/drafts/${taken.submission.submissionId}`);
    expect(draft.data.item).toMatchObject({
      id: taken.item.id,
      extraction: {
        transactionType: 'renewal',
        coverages: ['motor_fleet'],
        dueDate: '2030-12-04',
        sources: { transactionType: 'rule', coverages: 'rule', dueDate: 'rule' },
      },
    });
    expect((await broker.get(`/api/intake/drafts/${first.data.submissionId}`)).data).toEqual({ item: null });

    const merged = await broker.post(`/api/intake/${taken.item.id}/merge`, { submissionId: second.data.id });
    expect(merged.status).toBe(200);
    expect((await waiting()).map((i) => i.id)).not.toContain(taken.item.id);
    const detail = await broker.get(`/api/submissions/${second.data.id}`);
    expect(detail.data.documents.map((d: { filename: string }) => d.filename)).toEqual(['yard.csv']);
    const history = detail.data.history.find((h: { action: string }) => h.action === 'E-mail merged');
    expect(history.details).toContain('Ada <ada@plover-quay.example> (Fleet renewal)');
    expect((await broker.get(`/api/intake/${taken.item.id}/merge-targets`)).status).toBe(409);
  });

  it('refuses a merge into an unknown submission or into its own draft, and leaves the item waiting', async () => {
    const taken = await takeIn(anEml('amy@merge-check.example', 'Quote', 'x'));
    const unknown = await broker.post(`/api/intake/${taken.item.id}/merge`, { submissionId: 'SUB-1999-0001' });
    expect(unknown.status).toBe(400);
    expect(unknown.data.issues).toEqual([{ path: 'submissionId', message: 'No submission SUB-1999-0001 was found' }]);
    const itself = await broker.post(`/api/intake/${taken.item.id}/merge`, { submissionId: taken.submission.submissionId });
    expect(itself.status).toBe(400);
    expect((await waiting()).map((i) => i.id)).toContain(taken.item.id);
  });

  it('discards a mail with a reason: the draft goes, the log keeps why, and the same mail is not taken again', async () => {
    const eml = anEml('news@letters.example', 'Our autumn newsletter', 'Read all about it');
    const taken = await takeIn(eml);
    const noReason = await broker.post(`/api/intake/${taken.item.id}/discard`, { reason: '  ' });
    expect(noReason.status).toBe(400);
    expect(noReason.data.issues).toEqual([{ path: 'reason', message: 'Say why the e-mail is discarded' }]);

    const discarded = await broker.post(`/api/intake/${taken.item.id}/discard`, { reason: 'A newsletter, not a submission' });
    expect(discarded.status).toBe(200);
    expect(discarded.data).toMatchObject({ status: 'discarded', submissionId: null, discardReason: 'A newsletter, not a submission' });
    expect((await broker.get(`/api/submissions/${taken.submission.id}`)).status).toBe(404);
    const again = await broker.upload('/api/submissions/from-email', 'email', { name: 'm.eml', bytes: new TextEncoder().encode(eml) });
    expect(again.data).toMatchObject({
      outcome: 'already_taken',
      submission: null,
      warnings: ['This e-mail was taken in before and discarded'],
    });
  });

  it('will not discard a draft someone has already moved on', async () => {
    const taken = await takeIn(anEml('zed@moved-on.example', 'Quote', 'x'));
    expect((await broker.patch(`/api/submissions/${taken.submission.id}`, { status: 'in_progress' })).status).toBe(200);
    const refused = await broker.post(`/api/intake/${taken.item.id}/discard`, { reason: 'Late' });
    expect(refused.status).toBe(409);
    expect(refused.data.message).toBe(`${taken.submission.submissionId} is already In Progress: it is a submission now, not a draft`);
  });

  it('is for the firm: customers, insurers and pending accounts are refused, and a customer never sees the draft', async () => {
    const taken = await takeIn(anEml('cara@own-mail.example', 'Renewal', 'Mine'));
    const { http: customer } = await app.signedIn('customer', { email: 'cara@own-mail.example' });
    const { http: otherCustomer } = await app.signedIn('customer');
    const { http: insurer } = await app.signedIn('insurer');
    const { http: pending } = await app.signedIn('broker', { status: 'pending' });
    for (const http of [customer, otherCustomer, insurer, pending]) {
      expect((await http.get('/api/intake')).status).toBe(403);
      expect((await http.post(`/api/intake/${taken.item.id}/open`)).status).toBe(403);
      expect((await http.post(`/api/intake/${taken.item.id}/discard`, { reason: 'x' })).status).toBe(403);
      expect((await http.post(`/api/intake/${taken.item.id}/merge`, { submissionId: taken.submission.submissionId })).status).toBe(403);
      expect((await http.get(`/api/intake/${taken.item.id}/merge-targets?q=Renewal`)).status).toBe(403);
      expect((await http.get(`/api/intake/drafts/${taken.submission.submissionId}`)).status).toBe(403);
    }
    expect((await app.client().get('/api/intake')).status).toBe(401);
    // The sender's own account: the draft was never shared, so it is nowhere on their side.
    expect((await customer.get(`/api/submissions/${taken.submission.id}`)).status).toBe(404);
    const list = await customer.get('/api/submissions');
    expect(list.data.map((s: { id: string }) => s.id)).not.toContain(taken.submission.id);
    expect(await count(customer)).toBeUndefined();
    expect(await count(insurer)).toBeUndefined();
    expect((await waiting()).map((i) => i.id)).toContain(taken.item.id);
  });
});

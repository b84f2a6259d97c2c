import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HttpClient } from '../testing/http-client.ts';
import { aClientBody, aMessage, aProperty, aQuote, aRelatedItem, aSubmissionBody, aTask, aVehicle, files } from '../testing/builders.ts';
import { aSubmissionFor } from '../testing/fixtures.ts';
import { makeDocx, makeXlsx, makeZip } from '@workbench/adapters/seed/files.ts';
import { startTestApp, type TestApp } from '../testing/test-app.ts';

let app: TestApp;
let broker: HttpClient;
let manager: HttpClient;
let brokerUser: { id: string; fullName: string };

beforeAll(async () => {
  app = await startTestApp();
  ({ http: broker, user: brokerUser } = await app.signedIn('broker'));
  ({ http: manager } = await app.signedIn('broker_manager'));
});
afterAll(() => app?.close());

describe('creating a submission', () => {
  it('derives the product, stores the coverage items on the schedules, rates it and starts its history', async () => {
    const { submission, client } = await aSubmissionFor(broker);
    expect(submission.submissionId).toMatch(/^SUB-\d{4}-\d{4,}$/);
    expect(submission).toMatchObject({ status: 'pending', product: 'commercial_package', client: client.name, priority: 'medium' });
    expect(submission.rating.score).toBeGreaterThanOrEqual(0);

    const detail = await broker.get(`/api/submissions/${submission.id}`);
    expect(detail.status).toBe(200);
    expect(detail.data.properties).toHaveLength(1);
    expect(detail.data.properties[0]).toMatchObject({ name: 'Main Warehouse', sprinklered: true });
    expect(detail.data.vehicles[0]).toMatchObject({ make: 'Ford', model: 'Transit' });
    expect(detail.data.history.map((h: { action: string }) => h.action)).toContain('Submission created');
    const created = detail.data.history.find((h: { action: string }) => h.action === 'Submission created');
    expect(created.details).toBe(`${submission.submissionId} for ${client.name}: 2 coverages, 1 property, 1 vehicle`);
    expect(detail.data.history[0].user).toBe(`${brokerUser.fullName} (broker)`);
    expect(detail.data.notes).toEqual([{ content: 'Renewal due soon' }]);
    for (const key of ['quotes', 'tasks', 'messages', 'documents', 'relatedItems', 'ratingFactors']) {
      expect(Array.isArray(detail.data[key])).toBe(true);
    }
  });

  it('makes a property-only submission Commercial Property and a fleet-only one Commercial Auto', async () => {
    const { client } = await aSubmissionFor(broker);
    const property = await broker.post(
      '/api/submissions',
      aSubmissionBody(client.id, {
        coverages: [{ coverage: 'property', limit: 1, deductible: 1, properties: [aProperty()] }],
      }),
    );
    const auto = await broker.post(
      '/api/submissions',
      aSubmissionBody(client.id, {
        coverages: [{ coverage: 'motor_fleet', vehicles: [aVehicle()] }],
      }),
    );
    expect(property.data.product).toBe('commercial_property');
    expect(auto.data.product).toBe('commercial_auto');
  });

  it('answers a create with the summary the list then carries for it, field for field and in the same order', async () => {
    const client = await broker.post('/api/clients', aClientBody({ name: 'Ölwerk "Nord" \\ Söhne' }));
    for (const coverages of [
      [{ coverage: 'general_liability', limit: 1, deductible: 1 }],
      [{ coverage: 'property', limit: 1, deductible: 1, properties: [aProperty()] }],
    ]) {
      const created = await broker.post('/api/submissions', aSubmissionBody(client.data.id, { coverages, dueDate: null }));
      expect(created.status).toBe(201);
      const list = await broker.get('/api/submissions');
      const listed = list.data.find((s: { id: string }) => s.id === created.data.id);
      expect(JSON.stringify(created.data)).toBe(JSON.stringify(listed));
    }
  });

  it.each([
    [{ description: '' }, 'Please enter a submission description.'],
    [{ coverages: [] }, 'Please select at least one coverage type.'],
    [{ clientId: '' }, 'Please select a client to continue'],
  ])('rejects %j with the wizard message', async (change, message) => {
    const { client } = await aSubmissionFor(broker);
    const response = await broker.post('/api/submissions', aSubmissionBody(client.id, change));
    expect(response.status).toBe(400);
    expect(response.data.message).toBe(message);
  });

  it('rejects an unknown client without creating anything', async () => {
    const before = await broker.get('/api/submissions');
    const response = await broker.post('/api/submissions', aSubmissionBody('5f0c6a52-0d3c-4a39-9a55-0d8f2f3e7a11'));
    expect(response.status).toBe(400);
    expect(response.data.message).toBe('Client not found');
    const after = await broker.get('/api/submissions');
    expect(after.headers.get('x-total-count')).toBe(before.headers.get('x-total-count'));
  });
});

describe('listing and reading submissions', () => {
  it('returns an array with the total in X-Total-Count, honouring limit and offset', async () => {
    await aSubmissionFor(broker);
    await aSubmissionFor(broker);
    const all = await broker.get('/api/submissions');
    expect(Array.isArray(all.data)).toBe(true);
    const total = Number(all.headers.get('x-total-count'));
    expect(total).toBe(all.data.length);
    const page = await broker.get('/api/submissions?limit=1&offset=1');
    expect(page.data).toHaveLength(1);
    expect(page.data[0].id).toBe(all.data[1].id);
    expect(page.headers.get('x-total-count')).toBe(String(total));
  });

  it('filters by status and transaction type, and finds by SUB-id through q', async () => {
    const { submission } = await aSubmissionFor(broker, { submission: { transactionType: 'mta' } });
    const mta = await broker.get('/api/submissions?status=pending&transactionType=mta');
    expect(mta.data.map((s: { id: string }) => s.id)).toContain(submission.id);
    expect(mta.data.every((s: { transactionType: string }) => s.transactionType === 'mta')).toBe(true);
    const byId = await broker.get(`/api/submissions?q=${submission.submissionId}`);
    expect(byId.data.map((s: { id: string }) => s.id)).toEqual([submission.id]);
  });

  it('rejects a bad filter with its message', async () => {
    const response = await broker.get('/api/submissions?status=bogus');
    expect(response.status).toBe(400);
    expect(response.data.message).toBe('Status must be one of pending, in_progress, in_review, approved, rejected');
    const limit = await broker.get('/api/submissions?limit=0');
    expect(limit.status).toBe(400);
    expect(limit.data.message).toBe('limit must be a whole number between 1 and 500');
  });

  it('resolves assignedTo=me and createdBy=me to the signed-in user', async () => {
    const { submission } = await aSubmissionFor(broker);
    await broker.patch(`/api/submissions/${submission.id}`, { assignedToId: brokerUser.id });
    const mine = await broker.get('/api/submissions?assignedTo=me');
    expect(mine.data.map((s: { id: string }) => s.id)).toContain(submission.id);
    expect(mine.data.every((s: { assignedToId: string }) => s.assignedToId === brokerUser.id)).toBe(true);
    const created = await broker.get('/api/submissions?createdBy=me');
    expect(created.data.map((s: { id: string }) => s.id)).toContain(submission.id);
    const theirs = await manager.get('/api/submissions?createdBy=me');
    expect(theirs.data.map((s: { id: string }) => s.id)).not.toContain(submission.id);
  });

  it('reads a submission by its SUB-id as well as its record id, and 404s an unknown one', async () => {
    const { submission } = await aSubmissionFor(broker);
    const bySubId = await broker.get(`/api/submissions/${submission.submissionId}`);
    expect(bySubId.status).toBe(200);
    expect(bySubId.data.id).toBe(submission.id);
    expect((await broker.get('/api/submissions/SUB-1999-9999')).status).toBe(404);
    expect((await broker.get('/api/submissions/not-an-id')).status).toBe(404);
  });
});

describe('changing a submission', () => {
  it('assigns, reprioritises and moves along the workflow, one history entry per change', async () => {
    const { submission } = await aSubmissionFor(broker);
    const response = await broker.patch(`/api/submissions/${submission.id}`, {
      assignedToId: brokerUser.id,
      priority: 'urgent',
      status: 'in_progress',
    });
    expect(response.status).toBe(200);
    expect(response.data).toMatchObject({ status: 'in_progress', priority: 'urgent', assignedTo: brokerUser.fullName });
    const actions = response.data.history.map((h: { action: string }) => h.action);
    expect(actions).toEqual(expect.arrayContaining(['Status changed', 'Priority changed', 'Assigned', 'Submission created']));
  });

  it('answers 409 for a move the workflow does not have, and changes nothing', async () => {
    const { submission } = await aSubmissionFor(broker);
    const response = await broker.patch(`/api/submissions/${submission.id}`, { status: 'approved', priority: 'high' });
    expect(response.status).toBe(409);
    const detail = await broker.get(`/api/submissions/${submission.id}`);
    expect(detail.data).toMatchObject({ status: 'pending', priority: 'medium' });
  });

  it('lets only a broker manager or insurer approve, with a note recorded in the history', async () => {
    const { submission } = await aSubmissionFor(broker);
    await broker.post(`/api/submissions/${submission.id}/submit-for-review`);
    const byBroker = await broker.patch(`/api/submissions/${submission.id}`, { status: 'approved' });
    expect(byBroker.status).toBe(403);
    const brokerDecision = await broker.post(`/api/submissions/${submission.id}/decision`, { decision: 'approved', note: 'x' });
    expect(brokerDecision.status).toBe(403);

    const noNote = await manager.post(`/api/submissions/${submission.id}/decision`, { decision: 'approved', note: '' });
    expect(noNote.status).toBe(400);
    expect(noNote.data.message).toBe('Please enter a note explaining the decision.');

    const decided = await manager.post(`/api/submissions/${submission.id}/decision`, {
      decision: 'approved',
      note: 'Good risk',
      conditions: 'As quoted',
    });
    expect(decided.status).toBe(200);
    expect(decided.data.status).toBe('approved');
    expect(decided.data.history[0]).toMatchObject({ action: 'Submission approved', details: 'In Review → Approved', audience: 'client' });
    expect(decided.data.history[1]).toMatchObject({ action: 'Decision note', details: 'Good risk', audience: 'staff' });

    const again = await manager.post(`/api/submissions/${submission.id}/decision`, {
      decision: 'rejected',
      note: 'Changed my mind',
      customerReason: 'Outside appetite',
    });
    expect(again.status).toBe(409);
  });

  it('sends a submission for review once; a second time is a conflict', async () => {
    const { submission } = await aSubmissionFor(broker);
    const first = await broker.post(`/api/submissions/${submission.id}/submit-for-review`);
    expect(first.status).toBe(200);
    expect(first.data.status).toBe('in_review');
    expect(first.data.history[0].action).toBe('Submitted for review');
    expect((await broker.post(`/api/submissions/${submission.id}/submit-for-review`)).status).toBe(409);
  });
});

describe('schedules', () => {
  it('adds one row or a list, edits a row (clearing needsReview for edited fields), deletes it, and re-rates each time', async () => {
    const { submission } = await aSubmissionFor(broker, {
      submission: { coverages: [{ coverage: 'property', limit: 1, deductible: 1, properties: [] }] },
    });
    const added = await broker.post(`/api/submissions/${submission.id}/properties`, [
      aProperty({ name: 'A', sprinklered: false, needsReview: ['yearBuilt', 'stories'] }),
      aProperty({ name: 'B' }),
    ]);
    expect(added.status).toBe(201);
    expect(added.data.map((p: { name: string }) => p.name)).toEqual(['A', 'B']);

    const row = added.data[0];
    const edited = await broker.patch(`/api/submissions/${submission.id}/properties/${row.id}`, { yearBuilt: 2005 });
    expect(edited.status).toBe(200);
    expect(edited.data).toMatchObject({ yearBuilt: 2005, needsReview: ['stories'] });

    const deleted = await broker.delete(`/api/submissions/${submission.id}/properties/${row.id}`);
    expect(deleted.status).toBe(204);
    const detail = await broker.get(`/api/submissions/${submission.id}`);
    expect(detail.data.properties.map((p: { name: string }) => p.name)).toEqual(['B']);
    const actions = detail.data.history.map((h: { action: string }) => h.action);
    expect(actions).toEqual(expect.arrayContaining(['Properties added', 'Property updated', 'Property removed']));

    const vehicle = await broker.post(`/api/submissions/${submission.id}/vehicles`, aVehicle());
    expect(vehicle.status).toBe(201);
    const vEdit = await broker.patch(`/api/submissions/${submission.id}/vehicles/${vehicle.data[0].id}`, { usage: 'mixed' });
    expect(vEdit.data.usage).toBe('Mixed');
    expect((await broker.delete(`/api/submissions/${submission.id}/vehicles/${vehicle.data[0].id}`)).status).toBe(204);
  });

  it('rejects a bad row with its message and a path naming the row', async () => {
    const { submission } = await aSubmissionFor(broker);
    const response = await broker.post(`/api/submissions/${submission.id}/properties`, [aProperty(), aProperty({ yearBuilt: 1200 })]);
    expect(response.status).toBe(400);
    expect(response.data.message).toBe('Year built must be between 1600 and 2100');
    expect(response.data.issues[0].path).toBe('1.yearBuilt');
  });

  it('404s a row of another submission', async () => {
    const { submission: a } = await aSubmissionFor(broker);
    const { submission: b } = await aSubmissionFor(broker);
    const detailB = await broker.get(`/api/submissions/${b.id}`);
    const foreignRow = detailB.data.properties[0].id;
    expect((await broker.patch(`/api/submissions/${a.id}/properties/${foreignRow}`, { name: 'x' })).status).toBe(404);
  });
});

describe('task assignees', () => {
  it('assigns a task to a member of staff by name or to no one, never to other text', async () => {
    const { submission } = await aSubmissionFor(broker);
    const typo = await broker.post(`/api/submissions/${submission.id}/tasks`, aTask({ assignedTo: 'Jordn Le' }));
    expect(typo.status).toBe(400);
    expect(typo.data).toMatchObject({
      message: 'Choose who the task is assigned to from the staff list',
      issues: [{ path: 'assignedTo' }],
    });

    const task = await broker.post(`/api/submissions/${submission.id}/tasks`, aTask({ assignedTo: brokerUser.fullName }));
    expect(task.status).toBe(201);
    expect(task.data.assignedTo).toBe(brokerUser.fullName);
    const renamed = await broker.patch(`/api/submissions/${submission.id}/tasks/${task.data.id}`, { assignedTo: 'Someone Else' });
    expect(renamed.status).toBe(400);
    const kept = await broker.patch(`/api/submissions/${submission.id}/tasks/${task.data.id}`, {
      assignedTo: brokerUser.fullName,
      status: 'Completed',
    });
    expect(kept.status).toBe(200);
    const cleared = await broker.patch(`/api/submissions/${submission.id}/tasks/${task.data.id}`, { assignedTo: null });
    expect(cleared.data.assignedTo).toBeNull();
  });
});

describe('quotes, tasks, related items and messages', () => {
  it('adds and edits quotes and tasks with history', async () => {
    const { submission } = await aSubmissionFor(broker);
    const quote = await broker.post(`/api/submissions/${submission.id}/quotes`, aQuote());
    expect(quote.status).toBe(201);
    expect(quote.data).toMatchObject({ carrier: 'Northwind Mutual', amount: 4250, status: 'Pending' });
    const approved = await broker.patch(`/api/submissions/${submission.id}/quotes/${quote.data.id}`, { status: 'Approved' });
    expect(approved.data).toMatchObject({ status: 'Approved', amount: 4250 });

    const task = await broker.post(`/api/submissions/${submission.id}/tasks`, aTask());
    expect(task.status).toBe(201);
    const done = await broker.patch(`/api/submissions/${submission.id}/tasks/${task.data.id}`, { status: 'Completed' });
    expect(done.data.status).toBe('Completed');

    const item = await broker.post(`/api/submissions/${submission.id}/related-items`, aRelatedItem());
    expect(item.status).toBe(201);
    expect(item.data).toMatchObject({ type: 'Policy', reference: 'POL-2024-0042' });

    const detail = await broker.get(`/api/submissions/${submission.id}`);
    expect(detail.data.quotes).toHaveLength(1);
    expect(detail.data.tasks).toHaveLength(1);
    expect(detail.data.relatedItems).toHaveLength(1);
    const actions = detail.data.history.map((h: { action: string }) => h.action);
    expect(actions).toEqual(expect.arrayContaining(['Quote added', 'Quote updated', 'Task added', 'Task updated', 'Related item added']));
  });

  it.each([
    ['quotes', { carrier: '' }, 'Carrier is required'],
    ['tasks', { title: '' }, 'Title is required'],
    ['related-items', { type: 'Boat' }, 'Type must be one of Policy, Claim, Invoice'],
    ['messages', { subject: '' }, 'Subject is required'],
  ])('rejects a bad %s body with %j', async (resource, change, message) => {
    const { submission } = await aSubmissionFor(broker);
    const base = { quotes: aQuote(), tasks: aTask(), 'related-items': aRelatedItem(), messages: aMessage() }[resource];
    const response = await broker.post(`/api/submissions/${submission.id}/${resource}`, { ...base, ...change });
    expect(response.status).toBe(400);
    expect(response.data.message).toBe(message);
  });

  it('sends a JSON message and a multipart message whose files become the submission documents', async () => {
    const { submission } = await aSubmissionFor(broker);
    const json = await broker.post(`/api/submissions/${submission.id}/messages`, aMessage());
    expect(json.status).toBe(201);
    expect(json.data).toMatchObject({ from: `${brokerUser.fullName} (broker)`, subject: 'Missing information', attachments: [] });

    const form = new FormData();
    for (const [key, value] of Object.entries(aMessage({ subject: 'With files' }))) form.append(key, String(value));
    form.append('attachments', new Blob([files.pdf()]), 'schedule.pdf');
    form.append('attachments', new Blob([files.png()]), 'photo.png');
    const multipart = await broker.request('POST', `/api/submissions/${submission.id}/messages`, { body: form });
    expect(multipart.status).toBe(201);
    expect(multipart.data.attachments.map((a: { filename: string }) => a.filename)).toEqual(['schedule.pdf', 'photo.png']);

    const messages = await broker.get(`/api/submissions/${submission.id}/messages`);
    expect(messages.data.map((m: { subject: string }) => m.subject)).toEqual(expect.arrayContaining(['Missing information', 'With files']));
    const documents = await broker.get(`/api/submissions/${submission.id}/documents`);
    expect(documents.data.map((d: { filename: string }) => d.filename)).toEqual(expect.arrayContaining(['schedule.pdf', 'photo.png']));

    const forward = await broker.post(`/api/submissions/${submission.id}/messages`, aMessage({ attachmentIds: [documents.data[0].id] }));
    expect(forward.data.attachments).toHaveLength(1);
    const foreign = await broker.post(
      `/api/submissions/${submission.id}/messages`,
      aMessage({ attachmentIds: ['5f0c6a52-0d3c-4a39-9a55-0d8f2f3e7a11'] }),
    );
    expect(foreign.status).toBe(400);
  });
});

describe('documents', () => {
  it('uploads a PDF and downloads the same bytes as an attachment that browsers will not sniff', async () => {
    const { submission } = await aSubmissionFor(broker);
    const bytes = files.pdf();
    const uploaded = await broker.upload(`/api/submissions/${submission.id}/documents`, 'document', {
      name: 'Schedule ünïcode.pdf',
      bytes,
      type: 'application/pdf',
    });
    expect(uploaded.status).toBe(201);
    expect(uploaded.data).toMatchObject({
      filename: 'Schedule ünïcode.pdf',
      mimeType: 'application/pdf',
      size: bytes.length,
      uploadedBy: `${brokerUser.fullName} (broker)`,
    });

    const response = await fetch(`${app.url}/api/documents/${uploaded.data.id}/download`, { headers: { cookie: broker.cookieHeader() } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="Schedule _n_code.pdf"; filename*=UTF-8''${encodeURIComponent('Schedule ünïcode.pdf')}`,
    );
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(bytes);

    const detail = await broker.get(`/api/submissions/${submission.id}`);
    expect(detail.data.history[0]).toMatchObject({ action: 'Document uploaded' });
  });

  it.each([
    ['x.pdf.html', 'x.pdf'],
    ['statement.html', 'statement.pdf'],
    ['statement', 'statement.pdf'],
  ])('downloads PDF bytes uploaded as %s under the name %s, with the extension of their type', async (name, expected) => {
    const { submission } = await aSubmissionFor(broker);
    const uploaded = await broker.upload(`/api/submissions/${submission.id}/documents`, 'document', {
      name,
      bytes: files.pdf(),
      type: 'text/html',
    });
    expect(uploaded.data).toMatchObject({ filename: name, mimeType: 'application/pdf' });

    const response = await fetch(`${app.url}/api/documents/${uploaded.data.id}/download`, { headers: { cookie: broker.cookieHeader() } });
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="${expected}"; filename*=UTF-8''${expected}`);
  });

  it.each([
    [
      'schedule.xlsx',
      () => makeXlsx('Locations', [{ Name: 'Plant A', Address: '1 Main St' }]),
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      'XLSX',
    ],
    [
      'letter.docx',
      () => makeDocx(['Dear underwriter']),
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      'DOCX',
    ],
    ['photos.zip', () => makeZip([{ name: 'a.txt', data: 'hello' }]), 'application/zip', 'ZIP'],
    ['photo.png', () => files.png(), 'image/png', 'PNG'],
    ['values.csv', () => files.csv(), 'text/csv', 'CSV'],
  ])('stores %s with the type its content shows', async (name, bytes, mimeType, type) => {
    const { submission } = await aSubmissionFor(broker);
    const response = await broker.upload(`/api/submissions/${submission.id}/documents`, 'document', {
      name,
      bytes: bytes(),
      type: 'application/octet-stream',
    });
    expect(response.status).toBe(201);
    expect(response.data).toMatchObject({ filename: name, mimeType, type });
  });

  it('refuses a program renamed to .pdf with 415 and the spec message', async () => {
    const { submission } = await aSubmissionFor(broker);
    const response = await broker.upload(`/api/submissions/${submission.id}/documents`, 'document', {
      name: 'invoice.pdf',
      bytes: files.exe(),
      type: 'application/pdf',
    });
    expect(response.status).toBe(415);
    expect(response.data.message).toBe('Unsupported file format: Please upload a PDF, image, or spreadsheet file.');
    expect((await broker.get(`/api/submissions/${submission.id}/documents`)).data).toEqual([]);
  });

  it('answers 400 for a file in the wrong form field', async () => {
    const { submission } = await aSubmissionFor(broker);
    const response = await broker.upload(`/api/submissions/${submission.id}/documents`, 'file', { name: 'a.pdf', bytes: files.pdf() });
    expect(response.status).toBe(400);
    expect(response.data.message).toBe('Upload the file in the form field "document"');
  });

  it('404s an unknown document', async () => {
    expect((await broker.get('/api/documents/5f0c6a52-0d3c-4a39-9a55-0d8f2f3e7a11/download')).status).toBe(404);
  });
});

describe('hostile and unusual text', () => {
  it('stores SQL-looking strings and unicode verbatim and reads them back unchanged', async () => {
    const name = "Robert'); DROP TABLE submissions;-- Ünïcødé 保险 🚚";
    const { client, submission } = await aSubmissionFor(broker, {
      client: { name, contactPerson: 'O\'Brien "Quote" \\ backslash' },
      submission: { description: "1' OR '1'='1; -- 𝔘𝔫𝔦𝔠𝔬𝔡𝔢 end" },
    });
    expect(client.name).toBe(name);
    const detail = await broker.get(`/api/submissions/${submission.id}`);
    expect(detail.data.client).toBe(name);
    expect(detail.data.description).toBe("1' OR '1'='1; -- 𝔘𝔫𝔦𝔠𝔬𝔡𝔢 end");
    const search = await broker.get(`/api/submissions?q=${encodeURIComponent("'); DROP")}`);
    expect(search.status).toBe(200);
    expect(search.data.map((s: { id: string }) => s.id)).toContain(submission.id);
    const clients = await broker.get(`/api/clients?q=${encodeURIComponent('保险')}`);
    expect(clients.data.map((c: { id: string }) => c.id)).toContain(client.id);
  });
});

describe('client body', () => {
  it('refuses text with a NUL character as invalid input instead of failing in the database', async () => {
    const response = await broker.post('/api/clients', aClientBody({ name: 'Nul\u0000Corp' }));
    expect(response.status).toBe(400);
    expect(response.data.issues[0].path).toBe('name');
  });

  it('refuses a search with a NUL character as invalid input, for clients and submissions alike', async () => {
    for (const path of ['/api/clients?q=nul%00inside', '/api/submissions?q=nul%00inside', '/api/submissions?limit=5&q=%00']) {
      const response = await broker.get(path);
      expect(response.status, path).toBe(400);
      expect(response.data.issues[0].path, path).toBe('q');
    }
  });

  it('creates a client with nulls for empty optional fields', async () => {
    const response = await broker.post('/api/clients', aClientBody({ contactPerson: null, email: null, phone: null, address: null }));
    expect(response.status).toBe(201);
    expect(response.data).toMatchObject({ contactPerson: null, email: null, phone: null, address: null });
  });
});

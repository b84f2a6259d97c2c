/** Core's document use cases on the in-memory unit of work: uploads, who sees and downloads which file, and reading a schedule. */
import { describe, expect, it } from 'vitest';
import {
  AppError,
  CUSTOMER_UNSUPPORTED_FORMAT_MESSAGE,
  downloadDocument,
  listDocuments,
  parseDocument,
  sendMessage,
  uploadDocument,
  type DocumentExtractor,
  type ExtractionRequest,
  type IncomingFile,
  type Role,
} from '@workbench/core';
import { aClient, aSubmissionRecord } from '../testing/builders.ts';
import { aWorldPerTest, failure } from './usecases.world.ts';

const w = aWorldPerTest();

const aFile = (filename = 'locations.csv', text = 'name,address\nDepot,2 Side St\n'): IncomingFile => ({
  filename,
  mimeType: 'text/csv',
  bytes: new TextEncoder().encode(text),
});

/** A submission of another client, shared with that client. */
async function anotherClientsSubmission() {
  const other = await w.uow.repos.clients.create(aClient());
  return w.uow.repos.submissions.create(aSubmissionRecord(other.id, { shareWithClient: true }));
}

/** A document a broker sent to a carrier only, and one the client was sent too. */
async function carrierAndClientDocuments(submissionId: string) {
  const [carrierOnly, forClient] = [await w.aDocument(submissionId, 'loss-runs.pdf'), await w.aDocument(submissionId, 'quote.pdf')];
  const broker = await w.anActor('broker');
  const message = (channel: string, attachmentIds: string[]) => ({
    to: 'Someone',
    subject: 'Files',
    content: 'Attached',
    channel,
    attachmentIds,
  });
  await sendMessage(w.deps)(broker, submissionId, message('carrier', [carrierOnly.id, forClient.id]));
  await sendMessage(w.deps)(broker, submissionId, message('client', [forClient.id]));
  return { carrierOnly, forClient };
}

describe('uploadDocument', () => {
  it("stores the customer's file under its own name without the path, by its author, with a history entry", async () => {
    const s = await w.aSubmission();
    const customer = await w.theCustomer({ fullName: 'Casey Customer' });
    const saved = await uploadDocument(w.deps)(customer, s.submissionId, aFile('C:\\Users\\casey\\locations.csv'));
    expect(saved).toMatchObject({ filename: 'locations.csv', uploadedBy: 'Casey Customer (customer)', size: 29 });
    expect((await listDocuments(w.deps)(customer, s.id)).map((d) => d.id)).toEqual([saved.id]);
    expect(await w.actions(s.id)).toEqual(['Document uploaded']);
  });

  it('refuses an empty file and a decided submission, and stores nothing', async () => {
    const broker = await w.anActor('broker');
    const open = await w.aSubmission();
    expect(await failure(uploadDocument(w.deps)(broker, open.id, aFile('empty.csv', '')))).toBe('invalid');
    const decided = await w.aSubmission('approved');
    expect(await failure(uploadDocument(w.deps)(broker, decided.id, aFile()))).toBe('conflict');
    expect([...(await w.uow.repos.documents.list(open.id)), ...(await w.uow.repos.documents.list(decided.id))]).toEqual([]);
  });

  it("refuses a customer uploading to another client's submission or one not shared with them, as if it did not exist", async () => {
    const customer = await w.theCustomer();
    const theirs = await anotherClientsSubmission();
    const unshared = await w.aSubmission('pending', false);
    expect(await failure(uploadDocument(w.deps)(customer, theirs.id, aFile()))).toBe('not_found');
    expect(await failure(uploadDocument(w.deps)(customer, unshared.id, aFile()))).toBe('not_found');
    expect(await w.uow.repos.documents.list(theirs.id)).toEqual([]);
  });
});

describe('listDocuments', () => {
  it('hides from the customer a document only a carrier was sent, and shows staff every one', async () => {
    const s = await w.aSubmission();
    const { carrierOnly, forClient } = await carrierAndClientDocuments(s.id);
    const upload = await w.aDocument(s.id, 'upload.pdf');
    const ids = (documents: { id: string }[]) => documents.map((d) => d.id).sort();
    expect(ids(await listDocuments(w.deps)(await w.theCustomer(), s.id))).toEqual([forClient.id, upload.id].sort());
    expect(ids(await listDocuments(w.deps)(await w.anActor('insurer'), s.id))).toEqual([carrierOnly.id, forClient.id, upload.id].sort());
  });

  it("refuses a customer listing another client's documents", async () => {
    const theirs = await anotherClientsSubmission();
    await w.aDocument(theirs.id);
    expect(await failure(listDocuments(w.deps)(await w.theCustomer(), theirs.id))).toBe('not_found');
  });
});

describe('downloadDocument', () => {
  it('gives the customer the bytes of a document of their submission', async () => {
    const s = await w.aSubmission();
    const customer = await w.theCustomer();
    const saved = await uploadDocument(w.deps)(customer, s.id, aFile());
    const document = await downloadDocument(w.deps)(customer, saved.id);
    expect(new TextDecoder().decode(document.bytes)).toBe('name,address\nDepot,2 Side St\n');
  });

  it("refuses a customer a carrier's document, another client's document, and a file outside any submission, as if none existed", async () => {
    const customer = await w.theCustomer();
    const { carrierOnly } = await carrierAndClientDocuments((await w.aSubmission()).id);
    const theirs = await w.aDocument((await anotherClientsSubmission()).id);
    const loose = await w.uow.repos.documents.save({
      submissionId: null,
      filename: 'x.pdf',
      mimeType: 'application/pdf',
      bytes: new Uint8Array([1]),
      uploadedBy: 'Staff',
    });
    for (const id of [carrierOnly.id, theirs.id, loose.id, crypto.randomUUID(), 'not-an-id']) {
      expect(await failure(downloadDocument(w.deps)(customer, id))).toBe('not_found');
    }
    const broker = await w.anActor('broker');
    expect((await downloadDocument(w.deps)(broker, carrierOnly.id)).filename).toBe('loss-runs.pdf');
    expect((await downloadDocument(w.deps)(broker, loose.id)).filename).toBe('x.pdf');
  });
});

describe('parseDocument', () => {
  /** An extractor that remembers what it was asked and reads one property. */
  function aReader() {
    const asked: ExtractionRequest[] = [];
    const extractor: DocumentExtractor = {
      extract: async (request) => {
        asked.push(request);
        return {
          documentType: 'property',
          properties: [{ name: 'Depot', provenance: { row: 2 }, confidence: { name: 1 } }],
          vehicles: [],
          warnings: [],
        };
      },
      modelState: async () => ({ configured: false, reachable: null, lastError: null, checkedAt: null }),
    };
    return { asked, extractor };
  }
  const parse = (extractor: DocumentExtractor, type: unknown, file = aFile(), role: Role = 'broker') =>
    w.anActor(role).then((actor) => parseDocument({ extractor })(actor, { ...file, type, contentKind: 'csv' }));

  it('reads the schedule kind asked for, or either when none is', async () => {
    const { asked, extractor } = aReader();
    expect((await parse(extractor, 'vehicle')).properties).toHaveLength(1);
    await parse(extractor, '');
    expect(asked.map((r) => [r.filename, r.kind])).toEqual([
      ['locations.csv', 'vehicle'],
      ['locations.csv', undefined],
    ]);
  });

  it('refuses an unknown kind and an empty file without reading them', async () => {
    const { asked, extractor } = aReader();
    expect(await failure(parse(extractor, 'boats'))).toBe('invalid');
    expect(await failure(parse(extractor, 'property', aFile('empty.csv', '')))).toBe('unprocessable');
    expect(asked).toEqual([]);
  });

  it("refuses a customer's CSV, which only the broker side takes, without reading it", async () => {
    const { asked, extractor } = aReader();
    const refused = await parse(extractor, 'property', aFile(), 'customer').catch((error: unknown) => error);
    expect(refused).toMatchObject({ code: 'unsupported', message: CUSTOMER_UNSUPPORTED_FORMAT_MESSAGE });
    expect(asked).toEqual([]);
  });

  it("passes on the reader's refusal of a format", async () => {
    const extractor: DocumentExtractor = {
      ...aReader().extractor,
      extract: async () => {
        throw new AppError('unsupported', 'Unsupported file format');
      },
    };
    expect(await failure(parse(extractor, undefined))).toBe('unsupported');
  });
});

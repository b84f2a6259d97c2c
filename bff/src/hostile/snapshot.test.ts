import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aClientBody } from '../testing/builders.ts';
import { aSubmissionFor } from '../testing/fixtures.ts';
import type { HttpClient } from '../testing/http-client.ts';
import { startTestApp, type TestApp } from '../testing/test-app.ts';
import { dataSnapshot } from '../testing/hostile/snapshot.ts';

/** The "nothing was written" check the hostile tests rely on notices inserts and in-place updates alike. */
let app: TestApp;
let broker: HttpClient;

beforeAll(async () => {
  app = await startTestApp();
  ({ http: broker } = await app.signedIn('broker'));
});
afterAll(() => app?.close());

describe('data snapshot', () => {
  it('changes when a row is added or updated in place, and not for reads', async () => {
    const { submission } = await aSubmissionFor(broker);
    const start = await dataSnapshot(app.db.knex);
    await broker.get(`/api/submissions/${submission.id}`);
    expect(await dataSnapshot(app.db.knex)).toEqual(start);

    await broker.post('/api/clients', aClientBody({ name: 'Another Client' }));
    const afterInsert = await dataSnapshot(app.db.knex);
    expect(afterInsert.clients).not.toBe(start.clients);

    await app.db.knex('submissions').update({ description: 'edited in place' }).where({ id: submission.id });
    const afterUpdate = await dataSnapshot(app.db.knex);
    expect(afterUpdate.submissions).not.toBe(afterInsert.submissions);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aClientBody, aSubmissionBody } from '../testing/builders.ts';
import type { HttpClient } from '../testing/http-client.ts';
import { startTestApp, type TestApp } from '../testing/test-app.ts';

/**
 * Saved views over HTTP: a broker saves the submissions list's search under a name, privately or for the
 * team; colleagues open shared ones but only the owner renames or deletes; the workspace gathers them.
 */
let app: TestApp;
let owner: HttpClient;
let colleague: HttpClient;
const search = { filter: 'renewals', size: 50, page: 2 };

beforeAll(async () => {
  app = await startTestApp();
  ({ http: owner } = await app.signedIn('broker', { fullName: 'Olivia Owner' }));
  ({ http: colleague } = await app.signedIn('broker'));
});
afterAll(() => app?.close());

describe('saved views', () => {
  it('saves a view with exactly the list’s search, private unless shared', async () => {
    const saved = await owner.post('/api/views', { name: 'My renewals', search });
    expect(saved.status).toBe(201);
    expect(saved.data).toMatchObject({ name: 'My renewals', shared: false, search, owner: 'Olivia Owner' });
    expect((await owner.get(`/api/views/${saved.data.id}`)).data.search).toEqual(search);
    expect((await colleague.get(`/api/views/${saved.data.id}`)).status).toBe(404);
    expect((await colleague.get('/api/views')).data.map((v: { id: string }) => v.id)).not.toContain(saved.data.id);
  });

  it('shows a shared view to the team, who may open it but neither rename nor delete it', async () => {
    const shared = (await owner.post('/api/views', { name: 'Team urgent', shared: true, search: { filter: 'newBusiness' } })).data;
    expect((await colleague.get('/api/views')).data.map((v: { name: string }) => v.name)).toContain('Team urgent');
    expect((await colleague.request('PATCH', `/api/views/${shared.id}`, { json: { name: 'Mine now' } })).status).toBe(403);
    expect((await colleague.request('DELETE', `/api/views/${shared.id}`)).status).toBe(403);
    expect((await owner.get(`/api/views/${shared.id}`)).data.name).toBe('Team urgent');
  });

  it('saves a copy of a shared view as the colleague’s own private view, which they may change', async () => {
    const shared = (await owner.post('/api/views', { name: 'Team renewals', shared: true, search })).data;
    const copy = await colleague.post(`/api/views/${shared.id}/copy`, {});
    expect(copy.status).toBe(201);
    expect(copy.data).toMatchObject({ name: 'Team renewals (copy)', shared: false, search });
    expect(copy.data.ownerId).not.toBe(shared.ownerId);
    const renamed = await colleague.request('PATCH', `/api/views/${copy.data.id}`, { json: { name: 'My renewals, my way' } });
    expect(renamed.status).toBe(200);
    expect((await owner.get(`/api/views/${shared.id}`)).data.name).toBe('Team renewals');
    expect((await owner.get(`/api/views/${copy.data.id}`)).status).toBe(404);
    expect((await colleague.post(`/api/views/${shared.id}/copy`, { name: 'My renewals, my way' })).status).toBe(409);
    const privateOne = (await owner.post('/api/views', { name: 'Only mine', search })).data;
    expect((await colleague.post(`/api/views/${privateOne.id}/copy`, {})).status).toBe(404);
  });

  it('lets the owner rename, stop sharing and delete a view', async () => {
    const view = (await owner.post('/api/views', { name: 'Draft', shared: true, search })).data;
    const renamed = await owner.request('PATCH', `/api/views/${view.id}`, { json: { name: 'Final', shared: false } });
    expect(renamed.data).toMatchObject({ name: 'Final', shared: false, search });
    expect((await colleague.get(`/api/views/${view.id}`)).status).toBe(404);
    expect((await owner.request('DELETE', `/api/views/${view.id}`)).status).toBe(204);
    expect((await owner.get(`/api/views/${view.id}`)).status).toBe(404);
  });

  it('refuses a name the owner already uses, a blank name and nested search values', async () => {
    await owner.post('/api/views', { name: 'Unique name', search });
    expect((await owner.post('/api/views', { name: 'unique NAME', search })).status).toBe(409);
    expect((await colleague.post('/api/views', { name: 'Unique name', search })).status).toBe(201);
    expect((await owner.post('/api/views', { name: '  ', search })).status).toBe(400);
    expect((await owner.post('/api/views', { name: 'Nested', search: { filter: { $ne: 1 } } })).status).toBe(400);
  });

  it('refuses customers, accounts awaiting approval and visitors', async () => {
    const { http: customer } = await app.signedIn('customer');
    const { http: pending } = await app.signedIn('broker', { status: 'pending' });
    for (const http of [customer, pending]) {
      expect((await http.get('/api/views')).status).toBe(403);
      expect((await http.post('/api/views', { name: 'Sneaky', search })).status).toBe(403);
      expect((await http.get('/api/workspace')).status).toBe(403);
    }
    expect((await app.client().get('/api/views')).status).toBe(401);
  });
});

describe('workspace', () => {
  it('gathers the person’s views and the submissions they follow', async () => {
    const { http } = await app.signedIn('broker');
    const client = await http.post('/api/clients', aClientBody());
    const submission = (await http.post('/api/submissions', aSubmissionBody(client.data.id))).data;
    await http.request('PUT', `/api/submissions/${submission.id}/follow`);
    await http.post('/api/views', { name: 'Workspace view', search });
    const workspace = (await http.get('/api/workspace')).data;
    expect(workspace.views.map((v: { name: string }) => v.name)).toContain('Workspace view');
    expect(workspace.followed.map((f: { submissionId: string }) => f.submissionId)).toContain(submission.submissionId);
    expect(workspace.downloads).toEqual([]);
  });
});

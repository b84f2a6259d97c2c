import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { bodyParser } from '@koa/bodyparser';
import { endpoint } from '@workbench/contract';
import { ANYONE, audienceOf, type User } from '@workbench/core';
import Koa from 'koa';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorHandler } from '../middleware/errors.ts';
import { files } from '../testing/builders.ts';
import type { State } from './context.ts';
import { mount } from './mount.ts';
import { newRouter } from './router.ts';

const Thing = v.object({ id: v.string(), size: v.number() });
const brokersOnly = audienceOf('broker', (user) => user.role === 'broker');

const part = {
  getThing: endpoint({
    method: 'GET',
    path: '/things/:id',
    who: brokersOnly,
    summary: 'A thing',
    tag: 'Things',
    query: v.object({ big: v.optional(v.picklist(['yes', 'no'], 'big must be yes or no')) }),
    ok: [200, Thing],
    errors: [400],
  }),
  addThing: endpoint({
    method: 'POST',
    path: '/things',
    who: ANYONE,
    summary: 'Add a thing',
    tag: 'Things',
    body: v.object({ size: v.pipe(v.number('Size must be a number'), v.minValue(1, 'Size must be at least 1')) }),
    ok: [201, Thing],
    errors: [400],
  }),
  addPhotos: endpoint({
    method: 'POST',
    path: '/things/:id/photos',
    who: brokersOnly,
    summary: 'Add photos to a thing',
    tag: 'Things',
    body: v.object({ caption: v.string('Caption is required') }),
    upload: { field: 'photos', maxFiles: 2 },
    ok: [201, Thing],
    errors: [400],
  }),
  thingPhoto: endpoint({
    method: 'GET',
    path: '/things/:id/photo',
    who: brokersOnly,
    summary: 'The photo of a thing',
    tag: 'Things',
    ok: [200, null],
    answers: 'file',
    errors: [],
  }),
  thingLog: endpoint({
    method: 'GET',
    path: '/things/:id/log',
    who: brokersOnly,
    summary: 'A thing’s log, written as it is read',
    tag: 'Things',
    ok: [200, null],
    answers: 'stream',
    streamTypes: ['text/csv; charset=utf-8'],
    headers: { rowCount: true },
    errors: [],
  }),
  thingEvents: endpoint({
    method: 'GET',
    path: '/things/:id/events',
    who: brokersOnly,
    summary: 'What happens to a thing, as it happens',
    tag: 'Things',
    ok: [200, null],
    answers: 'events',
    errors: [],
  }),
  thingPage: endpoint({
    method: 'GET',
    path: '/things/:id/page',
    who: ANYONE,
    summary: 'Sends the caller on to the page of a thing',
    tag: 'Things',
    ok: [302, null],
    answers: 'redirect',
    errors: [],
  }),
  listThings: endpoint({
    method: 'GET',
    path: '/things',
    who: brokersOnly,
    summary: 'Things, as the store wrote them',
    tag: 'Things',
    query: v.object({ more: v.optional(v.picklist(['yes', 'no'])) }),
    ok: [200, v.array(Thing)],
    errors: [400],
    headers: { totalCount: true, nextCursor: true },
    answers: 'encoded',
    kept: 'submission-list',
  }),
  brokenEncoded: endpoint({
    method: 'GET',
    path: '/broken-encoded',
    who: ANYONE,
    summary: 'Answers encoded JSON it does not declare',
    tag: 'Things',
    ok: [200, v.array(Thing)],
    errors: [],
    answers: 'encoded',
  }),
  brokenThing: endpoint({
    method: 'GET',
    path: '/broken',
    who: ANYONE,
    summary: 'Answers what it does not declare',
    tag: 'Things',
    ok: [200, Thing],
    errors: [],
  }),
};

let server: Server;
let base: string;
let calledWith: unknown[] = [];
/** What the kept reads' hook saw: the read it keeps, and the answer's status after the rest ran. */
let keptSaw: unknown[] = [];
const signedInAs: { user: User | null } = { user: null };

beforeAll(async () => {
  const app = new Koa<State>();
  app.silent = true;
  app.use(errorHandler());
  app.use((ctx, next) => {
    if (signedInAs.user) ctx.state.user = signedInAs.user;
    return next();
  });
  app.use(bodyParser());
  const router = newRouter('/api');
  mount(
    router,
    part,
    {
      getThing: ({ params, query }) => {
        calledWith.push({ params, query });
        return { id: params.id, size: query.big === 'yes' ? 100 : 1 };
      },
      addThing: ({ body }) => {
        calledWith.push(body);
        return { id: 'new', size: body.size };
      },
      addPhotos: ({ params, body, files: received }) => {
        calledWith.push({ body: { ...body }, files: received.map((f) => [f.filename, f.mimeType, f.bytes.byteLength]) });
        return { id: params.id, size: received.length };
      },
      thingPhoto: () => ({ filename: 'roof.png', mimeType: 'image/png', bytes: files.png() }),
      thingLog: ({ params }) => ({
        filename: `${params.id}-log.csv`,
        mimeType: 'text/csv; charset=utf-8',
        rowCount: 2,
        chunks: (async function* () {
          yield 'when,what\n';
          yield '2026-01-01,made\n';
          yield '2026-01-02,sold\n';
        })(),
      }),
      thingEvents:
        ({ params }) =>
        (send, end) => {
          send(`event: seen\ndata: ${params.id}\n\n`);
          const timer = setTimeout(() => {
            send('event: gone\ndata: {}\n\n');
            end();
          }, 10);
          return () => {
            clearTimeout(timer);
            calledWith.push('stopped');
          };
        },
      thingPage: ({ params }) => `/things/${encodeURIComponent(params.id)}`,
      // Spaced as no encoder of the server would write it: what arrives is the handler's own text.
      listThings: ({ query }) => {
        calledWith.push(query);
        return query.more === 'yes'
          ? { json: '[ {"id":"a","size":1} ]', total: 7, nextCursor: 'after-a' }
          : { json: '[ ]', total: 0, nextCursor: null };
      },
      brokenEncoded: () => ({ json: '[{"id":"x","size":"large"}]' }),
      brokenThing: () => ({ id: 'x', size: 'large' }) as unknown as { id: string; size: number },
    },
    {
      checkAnswers: true,
      uploads: { maxBytes: 10_000, maxTotalBytes: 20_000, tmpDir: tmpdir() },
      keep: (read) => async (ctx, next) => {
        if (ctx.query.remembered === 'yes') {
          keptSaw.push([read, 'answered from memory']);
          ctx.body = { remembered: true };
          return;
        }
        await next();
        keptSaw.push([read, ctx.status]);
      },
    },
  );
  app.use(router.routes());
  server = createServer(app.callback());
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const aUser = (role: User['role']) => ({ id: 'u1', role, status: 'active', carrierId: null }) as unknown as User;

describe('an endpoint mounted from the contract', () => {
  it('holds the caller to its audience before anything runs: 401 signed out, 403 refused', async () => {
    calledWith = [];
    signedInAs.user = null;
    expect((await fetch(`${base}/things/a`)).status).toBe(401);
    signedInAs.user = aUser('customer');
    const refused = await fetch(`${base}/things/a?big=maybe`);
    expect(refused.status).toBe(403);
    expect(calledWith).toEqual([]);
  });

  it('reads the path, query and body by their schemas and answers with its status', async () => {
    signedInAs.user = aUser('broker');
    const read = await fetch(`${base}/things/a?big=yes`);
    expect(read.status).toBe(200);
    expect(await read.json()).toEqual({ id: 'a', size: 100 });
    const added = await fetch(`${base}/things`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{"size":3}' });
    expect(added.status).toBe(201);
    expect(await added.json()).toEqual({ id: 'new', size: 3 });
  });

  it('refuses a query or body its schema refuses with 400 and the issues, and the handler never runs', async () => {
    calledWith = [];
    signedInAs.user = aUser('broker');
    const badQuery = await fetch(`${base}/things/a?big=maybe`);
    expect(badQuery.status).toBe(400);
    expect(await badQuery.json()).toMatchObject({ message: 'big must be yes or no' });
    const badBody = await fetch(`${base}/things`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{"size":0}' });
    expect(badBody.status).toBe(400);
    expect(await badBody.json()).toMatchObject({
      message: 'Size must be at least 1',
      issues: [{ path: 'size', message: 'Size must be at least 1' }],
    });
    expect(calledWith).toEqual([]);
  });

  it('gives the handler a multipart body’s fields, read by its schema, and its files; a JSON body carries none', async () => {
    calledWith = [];
    signedInAs.user = aUser('broker');
    const form = new FormData();
    form.append('caption', 'The roof');
    form.append('photos', new Blob([files.png()]), 'roof.png');
    form.append('photos', new Blob([files.png()]), 'gutter.png');
    const sent = await fetch(`${base}/things/a/photos`, { method: 'POST', body: form });
    expect(sent.status).toBe(201);
    expect(await sent.json()).toEqual({ id: 'a', size: 2 });
    const asJson = await fetch(`${base}/things/a/photos`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{"caption":"No photos"}',
    });
    expect(asJson.status).toBe(201);
    const size = files.png().byteLength;
    expect(calledWith).toEqual([
      {
        body: { caption: 'The roof' },
        files: [
          ['roof.png', 'image/png', size],
          ['gutter.png', 'image/png', size],
        ],
      },
      { body: { caption: 'No photos' }, files: [] },
    ]);
  });

  it('holds an upload to its audience before reading the files, and to its schema before the handler', async () => {
    calledWith = [];
    const form = () => {
      const body = new FormData();
      body.append('photos', new Blob([files.png()]), 'roof.png');
      return body;
    };
    signedInAs.user = aUser('customer');
    expect((await fetch(`${base}/things/a/photos`, { method: 'POST', body: form() })).status).toBe(403);
    signedInAs.user = aUser('broker');
    const noCaption = await fetch(`${base}/things/a/photos`, { method: 'POST', body: form() });
    expect(noCaption.status).toBe(400);
    expect(await noCaption.json()).toMatchObject({ code: 'validation' });
    expect(calledWith).toEqual([]);
  });

  it('answers a download as the stored file, under its name, never sniffed and kept by no cache', async () => {
    signedInAs.user = aUser('broker');
    const photo = await fetch(`${base}/things/a/photo`);
    expect(photo.status).toBe(200);
    expect(photo.headers.get('content-type')).toBe('image/png');
    expect(photo.headers.get('content-disposition')).toContain('filename="roof.png"');
    expect(photo.headers.get('x-content-type-options')).toBe('nosniff');
    expect(photo.headers.get('cache-control')).toBe('private, no-store');
    expect(new Uint8Array(await photo.arrayBuffer())).toEqual(files.png());
  });

  it('streams a file as it is written, its row count ahead of it, under its name and kept by no cache', async () => {
    signedInAs.user = aUser('broker');
    const log = await fetch(`${base}/things/a/log`);
    expect(log.status).toBe(200);
    expect(log.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(log.headers.get('x-report-rows')).toBe('2');
    expect(log.headers.get('content-disposition')).toContain('filename="a-log.csv"');
    expect(log.headers.get('cache-control')).toBe('private, no-store');
    expect(await log.text()).toBe('when,what\n2026-01-01,made\n2026-01-02,sold\n');
  });

  it('sends server-sent events until the server ends them, and stops sending when the caller leaves', async () => {
    signedInAs.user = aUser('broker');
    const ended = await fetch(`${base}/things/a/events`);
    expect(ended.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect(await ended.text()).toBe('event: seen\ndata: a\n\nevent: gone\ndata: {}\n\n');
    calledWith = [];
    const controller = new AbortController();
    const left = await fetch(`${base}/things/b/events`, { signal: controller.signal });
    const reader = left.body!.getReader();
    expect(new TextDecoder().decode((await reader.read()).value)).toBe('event: seen\ndata: b\n\n');
    controller.abort();
    await expect.poll(() => calledWith).toEqual(['stopped']);
    signedInAs.user = aUser('customer');
    expect((await fetch(`${base}/things/a/events`)).status).toBe(403);
  });

  it('sends the caller on to the address a redirect answers, with its status', async () => {
    const page = await fetch(`${base}/things/a%20b/page`, { redirect: 'manual' });
    expect(page.status).toBe(302);
    expect(page.headers.get('location')).toBe('/things/a%20b');
  });

  it('fails an answer that differs from its declared schema when answers are checked', async () => {
    const broken = await fetch(`${base}/broken`);
    expect(broken.status).toBe(500);
  });

  it('sends JSON its handler encoded as it is, with the count and the next page’s cursor the answer names', async () => {
    calledWith = [];
    signedInAs.user = aUser('broker');
    const page = await fetch(`${base}/things?more=yes`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(page.headers.get('x-total-count')).toBe('7');
    expect(page.headers.get('x-next-cursor')).toBe('after-a');
    expect(await page.text()).toBe('[ {"id":"a","size":1} ]');
    const empty = await fetch(`${base}/things`);
    expect(empty.headers.get('x-total-count')).toBe('0');
    expect(empty.headers.has('x-next-cursor')).toBe(false);
    expect(await empty.text()).toBe('[ ]');
    // A request with no query is given the schema's reading of none, as one with a query is given its own.
    expect(calledWith).toEqual([{ more: 'yes' }, {}]);
  });

  it('fails encoded JSON that differs from its declared schema when answers are checked', async () => {
    const broken = await fetch(`${base}/broken-encoded`);
    expect(broken.status).toBe(500);
  });

  it('runs a kept read’s hook after the audience’s check and around the handler, which it may answer for', async () => {
    calledWith = [];
    keptSaw = [];
    signedInAs.user = aUser('customer');
    expect((await fetch(`${base}/things?remembered=yes`)).status).toBe(403);
    expect(keptSaw).toEqual([]);
    signedInAs.user = aUser('broker');
    expect((await fetch(`${base}/things?more=no`)).status).toBe(200);
    expect(keptSaw).toEqual([['submission-list', 200]]);
    const remembered = await fetch(`${base}/things?remembered=yes`);
    expect(await remembered.json()).toEqual({ remembered: true });
    expect(keptSaw).toEqual([
      ['submission-list', 200],
      ['submission-list', 'answered from memory'],
    ]);
    expect(calledWith).toEqual([{ more: 'no' }]);
  });

  it('refuses to mount a kept read without a hook to keep its answers', () => {
    expect(() => mount(newRouter(), { listThings: part.listThings }, { listThings: () => ({ json: '[]', total: 0 }) })).toThrow(
      'GET /things is a kept read: mount it with keep',
    );
  });
});

import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import Router from '@koa/router';
import Koa from 'koa';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { State } from './context.ts';
import { segmentDispatch } from './segment-dispatch.ts';

/**
 * The same routers served by one router holding them all and by the segment dispatch: every answer must match.
 * Two routers share the 'items' segment, each with middleware under its own prefix; the others have a segment
 * each. Two routers of routes alone share the 'things' segment, with a literal path and a parameter at the
 * same place, so which one answers depends on their order.
 */
function routers(): Router<State>[] {
  const items = new Router<State>({ prefix: '/items' });
  items.use(async (ctx, next) => {
    ctx.set('X-Layer', 'items');
    await next();
  });
  items.get('/', (ctx) => {
    ctx.body = { list: true, params: ctx.params };
  });
  items.get('/:id', (ctx) => {
    // A route that changes its parameters must not change the next request's.
    const seen = { ...ctx.params };
    ctx.params.id = 'changed';
    ctx.body = { seen, captures: ctx.captures, route: ctx._matchedRoute, routerPath: ctx.routerPath };
  });
  items.get('/:id/notes/:noteId', (ctx) => {
    ctx.body = { params: ctx.params };
  });
  items.post('/:id', (ctx) => {
    ctx.status = 201;
    ctx.body = { posted: ctx.params.id };
  });
  const boom = new Router<State>();
  boom.get('/boom', () => {
    throw new Error('boom');
  });
  const notes = new Router<State>({ prefix: '/items/:id/notes' });
  notes.use(async (ctx, next) => {
    ctx.set('X-Notes', ctx.params.id ?? '');
    await next();
  });
  notes.put('/:noteId', (ctx) => {
    ctx.body = { put: ctx.params };
  });
  const other = new Router<State>({ prefix: '/other' });
  other.use(async (ctx, next) => {
    ctx.set('X-Layer', 'other');
    await next();
  });
  other.get('/', (ctx) => {
    ctx.body = { other: true };
  });
  const things = new Router<State>({ prefix: '/things' });
  things.get('/', (ctx) => {
    ctx.body = { things: true };
  });
  things.get('/export', (ctx) => {
    ctx.body = { exported: true };
  });
  things.get('/:id', (ctx) => {
    ctx.body = { thing: ctx.params.id, route: ctx._matchedRoute };
  });
  things.patch('/:id', (ctx) => {
    ctx.body = { patched: ctx.params.id };
  });
  things.delete('/:id/parts/:partId', (ctx) => {
    ctx.status = 204;
  });
  const thingParts = new Router<State>();
  thingParts.get('/things/:id/parts/:partId', (ctx) => {
    ctx.body = { part: ctx.params };
  });
  thingParts.get('/things/:id/parts', (ctx) => {
    ctx.body = { parts: ctx.params.id };
  });
  return [items, notes, other, boom, things, thingParts];
}

function app(dispatched: boolean): Koa<State> {
  const koa = new Koa<State>();
  koa.use(async (ctx, next) => {
    try {
      await next();
    } catch (error) {
      ctx.status = 500;
      ctx.body = { error: (error as Error).message };
    }
  });
  const api = new Router<State>({ prefix: '/api' });
  for (const router of routers()) api.use(router.routes());
  koa.use(dispatched ? segmentDispatch('/api', routers()) : api.routes());
  koa.use(api.allowedMethods());
  koa.use((ctx) => {
    ctx.status = 404;
    ctx.body = { fellThrough: ctx.path };
  });
  return koa;
}

let servers: Server[] = [];
let plain = '';
let dispatched = '';
const listen = (koa: Koa<State>) =>
  new Promise<string>((resolve) => {
    const server = koa.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`));
    servers.push(server);
  });

beforeAll(async () => {
  plain = await listen(app(false));
  dispatched = await listen(app(true));
});
afterAll(() => {
  for (const server of servers) server.close();
  servers = [];
});

async function answer(base: string, path: string, method = 'GET') {
  const response = await fetch(`${base}${path}`, { method });
  return {
    status: response.status,
    allow: response.headers.get('allow'),
    layer: response.headers.get('x-layer'),
    notes: response.headers.get('x-notes'),
    body: await response.text(),
  };
}

describe('segmentDispatch', () => {
  const cases: Array<[string, string]> = [
    ['GET', '/api/items'],
    ['GET', '/api/items/42'],
    ['GET', '/api/items/a%20b'],
    ['GET', '/api/items/42/notes/7'],
    ['PUT', '/api/items/42/notes/7'],
    ['GET', '/api/ITEMS/42'],
    ['GET', '/api/other'],
    ['GET', '/api/other/'],
    ['POST', '/api/other'],
    ['GET', '/api/items/42/other'],
    ['GET', '/api'],
    ['GET', '/api/'],
    ['POST', '/api/items/42'],
    ['DELETE', '/api/items/42'],
    ['OPTIONS', '/api/items/42'],
    ['GET', '/api/nothing'],
    ['GET', '/elsewhere'],
    ['GET', '/api/boom'],
    ['GET', '/api/things'],
    ['GET', '/api/things/'],
    ['GET', '/api/things/export'],
    ['PATCH', '/api/things/export'],
    ['GET', '/api/things/7'],
    ['GET', '/api/things/7/'],
    ['HEAD', '/api/things/7'],
    ['GET', '/api/Things/7/PARTS/3'],
    ['DELETE', '/api/things/7/parts/3'],
    ['POST', '/api/things/7/parts/3'],
    ['OPTIONS', '/api/things/7/parts/3'],
    ['GET', '/api/things/7/parts'],
    ['GET', '/api/things//parts'],
    ['GET', '/api/things/7/parts/3/more'],
  ];

  it.each(cases)('answers %s %s as one router holding every route does', async (method, path) => {
    expect(await answer(dispatched, path, method)).toEqual(await answer(plain, path, method));
  });

  it('gives each request parameters of its own, whatever an earlier request did to its', async () => {
    const first = JSON.parse((await answer(dispatched, '/api/items/42')).body);
    const second = JSON.parse((await answer(dispatched, '/api/items/42')).body);
    expect(first.seen).toEqual({ id: '42' });
    expect(second.seen).toEqual({ id: '42' });
    expect(second.route).toBe('/api/items/:id');
  });

  it("refuses a router whose middleware runs under every segment, which would reach the other routers' routes", () => {
    const everywhere = new Router<State>();
    everywhere.use((_ctx, next) => next());
    everywhere.get('/items', (ctx) => {
      ctx.body = [];
    });
    expect(() => segmentDispatch('/api', [everywhere])).toThrow(/no first segment/);
  });

  it('refuses a route that matches paths of more than one length, which no place holds whole', () => {
    const wild = new Router<State>();
    wild.get('/files/{*rest}', (ctx) => {
      ctx.body = [];
    });
    expect(() => segmentDispatch('/api', [wild])).toThrow(/more than one length/);
  });
});

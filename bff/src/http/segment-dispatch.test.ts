import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import Router from '@koa/router';
import Koa from 'koa';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { State } from './context.ts';
import { rememberedRoutes } from './remembered-routes.ts';

/** The same routes served by the router's own middleware and by the remembered one: every answer must match. */
function routes() {
  const api = new Router<State>({ prefix: '/api' });
  const items = new Router<State>();
  items.use(async (ctx, next) => {
    ctx.set('X-Layer', 'items');
    await next();
  });
  items.get('/items', (ctx) => {
    ctx.body = { list: true, params: ctx.params };
  });
  items.get('/items/:id', (ctx) => {
    // A route that changes its parameters must not change the next request's.
    const seen = { ...ctx.params };
    ctx.params.id = 'changed';
    ctx.body = { seen, captures: ctx.captures, route: ctx._matchedRoute, routerPath: ctx.routerPath };
  });
  items.get('/items/:id/notes/:noteId', (ctx) => {
    ctx.body = { params: ctx.params };
  });
  items.post('/items/:id', (ctx) => {
    ctx.status = 201;
    ctx.body = { posted: ctx.params.id };
  });
  items.get('/boom', () => {
    throw new Error('boom');
  });
  api.use(items.routes());
  return api;
}

function app(remembered: boolean): Koa<State> {
  const koa = new Koa<State>();
  koa.use(async (ctx, next) => {
    try {
      await next();
    } catch (error) {
      ctx.status = 500;
      ctx.body = { error: (error as Error).message };
    }
  });
  const api = routes();
  koa.use(remembered ? rememberedRoutes(api) : api.routes());
  koa.use(api.allowedMethods());
  koa.use((ctx) => {
    ctx.status = 404;
    ctx.body = { fellThrough: ctx.path };
  });
  return koa;
}

let servers: Server[] = [];
let plain = '';
let remembered = '';
const listen = (koa: Koa<State>) =>
  new Promise<string>((resolve) => {
    const server = koa.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`));
    servers.push(server);
  });

beforeAll(async () => {
  plain = await listen(app(false));
  remembered = await listen(app(true));
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
    body: await response.text(),
  };
}

describe('rememberedRoutes', () => {
  const cases: Array<[string, string]> = [
    ['GET', '/api/items'],
    ['GET', '/api/items/42'],
    ['GET', '/api/items/a%20b'],
    ['GET', '/api/items/42/notes/7'],
    ['POST', '/api/items/42'],
    ['DELETE', '/api/items/42'],
    ['OPTIONS', '/api/items/42'],
    ['GET', '/api/nothing'],
    ['GET', '/elsewhere'],
    ['GET', '/api/boom'],
  ];

  it.each(cases)('answers %s %s as the router itself does, the first time and every time after', async (method, path) => {
    const expected = await answer(plain, path, method);
    for (let i = 0; i < 3; i++) expect(await answer(remembered, path, method)).toEqual(expected);
  });

  it('gives each request parameters of its own, whatever an earlier request did to its', async () => {
    const first = JSON.parse((await answer(remembered, '/api/items/42')).body);
    const second = JSON.parse((await answer(remembered, '/api/items/42')).body);
    expect(first.seen).toEqual({ id: '42' });
    expect(second.seen).toEqual({ id: '42' });
    expect(second.route).toBe('/api/items/:id');
  });
});

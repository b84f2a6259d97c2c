import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { apiRouter } from './app.ts';
import type { Services } from './services.ts';
import { openapiDocument } from './openapi.ts';
import { OPENAPI_FILE, renderOpenapi } from './scripts/write-openapi.ts';

/** Every method and path the /api routers answer, in OpenAPI's spelling. */
function servedRoutes(): string[] {
  const services = { config: { uploadMaxBytes: 1024 }, reads: { fill: () => () => {} } } as unknown as Services;
  const routes = new Set<string>();
  for (const layer of apiRouter(services).stack) {
    const path = String(layer.path)
      .replace(/\/$/, '')
      .replace(/:(\w+)/g, '{$1}');
    for (const method of layer.methods) if (method !== 'HEAD') routes.add(`${method} ${path}`);
  }
  return [...routes].sort();
}

function documentedRoutes(): string[] {
  const routes: string[] = [];
  for (const [path, item] of Object.entries(openapiDocument.paths)) {
    if (!path.startsWith('/api/')) continue;
    for (const method of Object.keys(item)) routes.push(`${method.toUpperCase()} ${path}`);
  }
  return routes.sort();
}

describe('the OpenAPI document', () => {
  it('describes exactly the routes the API serves', () => {
    expect(documentedRoutes()).toEqual(servedRoutes());
  });

  it('is committed to docs/openapi.json as generated (run: npx tsx bff/src/scripts/write-openapi.ts)', () => {
    expect(readFileSync(OPENAPI_FILE, 'utf8')).toBe(renderOpenapi());
  });

  it('resolves every $ref to a component schema', () => {
    const refs = [...JSON.stringify(openapiDocument).matchAll(/"\$ref":"#\/components\/schemas\/(\w+)"/g)].map((m) => m[1]);
    const missing = refs.filter((name) => !(name in openapiDocument.components.schemas));
    expect(missing).toEqual([]);
  });
});

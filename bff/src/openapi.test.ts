import { readFileSync } from 'node:fs';
import SwaggerParser from '@apidevtools/swagger-parser';
import { allEndpoints, endpointName } from '@workbench/contract';
import { describe, expect, it } from 'vitest';
import { apiRouter } from './app.ts';
import type { Services } from './services.ts';
import { describeApi } from './openapi/document.ts';
import { OPENAPI_FILE, renderOpenapi } from './scripts/write-openapi.ts';
import { checkDeclaredAnswer } from './testing/answer-check.ts';
import { KEPT_NOTE } from './openapi/contract-paths.ts';

const openapiDocument = describeApi();

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

  it('is a valid OpenAPI 3.1 document', async () => {
    await expect(SwaggerParser.validate(structuredClone(openapiDocument) as never)).resolves.toBeTruthy();
  });

  it('describes every endpoint of the contract from its entry: who, the status and the schemas', () => {
    const paths = openapiDocument.paths as Record<string, Record<string, { operationId?: string; description?: string }>>;
    for (const entry of allEndpoints()) {
      const [method, path] = endpointName(entry).split(' ') as [string, string];
      const operation = paths[path]?.[method.toLowerCase()];
      expect(operation?.operationId, endpointName(entry)).toBe(endpointName(entry));
      const said = entry.notes ? `Who: ${entry.who.name}. ${entry.notes}.` : `Who: ${entry.who.name}.`;
      expect(operation?.description).toBe(entry.kept ? `${said} ${KEPT_NOTE}` : said);
    }
  });

  it('tells an answer that is not what the description declares from one that is', () => {
    const carrier = { id: crypto.randomUUID(), name: 'Harbor Mutual', active: true, appetite: [], quotesCount: 0, hitRatio: null };
    const page = { items: [{ ...carrier, updatedAt: '2026-12-01T10:00:00.000Z' }], total: 1 };
    expect(() => checkDeclaredAnswer('GET', '/api/carriers?limit=5', 200, page)).not.toThrow();
    expect(() => checkDeclaredAnswer('GET', '/api/carriers', 200, { items: [carrier], total: 1 })).toThrow(/updatedAt/);
    expect(() => checkDeclaredAnswer('GET', '/api/carriers', 200, { ...page, total: -1 })).toThrow(/total/);
    expect(() => checkDeclaredAnswer('GET', '/api/carriers', 418, {})).toThrow(/does not declare/);
  });
});

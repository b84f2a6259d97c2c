import { readFileSync } from 'node:fs';
import { allEndpoints, auth, carriers, endpointName } from '@workbench/contract';
import { MAX_FAILURES_PER_USERNAME } from '@workbench/core';
import { describe, expect, it } from 'vitest';
import { API_MD_FILE, END, handWrittenRows, namesInCell, renderApiMd, START } from './scripts/write-api-md.ts';

const committed = () => readFileSync(API_MD_FILE, 'utf8');
const region = (markdown: string) => markdown.slice(markdown.indexOf(START), markdown.indexOf(END));

describe("docs/api.md's route table", () => {
  it('is committed as generated from the contract (run: npx tsx bff/src/scripts/write-api-md.ts)', () => {
    expect(committed()).toBe(renderApiMd(committed()));
  });

  it('has one row for each endpoint the contract declares, saying who may call it, what it does and its statuses', () => {
    const rows = region(committed())
      .split('\n')
      .filter((line) => line.startsWith('| ') && !line.startsWith('| method') && !line.startsWith('| -'));
    expect(rows.map((row) => row.split('|')[1]!.trim())).toEqual(allEndpoints().map(endpointName));
    const patch = rows.find((row) => row.startsWith('| PATCH /api/carriers/{id} '))!;
    expect(patch).toContain(`| ${carriers.updateCarrier.who.name} `);
    expect(patch).toContain('`{name?, active?, appetite?, contacts?}`');
    expect(patch).toContain(`200: ${carriers.updateCarrier.summary}; errors 400, 401, 403, 404, 409, 413, 415`);
    const list = rows.find((row) => row.startsWith('| GET /api/carriers '))!;
    expect(list).toContain('`limit` (default 50)');
    expect(list).toContain('header `X-Total-Count`');
    // An entry's notes carry the rules behind its answers, as core's limits state them.
    const login = rows.find((row) => row.startsWith('| POST /api/auth/login '))!;
    expect(login).toContain(`; ${auth.login.notes}; errors`);
    expect(auth.login.notes).toContain(`429 after ${MAX_FAILURES_PER_USERNAME} failures for one username`);
  });

  it('keeps the hand-written rows of the endpoints not yet in the contract, and none of those in it', () => {
    const handWritten = handWrittenRows(committed()).map((r) => r.name);
    const declared = new Set(allEndpoints().map(endpointName));
    expect(handWritten.filter((name) => declared.has(name))).toEqual([]);
  });

  it('refuses to write an endpoint that also has a hand-written row, naming it', () => {
    const markdown = ['| method and path | who |', '| --- | --- |', '| GET /api/carriers/{id} | staff |', '', START, END, ''].join('\n');
    expect(() => renderApiMd(markdown)).toThrow(/hand-written rows .*: GET \/api\/carriers\/\{id\}$/);
    expect(() => renderApiMd('no markers')).toThrow(/no <!-- contract:start -->/);
  });

  it("reads every endpoint a hand-written row's first cell names", () => {
    expect(namesInCell('POST /api/accounts/{id}/approve, POST /api/accounts/{id}/refuse')).toEqual([
      'POST /api/accounts/{id}/approve',
      'POST /api/accounts/{id}/refuse',
    ]);
    expect(namesInCell('POST, DELETE /api/submissions/{id}/vehicles[/{rowId}]')).toEqual([
      'POST /api/submissions/{id}/vehicles',
      'POST /api/submissions/{id}/vehicles/{rowId}',
      'DELETE /api/submissions/{id}/vehicles',
      'DELETE /api/submissions/{id}/vehicles/{rowId}',
    ]);
    expect(namesInCell('method and path')).toEqual([]);
  });
});

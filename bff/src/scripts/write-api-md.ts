import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { allEndpoints, type Endpoint, endpointName } from '@workbench/contract';
import { operationOf } from '../openapi/contract-paths.ts';

/**
 * docs/api.md's rows of the endpoints the contract declares, rewritten from their entries between the two
 * markers: `npx tsx bff/src/scripts/write-api-md.ts`. The rows outside the markers are the endpoints not yet
 * in the contract, written by hand.
 */
export const API_MD_FILE = fileURLToPath(new URL('../../../docs/api.md', import.meta.url));
export const START = '<!-- contract:start -->';
export const END = '<!-- contract:end -->';

type Json = Record<string, unknown>;
interface Parameter {
  name: string;
  in: string;
  required: boolean;
  schema: Json;
}

const METHOD = /^(GET|POST|PATCH|PUT|DELETE)$/;

/**
 * The endpoints a hand-written row's first cell names: 'GET /healthz, GET /readyz', 'POST, PATCH, DELETE
 * /api/x/{id}/vehicles[/{rowId}]' (each method on the path with and without its optional part).
 */
export function namesInCell(cell: string): string[] {
  const names: string[] = [];
  let methods: string[] = [];
  for (const part of cell.split(/,\s*/)) {
    const [method, path] = part.trim().split(/\s+/);
    if (!method || !METHOD.test(method)) continue;
    methods.push(method);
    if (!path) continue;
    const paths = path.includes('[') ? [path.replace(/\[.*?\]/g, ''), path.replace(/[[\]]/g, '')] : [path];
    for (const m of methods) for (const p of paths) names.push(`${m} ${p}`);
    methods = [];
  }
  return names;
}

/** The endpoints the rows outside the markers name, each with the row's text. */
export function handWrittenRows(markdown: string): { name: string; row: string }[] {
  const start = markdown.indexOf(START);
  const end = markdown.indexOf(END);
  const outside = start < 0 || end < 0 ? markdown : markdown.slice(0, start) + markdown.slice(end + END.length);
  return outside
    .split('\n')
    .filter((line) => line.startsWith('|'))
    .flatMap((row) => namesInCell(row.split('|')[1] ?? '').map((name) => ({ name, row })));
}

const code = (text: string) => `\`${text}\``;
const cellText = (text: string) => text.replace(/\|/g, '\\|').replace(/\n/g, ' ');

/** What a caller sends: the body's fields (`?` when optional), the query's parameters with their defaults. */
function sent(operation: Json): string {
  const parts: string[] = [];
  const content = (operation.requestBody as { content: Record<string, { schema: Json }> } | undefined)?.content;
  const body = content?.['application/json']?.schema;
  // An upload that reads no fields is sent as its files alone.
  const files = body ? undefined : content?.['multipart/form-data']?.schema;
  if (body) {
    const properties = Object.keys((body.properties as Json | undefined) ?? {});
    const required = new Set((body.required as string[] | undefined) ?? []);
    parts.push(
      properties.length ? code(`{${properties.map((p) => (required.has(p) ? p : `${p}?`)).join(', ')}}`) : 'a JSON body (see openapi.json)',
    );
  } else if (files) parts.push(`multipart ${code(Object.keys((files.properties as Json | undefined) ?? {}).join(', '))}`);
  const query = ((operation.parameters as Parameter[] | undefined) ?? []).filter((p) => p.in === 'query');
  if (query.length) {
    const described = query.map((p) => {
      const notes = [p.required ? 'required' : null, p.schema.default !== undefined ? `default ${p.schema.default}` : null].filter(Boolean);
      return notes.length ? `${code(p.name)} (${notes.join(', ')})` : code(p.name);
    });
    parts.push(described.join(', '));
  }
  return parts.join('; ') || 'none';
}

/** What an answer that is not JSON is, as a reader of the table calls it (encoded JSON is JSON to its reader). */
const ANSWER_KINDS: Record<Exclude<NonNullable<Endpoint['answers']>, 'encoded'>, string> = {
  file: 'the file',
  stream: 'a file streamed as it is written',
  events: 'server-sent events',
  redirect: 'a redirect',
};

/**
 * The answer: the success status with what it does (and a second one with when it is answered), its headers,
 * and every error status it may give.
 */
function answered(entry: Endpoint, operation: Json): string {
  const [status] = entry.ok;
  const successes = [status, entry.alsoOk?.[0]].map(String);
  const errors = Object.keys(operation.responses as Json).filter((s) => !successes.includes(s));
  const named = [
    entry.headers?.totalCount ? 'X-Total-Count' : null,
    entry.headers?.nextCursor ? 'X-Next-Cursor' : null,
    entry.headers?.etag ? 'ETag' : null,
    entry.headers?.rowCount ? 'X-Report-Rows' : null,
  ].filter(Boolean);
  const header = named.length ? `; header ${named.map((h) => `\`${h}\``).join(', ')}` : '';
  const kind = entry.answers && entry.answers !== 'encoded' ? ` (${ANSWER_KINDS[entry.answers]})` : '';
  const notes = entry.notes ? `; ${entry.notes}` : '';
  const also = entry.alsoOk ? `; ${entry.alsoOk[0]}: ${entry.alsoOk[2]}` : '';
  return `${status}${kind}: ${entry.summary}${also}${header}${notes}; errors ${errors.join(', ')}`;
}

/** The table of the contract's endpoints, columns padded as the hand-written table is. */
export function contractTable(entries: Endpoint[] = allEndpoints()): string {
  const rows = entries.map((entry) => {
    const operation = operationOf(entry);
    return [endpointName(entry), entry.who.name, sent(operation), answered(entry, operation)].map(cellText);
  });
  const head = ['method and path', 'who', 'body / query', 'answer'];
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i]!)).join(' | ')} |`;
  return [line(head), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n');
}

/**
 * docs/api.md with the contract's rows written between the markers. An endpoint with a hand-written row too
 * is a mistake of the migration: the row would say one thing and the contract another, so it stops here.
 */
export function renderApiMd(markdown: string, entries: Endpoint[] = allEndpoints()): string {
  const start = markdown.indexOf(START);
  const end = markdown.indexOf(END);
  if (start < 0 || end < start) throw new Error(`docs/api.md has no ${START} ... ${END} region`);
  const declared = new Set(entries.map(endpointName));
  const twice = handWrittenRows(markdown).filter(({ name }) => declared.has(name));
  if (twice.length) {
    const names = [...new Set(twice.map((t) => t.name))].join(', ');
    throw new Error(`docs/api.md has hand-written rows for endpoints the contract declares (remove them): ${names}`);
  }
  return `${markdown.slice(0, start + START.length)}\n${contractTable(entries)}\n${markdown.slice(end)}`;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  writeFileSync(API_MD_FILE, renderApiMd(readFileSync(API_MD_FILE, 'utf8')));
  console.log(`wrote ${API_MD_FILE}`);
}

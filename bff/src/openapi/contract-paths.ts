import { toJsonSchema } from '@valibot/to-json-schema';
import { type Endpoint, type ErrorStatus, endpointName, servedPath } from '@workbench/contract';
import { ANYONE } from '@workbench/core';
import type * as v from 'valibot';
import { errorAnswers } from './error-answers.ts';

type JsonSchema = Record<string, unknown>;

/**
 * A schema as JSON Schema (2020-12, OpenAPI 3.1's dialect): what a caller sends ('input', before the schema's
 * own trimming and conversions) or what the server answers ('output'). Checks JSON Schema cannot state (a
 * schema's own rules across fields) are left to the server's answer.
 */
export function jsonSchemaOf(schema: v.GenericSchema, typeMode: 'input' | 'output'): JsonSchema {
  const { $schema: _dialect, ...json } = toJsonSchema(schema, { target: 'draft-2020-12', typeMode, errorMode: 'ignore' }) as JsonSchema;
  return json;
}

const paramNames = (entry: Endpoint) => [...entry.path.matchAll(/:(\w+)/g)].map((m) => m[1]!);

interface SchemaParts {
  type: string;
  kind: string;
  wrapped?: v.GenericSchema;
  default?: unknown;
  pipe?: readonly { kind: string }[];
  entries?: Record<string, v.GenericSchema>;
}

/**
 * A query parameter's schema as a caller writes it. A query value arrives as text and core reads it as what
 * the text stands for (a number, a flag, one of some words): the last schema of its pipe, which is what the
 * description states, with the default it takes when left out.
 */
function queryParameter(name: string, field: v.GenericSchema): JsonSchema {
  const parts = field as unknown as SchemaParts;
  const optional = parts.type === 'optional';
  const inner = (optional ? parts.wrapped : field) as unknown as SchemaParts;
  const last = inner.pipe && inner.pipe.length > 1 ? inner.pipe[inner.pipe.length - 1] : undefined;
  const read = (last?.kind === 'schema' ? last : inner) as unknown as v.GenericSchema;
  const schema = jsonSchemaOf(read, 'input');
  const numeric = schema.type === 'integer' || schema.type === 'number';
  const fallback = typeof parts.default === 'string' && numeric ? Number(parts.default) : parts.default;
  const withDefault = ['string', 'number', 'boolean'].includes(typeof fallback) ? { ...schema, default: fallback } : schema;
  return {
    name,
    in: 'query',
    required: !optional,
    ...(typeof schema.description === 'string' ? { description: schema.description } : {}),
    schema: withDefault,
  };
}

/** An edit's If-Match header: the version its writer read, when the body names none. */
const IF_MATCH: JsonSchema = {
  name: 'If-Match',
  in: 'header',
  required: false,
  description: 'The version of the record the writer read (3, "3" or W/"3"), when the body carries no version',
  schema: { type: 'string' },
};

function parameters(entry: Endpoint): JsonSchema[] {
  const pathSchemas = entry.params ? ((jsonSchemaOf(entry.params, 'input').properties ?? {}) as Record<string, JsonSchema>) : {};
  const inPath = paramNames(entry).map((name) => ({ name, in: 'path', required: true, schema: pathSchemas[name] ?? { type: 'string' } }));
  // A query whose fields are checked together is a pipe: its fields are those of the object it starts with.
  const query = entry.query as unknown as SchemaParts | undefined;
  const fields = query?.entries ?? (query?.pipe?.[0] as SchemaParts | undefined)?.entries ?? {};
  const inQuery = Object.entries(fields).map(([name, field]) => queryParameter(name, field));
  return [...inPath, ...inQuery, ...(entry.ifMatch ? [IF_MATCH] : [])];
}

/** The answer's headers: a list's whole count, a versioned record's version, a streamed file's rows, a redirect's address. */
function answerHeaders(entry: Endpoint): JsonSchema | undefined {
  const headers: JsonSchema = {
    ...(entry.headers?.totalCount
      ? { 'X-Total-Count': { description: 'How many there are in all', schema: { type: 'integer', minimum: 0 } } }
      : {}),
    ...(entry.headers?.nextCursor
      ? { 'X-Next-Cursor': { description: 'On a full page: pass as `after` for the next page', schema: { type: 'string' } } }
      : {}),
    ...(entry.headers?.etag
      ? {
          ETag: { description: 'The record\'s version, quoted ("3"): send it back as If-Match with an edit', schema: { type: 'string' } },
        }
      : {}),
    ...(entry.headers?.rowCount
      ? { 'X-Report-Rows': { description: 'How many rows the file holds, sent ahead of them', schema: { type: 'integer', minimum: 0 } } }
      : {}),
    ...(entry.answers === 'redirect' ? { Location: { description: 'Where the caller is sent on to', schema: { type: 'string' } } } : {}),
  };
  return Object.keys(headers).length ? headers : undefined;
}

/**
 * The statuses an endpoint may answer in error: its own; those its audience brings (401 signed out, 403
 * refused, an account that is not active among them); 403 for a write sent from another site; 413 and 415 for
 * a body too large or not JSON; 400 for a request holding text the API never takes.
 */
function errorStatuses(entry: Endpoint): ErrorStatus[] {
  const fromWho: ErrorStatus[] = entry.who === ANYONE ? [] : [401, 403];
  const fromWrite: ErrorStatus[] = entry.method === 'GET' ? [] : [403];
  const fromBody: ErrorStatus[] = entry.body || entry.upload ? [413, 415] : [];
  // Every request of /api is read for text the API never takes (a NUL character in the query or the body): 400.
  const fromText: ErrorStatus[] = entry.outsideApi ? [] : [400];
  return [...new Set([...entry.errors, ...fromWho, ...fromWrite, ...fromBody, ...fromText])].sort((a, b) => a - b);
}

/**
 * A body as its caller may send it: JSON, and for an endpoint that takes uploads multipart/form-data too, the
 * same fields as text beside the files; an upload that reads no fields, or needs its file, comes as multipart alone.
 */
function requestContent(entry: Endpoint): JsonSchema {
  const schema = entry.body ? jsonSchemaOf(entry.body, 'input') : undefined;
  const json = { schema, ...(entry.example !== undefined ? { example: entry.example } : {}) };
  if (!entry.upload) return { 'application/json': json };
  const files = { type: 'array', maxItems: entry.upload.maxFiles, items: { type: 'string', contentMediaType: 'application/octet-stream' } };
  const properties = { ...((schema?.properties as JsonSchema | undefined) ?? {}), [entry.upload.field]: files };
  const multipart = { 'multipart/form-data': { schema: { type: 'object', ...schema, properties } } };
  return schema && !entry.upload.required ? { 'application/json': json, ...multipart } : multipart;
}

/**
 * The content of a success answer whose schema is `answer`: the stored file of a download, a streamed file as
 * each of its types, the event stream, else the schema's JSON (none without a schema).
 */
function answerContent(entry: Endpoint, answer: v.GenericSchema | null): JsonSchema | undefined {
  if (entry.answers === 'file') return { '*/*': { schema: { type: 'string', contentMediaType: 'application/octet-stream' } } };
  if (entry.answers === 'stream') {
    const types = entry.streamTypes ?? ['application/octet-stream'];
    return Object.fromEntries(types.map((type) => [type, { schema: { type: 'string', contentMediaType: type } }]));
  }
  if (entry.answers === 'events') return { 'text/event-stream': { schema: { type: 'string' } } };
  return answer ? { 'application/json': { schema: jsonSchemaOf(answer, 'output') } } : undefined;
}

/**
 * What the description says beside the summary: who may call it, the rules behind its answers, and for a kept
 * read that a repeat may be answered from memory until a write changes what it read.
 */
/** What the description adds for a kept read. */
export const KEPT_NOTE = 'Kept: a repeat is answered from memory until a write changes what it read (a few seconds at most).';

function descriptionOf(entry: Endpoint): string {
  const said = entry.notes ? `Who: ${entry.who.name}. ${entry.notes}.` : `Who: ${entry.who.name}.`;
  return entry.kept ? `${said} ${KEPT_NOTE}` : said;
}

/** One endpoint as an OpenAPI operation. */
export function operationOf(entry: Endpoint): JsonSchema {
  const [status, answer] = entry.ok;
  const content = answerContent(entry, answer);
  const params = parameters(entry);
  const headers = answerHeaders(entry);
  const success = (description: string, content: JsonSchema | undefined) => ({
    description,
    ...(headers ? { headers } : {}),
    ...(content ? { content } : {}),
  });
  return {
    operationId: endpointName(entry),
    summary: entry.summary,
    description: descriptionOf(entry),
    tags: [entry.tag],
    security: entry.who === ANYONE ? [] : [{ session: [] }],
    ...(params.length ? { parameters: params } : {}),
    ...(entry.body || entry.upload ? { requestBody: { required: true, content: requestContent(entry) } } : {}),
    responses: {
      [status]: success(entry.summary, content),
      ...(entry.alsoOk ? { [entry.alsoOk[0]]: success(entry.alsoOk[2], answerContent(entry, entry.alsoOk[1])) } : {}),
      ...errorAnswers(...errorStatuses(entry)),
    },
  };
}

/**
 * The description's paths: every endpoint of the contract, each as its entry describes it. Two entries of the
 * same method and path are a mistake of the contract, and stop the build.
 */
export function contractPaths(entries: readonly Endpoint[]): Record<string, Record<string, unknown>> {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const entry of entries) {
    const path = servedPath(entry);
    const method = entry.method.toLowerCase();
    if (paths[path]?.[method]) throw new Error(`${endpointName(entry)} is declared twice in the contract`);
    paths[path] = { ...paths[path], [method]: operationOf(entry) };
  }
  return paths;
}

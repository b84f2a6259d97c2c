import type { Audience, IncomingFile, KeptRead, VersionField } from '@workbench/core';
import type * as v from 'valibot';

export type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

/** The statuses an error answer may have; each answers `{ code, message, issues? }`. */
export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 415 | 422 | 429 | 503;

type AnySchema = v.GenericSchema;

/** Files a request may carry beside its fields, as multipart/form-data: how many, in which form field. */
export interface UploadSpec {
  readonly field: string;
  readonly maxFiles: number;
  /**
   * The files reach the handler as they came, their type not told from their content and none refused for
   * its kind: a file its own reader reads (a saved e-mail), which says itself what it is not.
   */
  readonly asSent?: true;
  /** The request is nothing without its file: it comes as multipart/form-data only, its fields beside the file. */
  readonly required?: true;
}

/** A stored file as an endpoint answers it: its bytes, under its name, as its type. */
export interface FileAnswer {
  filename: string;
  mimeType: string;
  bytes: Uint8Array;
}

/**
 * An answer its handler encoded already (JSON text the database wrote), sent as it is; `ok`'s schema still
 * says what it holds. Beside it, what the answer's headers read: a list's whole count, where its next page
 * starts, and the record's version (null: none, and no ETag).
 */
export interface EncodedAnswer {
  json: string;
  total?: number;
  nextCursor?: string | null;
  version?: number | null;
}

/**
 * One endpoint of /api, written once: the server mounts it, the API's description and the tests' registries
 * are made from it, and the web calls through it. Its schemas are core's; the contract adds none of its own.
 */
export interface Endpoint {
  readonly method: Method;
  /** Under /api, with `:name` for each path parameter: '/carriers/:id'. */
  readonly path: `/${string}`;
  /** Served at the server's root instead of under /api: the probes a load balancer asks, which need no session. */
  readonly outsideApi?: true;
  /** Who may call it: core's rule, asked before anything else runs (401 signed out, 403 refused). */
  readonly who: Audience;
  /** What it does, in a line. */
  readonly summary: string;
  /** The rules behind its answers a caller should know beyond the summary: limits, what each error means. */
  readonly notes?: string;
  /** The part of the API it belongs to, as the description groups endpoints. */
  readonly tag: string;
  /** Path parameters, when they need more than text (a pattern); otherwise each is text. */
  readonly params?: AnySchema;
  readonly query?: AnySchema;
  readonly body?: AnySchema;
  /** The success status, and the schema of its body (null: no body). */
  readonly ok: readonly [number, AnySchema | null];
  /**
   * A second success status the endpoint answers instead of `ok`'s (200 for a record it found where `ok` is
   * 201 for one it made), the schema of its body, and when it is answered, for the description. The handler
   * says which of the two it answers.
   */
  readonly alsoOk?: readonly [number, AnySchema | null, string];
  /** The error statuses it may answer besides its callers' own (401 and 403 follow from `who`). */
  readonly errors: readonly ErrorStatus[];
  /**
   * Answer headers beside the body: the whole count of a list (X-Total-Count), the version of a record (ETag,
   * from the answer's field `etag` names, by dot path for a nested one ('client.version'), which an edit may send back as If-Match).
   */
  readonly headers?: {
    readonly totalCount?: boolean;
    readonly etag?: VersionField | `${string}.${VersionField}`;
    /** A streamed answer's row count ahead of its rows (X-Report-Rows), for the caller's progress. */
    readonly rowCount?: boolean;
    /** Where the next page starts (X-Next-Cursor), from the answer's `nextCursor`: only on a full page. */
    readonly nextCursor?: boolean;
  };
  /**
   * An edit over the version of the record its writer read: the body's field `ifMatch` names carries it, and
   * when the body names none the If-Match header's value stands in for it.
   */
  readonly ifMatch?: VersionField;
  /**
   * The handler is given the body as it was posted, unread: its use case checks it, because it reads parts of
   * it as they came (a row's cell sources against the values they seal) and names each issue by its row.
   * `body` still says what it takes, for the description and the web's calls.
   */
  readonly bodyAsPosted?: true;
  /** A body the endpoint takes, for the description. */
  readonly example?: unknown;
  /**
   * The body may come as multipart/form-data instead, its fields read by `body` and up to `maxFiles` files in
   * `field`; sent as JSON it carries no files.
   */
  readonly upload?: UploadSpec;
  /**
   * What the success answer is when it is not JSON as the handler gives it (`ok` then names no schema, but
   * for 'encoded'): 'file', a stored file (a download); 'stream', a file written while it is read, as one of
   * `streamTypes`; 'events', server-sent events that last as long as the caller listens; 'redirect', the
   * address the caller is sent on to (Location), with the redirect status `ok` names; 'encoded', JSON the
   * handler encoded already (an EncodedAnswer), sent without being read again, which `ok`'s schema describes.
   */
  readonly answers?: 'file' | 'stream' | 'events' | 'redirect' | 'encoded';
  /** The media types a streamed answer may have, for the description. */
  readonly streamTypes?: readonly string[];
  /**
   * A read whose answer the server keeps until a write to what it is read from (and for a few seconds at
   * most): a repeat is answered from memory, by the same audience and address only.
   */
  readonly kept?: KeptRead;
}

/** Declares an endpoint, keeping its literal types for the server's handlers and the web's caller. */
export const endpoint = <const E extends Endpoint>(entry: E): E => entry;

/** The names of a path's parameters: '/carriers/:id/quotes/:quoteId' → 'id' | 'quoteId'. */
export type PathParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

/** The path parameters as the server reads them: its schema's output, else text. */
export type ParamsOf<E extends Endpoint> = E['params'] extends AnySchema
  ? v.InferOutput<E['params']>
  : { [K in PathParamNames<E['path']>]: string };

type Parsed<S> = S extends AnySchema ? v.InferOutput<S> : undefined;
type Sent<S> = S extends AnySchema ? v.InferInput<S> : undefined;

/**
 * What the server's handler is given: the caller's parameters, query and body, each read by its schema (a body
 * its use case reads itself as it was posted), and the files of an endpoint that takes uploads (none when the
 * body came as JSON).
 */
export interface HandlerInput<E extends Endpoint> {
  params: ParamsOf<E>;
  query: Parsed<E['query']>;
  body: E['bodyAsPosted'] extends true ? unknown : Parsed<E['body']>;
  files: E['upload'] extends UploadSpec ? IncomingFile[] : undefined;
}

/**
 * A file written while it is read (a report of any size): its chunks, under its name, as its type, with how
 * many rows it holds when the endpoint says so.
 */
export interface StreamAnswer {
  filename: string;
  mimeType: string;
  chunks: AsyncIterable<Uint8Array | string>;
  rowCount?: number;
}

/**
 * Server-sent events for one listener: called with `send`, it starts sending each chunk (already framed as events), and
 * `end` closes the stream from the server's side; what it returns stops the sending when the caller leaves.
 */
export type EventsAnswer = (send: (chunk: string) => void, end: () => void) => () => void;

/** The body of a success status whose schema is S (none without one). */
type BodyOfSchema<S> = S extends AnySchema ? v.InferOutput<S> : undefined;

/** The body of an endpoint's second success status, for an endpoint that has one. */
type AlsoOkBody<E extends Endpoint> = E['alsoOk'] extends readonly [number, infer S, string] ? BodyOfSchema<S> : never;

/**
 * What a caller is answered: its success schema's shape (either of two, for an endpoint with a second success
 * status), the file of a download, a stream, the events, or the address of a redirect.
 */
export type AnswerOf<E extends Endpoint> = E['answers'] extends 'file'
  ? FileAnswer
  : E['answers'] extends 'stream'
    ? StreamAnswer
    : E['answers'] extends 'events'
      ? EventsAnswer
      : E['answers'] extends 'redirect'
        ? string
        : BodyOfSchema<E['ok'][1]> | AlsoOkBody<E>;

/** An answer of an endpoint with two success statuses, as its handler gives it: which status, and its body. */
export interface StatusAnswer<Status extends number, Body> {
  status: Status;
  body: Body;
}

/**
 * What the server's handler answers: the caller's answer; for an endpoint with two success statuses, which
 * one with its body; for an endpoint that answers encoded JSON, that JSON.
 */
export type HandlerAnswerOf<E extends Endpoint> = E['answers'] extends 'encoded'
  ? EncodedAnswer
  : E['alsoOk'] extends readonly [infer Also extends number, unknown, string]
    ? StatusAnswer<E['ok'][0], BodyOfSchema<E['ok'][1]>> | StatusAnswer<Also, AlsoOkBody<E>>
    : AnswerOf<E>;

/** The body a caller sends, as its schema takes it (before the schema's own trimming and defaults). */
export type BodyOf<E extends Endpoint> = Sent<E['body']>;

/** A query value as a caller writes it: text, a number or a flag, left out when empty. */
type QueryValue = string | number | boolean | null | undefined;

/** What the web sends: path parameters as text, the query's fields, and the body its schema reads. */
export type CallInput<E extends Endpoint> = ([PathParamNames<E['path']>] extends [never]
  ? { params?: undefined }
  : { params: { [K in PathParamNames<E['path']>]: string } }) &
  (E['query'] extends AnySchema ? { query?: { [K in keyof Sent<E['query']>]?: QueryValue } } : { query?: undefined }) &
  (E['body'] extends AnySchema ? { body: Sent<E['body']> } : { body?: undefined }) &
  (E['upload'] extends UploadSpec ? { files?: readonly Blob[] } : { files?: undefined });

/** Where an endpoint is served, with `{name}` for each path parameter: '/api/carriers/{id}', '/readyz'. */
export const servedPath = (entry: Pick<Endpoint, 'path' | 'outsideApi'>): string =>
  `${entry.outsideApi ? '' : '/api'}${entry.path.replace(/:(\w+)/g, '{$1}')}`;

/** An endpoint's name as the tests and documents print it: 'GET /api/carriers/{id}'. */
export const endpointName = (entry: Pick<Endpoint, 'method' | 'path' | 'outsideApi'>): string => `${entry.method} ${servedPath(entry)}`;

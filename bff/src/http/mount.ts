import type Router from '@koa/router';
import { PassThrough, Readable } from 'node:stream';
import type {
  EncodedAnswer,
  Endpoint,
  EventsAnswer,
  FileAnswer,
  HandlerAnswerOf,
  HandlerInput,
  StatusAnswer,
  StreamAnswer,
  UploadSpec,
} from '@workbench/contract';
import { ANYONE, AppError, type IncomingFile, type KeptRead, parseOrThrow, type User } from '@workbench/core';
import type { Middleware } from 'koa';
import * as v from 'valibot';
import { asDownload, sendDownload } from './download.ts';
import type { State } from './context.ts';
import { type Ctx, editBody, JSON_CONTENT_TYPE, tagVersion } from './router.ts';
import { incomingFile, isMultipart, sentFile, uploadFields, uploadedFiles } from './uploads.ts';

/** What a handler has beside its input: the caller (only behind an audience that needs one) and the request. */
export interface Call {
  readonly actor: User;
  readonly ctx: Ctx;
}

export type Handler<E extends Endpoint> = (input: HandlerInput<E>, call: Call) => Promise<HandlerAnswerOf<E>> | HandlerAnswerOf<E>;

/** One handler per endpoint of a part of the contract, under the same names. */
export type Handlers<Part extends Record<string, Endpoint>> = { [Name in keyof Part]: Handler<Part[Name]> };

export interface MountOptions {
  /** Check each answer against the endpoint's schema, and fail the request when it differs (tests). */
  checkAnswers?: boolean;
  /** The limits of the part's uploads: the largest file, the largest sum of one request's files, where they wait. */
  uploads?: { maxBytes: number; maxTotalBytes: number; tmpDir: string };
  /** Told of a streamed answer that fails after its first bytes left, when only the log can hear of it. */
  onStreamError?: (error: Error, entry: Endpoint) => void;
  /** Keeps the answers of the part's kept reads (the read cache): run after the audience's check, around the rest. */
  keep?: (read: KeptRead) => Middleware<State>;
}

const METHODS = { GET: 'get', POST: 'post', PATCH: 'patch', PUT: 'put', DELETE: 'delete' } as const;

/** Why an answer is not what its endpoint declares: the first difference, with where it is. */
function answerMismatch(schema: v.GenericSchema, answer: unknown): string | null {
  const result = v.safeParse(schema, answer);
  if (result.success) return null;
  const issue = result.issues[0];
  const path = issue.path?.map((step) => String(step.key)).join('.') ?? '';
  return `${path || '(answer)'}: ${issue.message}`;
}

/** The number at a dot path of an answer ('client.version'); undefined where there is none. */
function valueAt(answer: unknown, path: string): number | undefined {
  const value = path
    .split('.')
    .reduce<unknown>((at, key) => (at !== null && typeof at === 'object' ? (at as Record<string, unknown>)[key] : undefined), answer);
  return typeof value === 'number' ? value : undefined;
}

/**
 * The files of a multipart request, read from disk only now, one after the other: together they are at most
 * the request's limit. Each is typed by its content, unless the endpoint takes them as they were sent. A JSON
 * request carries none.
 */
async function receivedFiles(ctx: Ctx, upload: UploadSpec): Promise<IncomingFile[]> {
  const incoming: IncomingFile[] = [];
  const receive = upload.asSent ? sentFile : incomingFile;
  if (isMultipart(ctx)) for (const file of uploadedFiles(ctx)) incoming.push(await receive(file));
  return incoming;
}

/**
 * A file written while it is read: named for saving, never sniffed as another type, kept by no cache, its row
 * count ahead of it when the endpoint says so.
 */
function sendStream(ctx: Ctx, entry: Endpoint, answer: StreamAnswer, onError: (error: Error) => void): void {
  const body = Readable.from(answer.chunks, { objectMode: false });
  body.on('error', onError);
  asDownload(ctx, answer.filename, answer.mimeType);
  if (entry.headers?.rowCount && answer.rowCount !== undefined) ctx.set('X-Report-Rows', String(answer.rowCount));
  ctx.body = body;
}

/**
 * Server-sent events for as long as the caller listens: the connection is never timed out, each event leaves
 * at once (no buffering here or in a proxy), and the sending stops when the caller goes.
 */
function sendEvents(ctx: Ctx, listen: EventsAnswer): void {
  const stream = new PassThrough();
  ctx.req.socket.setTimeout(0);
  ctx.req.socket.setNoDelay(true);
  ctx.type = 'text/event-stream';
  ctx.set('X-Accel-Buffering', 'no');
  ctx.body = stream;
  const stop = listen(
    (chunk) => stream.write(chunk),
    () => stream.end(),
  );
  ctx.req.once('close', stop);
}

/** The multipart parser of an endpoint that takes uploads, with the part's limits. */
function uploadParser(entry: Endpoint, options: MountOptions): Middleware<State> | undefined {
  if (!entry.upload) return undefined;
  if (!options.uploads) throw new Error(`${entry.method} ${entry.path} takes uploads: mount it with their limits`);
  const { maxBytes, maxTotalBytes, tmpDir } = options.uploads;
  return uploadFields(entry.upload.field, { maxBytes, maxFiles: entry.upload.maxFiles, maxTotalBytes, tmpDir });
}

/**
 * The success status a handler's answer gets, its body and that status's schema: `ok`'s, or for an endpoint
 * with a second success status, the one the handler names (a status its entry does not declare is a defect).
 */
function successOf(entry: Endpoint, answer: unknown): { status: number; body: unknown; schema: v.GenericSchema | null } {
  const [status, schema] = entry.ok;
  if (!entry.alsoOk) return { status, body: answer, schema };
  const named = answer as StatusAnswer<number, unknown>;
  if (named.status === status) return { status, body: named.body, schema };
  if (named.status === entry.alsoOk[0]) return { status: named.status, body: named.body, schema: entry.alsoOk[1] };
  throw new Error(`${entry.method} ${entry.path} answered ${named.status}, a status its contract does not declare`);
}

/** What an endpoint's handler answered, as the caller reads it: encoded JSON read back, for the check only. */
const answerAsRead = (entry: Endpoint, answer: unknown): unknown =>
  entry.answers === 'encoded' ? JSON.parse((answer as EncodedAnswer).json) : answer;

/**
 * The query of a request that sends none, as the endpoint's schema reads it: read once, and each request gets
 * its own copy. Nearly every list read asks for the plain first page.
 */
function emptyQueryOf(schema: v.GenericSchema): () => unknown {
  let parsed: unknown;
  return () => {
    parsed ??= parseOrThrow(schema, {});
    return parsed !== null && typeof parsed === 'object' ? { ...parsed } : parsed;
  };
}

/**
 * Registers each endpoint of a part of the contract on the router. Before the handler runs, the caller is held
 * to the endpoint's audience (401 when signed out, 403 when refused); then an endpoint that takes uploads
 * receives a multipart body's files, and its path parameters, query and body are read by the endpoint's
 * schemas (400 with the issues; a body its use case reads itself is handed on as posted), an edit's body with
 * the version read from If-Match when it names none. The answer gets the endpoint's status (of an endpoint with
 * two, the one its handler names), a list its whole count in X-Total-Count and a versioned record its version
 * as the ETag; a download is answered as the stored file, encoded JSON as it is, and a redirect sends the
 * caller on to its address. A kept read's answer is kept by the part's `keep`, which answers a repeat before
 * the handler runs.
 */
export function mount<Part extends Record<string, Endpoint>>(
  router: Router<State>,
  part: Part,
  handlers: Handlers<Part>,
  options: MountOptions = {},
): void {
  for (const [name, entry] of Object.entries(part) as [keyof Part & string, Endpoint][]) {
    const handle = handlers[name] as unknown as Handler<Endpoint>;
    const upload = uploadParser(entry, options);
    if (entry.kept && !options.keep) throw new Error(`${entry.method} ${entry.path} is a kept read: mount it with keep`);
    const keep = entry.kept ? options.keep?.(entry.kept) : undefined;
    const emptyQuery = entry.query ? emptyQueryOf(entry.query) : undefined;
    const serve = async (ctx: Ctx, user: User | null) => {
      // The files are read before the fields, so a file of a kind not taken is refused before a bad field.
      const files = upload && entry.upload ? await receivedFiles(ctx, entry.upload) : undefined;
      const posted = entry.ifMatch ? editBody(ctx, entry.ifMatch) : (ctx.request.body ?? {});
      const input = {
        params: entry.params ? parseOrThrow(entry.params, ctx.params) : ctx.params,
        query: entry.query ? (ctx.querystring === '' ? emptyQuery!() : parseOrThrow(entry.query, ctx.query)) : undefined,
        body: !entry.body ? undefined : entry.bodyAsPosted ? posted : parseOrThrow(entry.body, posted),
        files,
      } as HandlerInput<Endpoint>;
      const call: Call = {
        get actor() {
          if (!user) throw AppError.unauthorized();
          return user;
        },
        ctx,
      };
      const { status, body: answer, schema: answerSchema } = successOf(entry, await handle(input, call));
      if (options.checkAnswers && answerSchema) {
        const mismatch = answerMismatch(answerSchema, answerAsRead(entry, answer));
        if (mismatch) throw new Error(`${entry.method} ${entry.path} answered what its contract does not declare: ${mismatch}`);
      }
      ctx.status = status;
      if (entry.answers === 'file') return sendDownload(ctx, answer as unknown as FileAnswer);
      if (entry.answers === 'stream')
        return sendStream(ctx, entry, answer as unknown as StreamAnswer, (error) => options.onStreamError?.(error, entry));
      if (entry.answers === 'events') return sendEvents(ctx, answer as unknown as EventsAnswer);
      if (entry.answers === 'redirect') return ctx.redirect(answer as unknown as string);
      if (entry.headers?.totalCount) ctx.set('X-Total-Count', String((answer as unknown as { total: number }).total));
      if (entry.headers?.nextCursor) {
        const next = (answer as unknown as { nextCursor?: string | null }).nextCursor;
        if (next) ctx.set('X-Next-Cursor', next);
      }
      if (entry.headers?.etag) tagVersion(ctx, valueAt(answer, entry.headers.etag));
      if (entry.answers === 'encoded') {
        ctx.set('Content-Type', JSON_CONTENT_TYPE);
        ctx.body = (answer as unknown as EncodedAnswer).json;
      } else if (answerSchema) ctx.body = answer;
    };
    const receive = (ctx: Ctx, user: User | null) => (upload && isMultipart(ctx) ? upload(ctx, () => serve(ctx, user)) : serve(ctx, user));
    router[METHODS[entry.method]](entry.path, async (ctx) => {
      const user = ctx.state.user ?? null;
      if (entry.who !== ANYONE) {
        if (!user) throw AppError.unauthorized();
        if (!entry.who.admits(user)) throw AppError.forbidden(entry.who.refusal);
      }
      if (keep) await keep(ctx, () => receive(ctx, user));
      else await receive(ctx, user);
    });
  }
}

import { randomUUID } from 'node:crypto';
import type { SessionStore } from '@workbench/core';
import type Koa from 'koa';

export const SESSION_COOKIE = 'workbench.sid';
export const SESSION_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;

/** The store keeps a session a little longer than its cookie, so a cookie never outlives its data. */
const STORE_GRACE_MS = 10_000;
/** The lifetime used when a stored session names none of its own. */
const ONE_DAY_MS = 24 * 60 * 60 * 1000;
const EXPIRED = new Date(0);
const SIGNED = { signed: true };

const STATE = Symbol('session');

/** What one request knows about its session. */
interface SessionState {
  ctx: Koa.Context;
  store: SessionStore;
  /** The id the cookie carries, or the one a new session will be saved under. */
  id: string;
  /** undefined until known, false once the session is ended (`ctx.session = null`). */
  session: Session | false | undefined;
  /**
   * The data as read, serialized when it was read, to tell a change inside a field holding an object;
   * undefined when no field held one (`read` cannot change then, and is serialized only if needed).
   */
  readAs: string | undefined;
  /** The data as read, its fields compared one by one while they hold plain values. */
  read: Record<string, unknown> | undefined;
  /** The lifetime the session was saved with (the cookie's max-age). */
  maxAge: unknown;
}

/**
 * The session data a request sees as `ctx.session`: its own enumerable fields are the data (fields starting
 * with `_` are bookkeeping: `_expire` is when the stored session ends), the methods act on the session.
 */
class Session {
  [field: string]: unknown;
  [STATE]: SessionState;
  isNew: boolean;

  constructor(state: SessionState, data?: Record<string, unknown>) {
    // A symbol: not part of the data, whichever way it is listed or serialized.
    this[STATE] = state;
    this.isNew = !data;
    if (data) {
      for (const key in data) {
        if (key === '_maxAge') state.maxAge = data._maxAge;
        else this[key] = data[key];
      }
    }
  }

  toJSON(): Record<string, unknown> {
    const data: Record<string, unknown> = {};
    for (const key of Object.keys(this)) {
      if (key === 'isNew' || key[0] === '_') continue;
      const value = this[key];
      if (typeof value !== 'function') data[key] = value;
    }
    return data;
  }

  /** Saves the data under a brand-new id and ends the old one, e.g. on sign-in so a planted id is worthless. */
  regenerate(): Promise<void> {
    return commit(this[STATE], { regenerate: true });
  }

  /** Saves the session now, changed or not. */
  save(): Promise<void> {
    return commit(this[STATE], { force: true });
  }

  get populated(): boolean {
    return Object.keys(this.toJSON()).length > 0;
  }
}

/**
 * The session, with the data in PostgreSQL (SessionStore), so any bff process can serve any user; the cookie
 * holds only the random session id, signed with the app's keys. httpOnly, SameSite=Lax, Secure whenever the
 * request arrived over TLS (directly or, with TRUST_PROXY, through a proxy). Written back only when the data
 * changed, or to renew it once less than half its lifetime is left, so an active user stays signed in without
 * every response re-signing and re-sending the cookie. A visitor who never signs in gets no cookie.
 *
 * This keeps koa-session's behaviour and cookies (it served here before) with only what this app uses: per
 * request it built a copy of all its options and a session model, and hashed the data twice.
 */
export function sessionMiddleware(app: Koa, store: SessionStore): Koa.Middleware {
  Object.defineProperty(app.context, 'session', {
    get(this: Koa.Context & { [STATE]?: SessionState }) {
      const state = (this[STATE] ??= fresh(this, store));
      return state.session || null;
    },
    set(this: Koa.Context & { [STATE]?: SessionState }, value: Record<string, unknown> | null) {
      const state = (this[STATE] ??= fresh(this, store));
      if (value === null) state.session = false;
      else if (typeof value === 'object') state.session = new Session(state, value);
      else throw new Error('this.session can only be set as null or an object.');
    },
    configurable: true,
  });
  const during = async (ctx: Koa.Context, state: SessionState, next: Koa.Next) => {
    (ctx as { [STATE]?: SessionState })[STATE] = state;
    try {
      await next();
    } finally {
      // Nearly every request leaves its session as it found it: that is told here without a promise.
      if (!untouched(state)) await commit(state, {});
    }
  };
  return (ctx, next) => {
    // Most requests come with a session the store holds in memory: it is opened without waiting for anything.
    const known = openKnown(ctx, store);
    return known ? during(ctx, known, next) : open(ctx, store).then((state) => during(ctx, state, next));
  };
}

/** A store that can answer at once for the sessions it holds in memory (CachedSessionStore). */
interface MemoryBackedStore extends SessionStore {
  /** The session's data as held in memory, not to be changed; undefined when the store must be asked. */
  peek(id: string): Readonly<Record<string, unknown>> | undefined;
}

const canPeek = (store: SessionStore): store is MemoryBackedStore => typeof (store as Partial<MemoryBackedStore>).peek === 'function';

/** The request's session when it is known without asking the store: none sent, or one the store holds in memory. */
function openKnown(ctx: Koa.Context, store: SessionStore): SessionState | undefined {
  const id = sessionIdOf(ctx);
  if (!id) return fresh(ctx, store);
  const data = canPeek(store) ? store.peek(id) : undefined;
  return data && opened(ctx, store, id, data);
}

/** A session nobody has used yet: it gets an id, but is only saved once it holds something. */
function fresh(ctx: Koa.Context, store: SessionStore): SessionState {
  const state: SessionState = {
    ctx,
    store,
    id: randomUUID(),
    session: undefined,
    readAs: undefined,
    read: undefined,
    maxAge: SESSION_MAX_AGE_MS,
  };
  state.session = new Session(state);
  return state;
}

/** A cookie's value in the Cookie header, found as koa's cookies find it (the first of that name). */
const cookieValue = (name: string) => new RegExp(`(?:^|;) *${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}=([^;]*)`);
const COOKIE_VALUE = cookieValue(SESSION_COOKIE);
const SIGNATURE_VALUE = cookieValue(`${SESSION_COOKIE}.sig`);
const unquoted = (value: string) => (value[0] === '"' ? value.slice(1, -1) : value);

/**
 * The session id from the signed cookie, read as koa's cookies read it. The usual case (no cookie, or one
 * signed with the current key) is answered here without setting up koa's cookie jar; anything else (a bad
 * signature, whose answer clears it, or an older key's, whose answer re-signs it) goes to the jar itself.
 */
function sessionIdOf(ctx: Koa.Context): string | undefined {
  const header = ctx.req.headers.cookie;
  if (!header) return undefined;
  const value = COOKIE_VALUE.exec(header);
  if (!value) return undefined;
  const signature = SIGNATURE_VALUE.exec(header);
  if (!signature?.[1]) return undefined;
  const id = unquoted(value[1]);
  const keys = ctx.app.keys as unknown as { index(data: string, digest: string): number };
  if (keys.index(`${SESSION_COOKIE}=${id}`, unquoted(signature[1])) === 0) return id;
  return ctx.cookies.get(SESSION_COOKIE, SIGNED);
}

async function open(ctx: Koa.Context, store: SessionStore): Promise<SessionState> {
  const id = sessionIdOf(ctx);
  if (!id) return fresh(ctx, store);
  const data = await store.get(id);
  return data ? opened(ctx, store, id, data) : fresh(ctx, store);
}

/** The session stored under the cookie's id; past its end, the request starts a new session under a new id. */
function opened(ctx: Koa.Context, store: SessionStore, id: string, data: Readonly<Record<string, unknown>>): SessionState {
  if (typeof data._expire === 'number' && data._expire < Date.now()) return fresh(ctx, store);
  const state: SessionState = { ctx, store, id, session: undefined, readAs: undefined, read: undefined, maxAge: SESSION_MAX_AGE_MS };
  const session = new Session(state, data);
  state.session = session;
  state.read = session.toJSON();
  state.readAs = holdsObjects(state.read) ? JSON.stringify(state.read) : undefined;
  return state;
}

/** Ends the session (or, on regeneration, its old id): the stored data and the cookie. */
async function remove(state: SessionState): Promise<void> {
  await state.store.destroy(state.id);
  state.ctx.cookies.set(SESSION_COOKIE, '', { ...cookieOptions(state.maxAge), expires: EXPIRED, maxAge: false as unknown as number });
}

/** Saves what changed (or everything, when forced) at the end of the request or when a route asks. */
async function commit(state: SessionState, { regenerate = false, force = false }): Promise<void> {
  const session = state.session;
  if (session === undefined) return;
  if (session === false) {
    await remove(state);
    return;
  }
  if (regenerate) {
    await remove(state);
    state.id = randomUUID();
  }
  if (!(force || regenerate) && unchanged(state, session)) return;
  await save(state, session);
}

/** True when the end of the request has nothing to write: the session is the same as read, or new and empty. */
function untouched(state: SessionState): boolean {
  const session = state.session;
  return session === undefined || (session !== false && unchanged(state, session));
}

function unchanged(state: SessionState, session: Session): boolean {
  const read = state.read;
  if (read === undefined) {
    // A new session that holds nothing is not kept: no cookie for a visitor who never signs in.
    return JSON.stringify(session.toJSON()) === '{}';
  }
  return (
    (sameFields(session, read) || JSON.stringify(session.toJSON()) === (state.readAs ?? JSON.stringify(read))) &&
    !dueForRenewal(session, state.maxAge)
  );
}

function holdsObjects(data: Record<string, unknown>): boolean {
  for (const key in data) {
    const value = data[key];
    if (typeof value === 'object' && value !== null) return true;
  }
  return false;
}

/**
 * The data's fields are the very ones read, in the same order, with the same plain values: then it serializes
 * as it did when read, which is told without serializing it again. A field holding an object may have been
 * changed inside, so that is left to the comparison of the serialized data.
 */
function sameFields(session: Session, read: Record<string, unknown>): boolean {
  const now = session.toJSON();
  const keys = Object.keys(now);
  const before = Object.keys(read);
  if (keys.length !== before.length) return false;
  for (let i = 0; i < keys.length; i++) {
    const key = keys[i]!;
    const value = now[key];
    if (key !== before[i] || value !== read[key] || (typeof value === 'object' && value !== null)) return false;
  }
  return true;
}

function dueForRenewal(session: Session, maxAge: unknown): boolean {
  const expire = session._expire as number | undefined;
  return !!expire && !!maxAge && expire - Date.now() < (maxAge as number) / 2;
}

async function save(state: SessionState, session: Session): Promise<void> {
  const data = session.toJSON();
  const maxAge = (state.maxAge || ONE_DAY_MS) as number;
  data._expire = maxAge + Date.now();
  data._maxAge = maxAge;
  await state.store.set(state.id, data, maxAge + STORE_GRACE_MS);
  state.ctx.cookies.set(SESSION_COOKIE, state.id, cookieOptions(state.maxAge));
}

function cookieOptions(maxAge: unknown) {
  return { maxAge: maxAge as number, httpOnly: true, sameSite: 'lax' as const, signed: true, overwrite: true };
}

/**
 * The id of the session the request came with (the signed cookie's value), which a change to the account
 * keeps while it ends the account's other sessions. Undefined without a validly signed session cookie.
 */
export function currentSessionId(ctx: {
  cookies: { get(name: string, options?: { signed?: boolean }): string | undefined };
}): string | undefined {
  return ctx.cookies.get(SESSION_COOKIE, SIGNED);
}

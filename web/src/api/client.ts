/**
 * The one way the web app talks to /api: cookies included, JSON bodies, and every non-OK answer turned
 * into an Error whose message is `${status}: ${body text or status text}`, so a toast can show the server's own words.
 */

export class ApiError extends Error {
  readonly status: number;
  readonly body: string;

  constructor(status: number, statusText: string, body: string) {
    super(`${status}: ${body || statusText}`);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
  }

  /** The server's `{ message }` when the body is the API's JSON error, else the raw body text. */
  get serverMessage(): string | undefined {
    return serverMessageOf(this.body);
  }

  /** The stable name of the failure the server answered (`{ code }`: 'record.changed', 'validation'), to branch on. */
  get code(): string | undefined {
    try {
      const parsed: unknown = JSON.parse(this.body);
      return parsed && typeof parsed === 'object' && 'code' in parsed && typeof parsed.code === 'string' ? parsed.code : undefined;
    } catch {
      return undefined;
    }
  }

  /** The fields the server refused (`{ issues: [{ path, message }] }`), none when it named no field. */
  get issues(): FieldIssue[] {
    return issuesOf(this.body);
  }

  /** With a 409: the records as they stand (`{ current }`), undefined when the answer carried none. */
  get current(): unknown {
    try {
      return (JSON.parse(this.body) as { current?: unknown }).current;
    } catch {
      return undefined;
    }
  }
}

export interface FieldIssue {
  path: string;
  message: string;
}

function issuesOf(body: string): FieldIssue[] {
  try {
    const parsed: unknown = JSON.parse(body);
    const issues = parsed && typeof parsed === 'object' && 'issues' in parsed ? parsed.issues : undefined;
    if (!Array.isArray(issues)) return [];
    return issues.filter(
      (i): i is FieldIssue => !!i && typeof i === 'object' && typeof i.path === 'string' && typeof i.message === 'string',
    );
  } catch {
    return [];
  }
}

/** The fields a failed call was refused for; none for anything but the API's field-level refusal. */
export const fieldIssues = (error: unknown): FieldIssue[] => (error instanceof ApiError ? error.issues : []);

function serverMessageOf(body: string): string | undefined {
  if (!body) return undefined;
  try {
    const parsed: unknown = JSON.parse(body);
    if (parsed && typeof parsed === 'object' && 'message' in parsed && typeof parsed.message === 'string') {
      return parsed.message;
    }
  } catch {
    // Not JSON: the text itself is the message.
  }
  return body;
}

/** What to show a person for a failed call: the server's message when it sent one, else the fallback. */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError) return error.serverMessage ?? fallback;
  if (error instanceof Error && error.message) return error.message;
  return fallback;
}

type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

/** What a call may add: a signal that aborts it. */
export interface CallOptions {
  signal?: AbortSignal;
}

/**
 * What the app does when a call made while signed in answers 401 (the session ended, e.g. a sign-out in another
 * tab): resolves once the same person has signed in again, so the call is sent once more, and rejects when they
 * did not (the call then fails with its 401).
 */
export type SessionKeeper = () => Promise<void>;
let sessionKeeper: SessionKeeper | undefined;

/** Puts `keeper` in charge of lost sessions until the returned function is called. */
export function keepSession(keeper: SessionKeeper): () => void {
  sessionKeeper = keeper;
  return () => {
    if (sessionKeeper === keeper) sessionKeeper = undefined;
  };
}

// The sign-in calls answer 401 as their own answer (signed out, wrong password): those are never a lost session.
const answersForItself = (path: string) => path.startsWith('/api/auth/');

async function send(method: Method, path: string, body?: unknown, options: CallOptions = {}, again = false): Promise<Response> {
  const init: RequestInit = { method, credentials: 'include', headers: { Accept: 'application/json' }, signal: options.signal };
  if (body instanceof FormData) {
    init.body = body;
  } else if (body !== undefined) {
    init.body = JSON.stringify(body);
    init.headers = { ...init.headers, 'Content-Type': 'application/json' };
  }
  const response = await fetch(path, init);
  if (!response.ok) {
    const text = await response.text().catch(() => '');
    const error = new ApiError(response.status, response.statusText, text);
    if (response.status !== 401 || again || !sessionKeeper || answersForItself(path)) throw error;
    try {
      await sessionKeeper();
    } catch {
      throw error;
    }
    return send(method, path, body, options, true);
  }
  return response;
}

async function json<T>(response: Response): Promise<T> {
  if (response.status === 204) return undefined as T;
  const text = await response.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

export type QueryParams = Record<string, string | number | boolean | null | undefined>;

/** `path?a=1&b=2`, leaving out empty values so URLs (and query keys) stay canonical. */
export function withQuery(path: string, params: QueryParams = {}): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null || value === '') continue;
    search.set(key, String(value));
  }
  const qs = search.toString();
  return qs ? `${path}?${qs}` : path;
}

export const api = {
  get: async <T>(path: string, params?: QueryParams): Promise<T> => json<T>(await send('GET', withQuery(path, params))),
  post: async <T>(path: string, body?: unknown, options?: CallOptions): Promise<T> => json<T>(await send('POST', path, body, options)),
  patch: async <T>(path: string, body?: unknown): Promise<T> => json<T>(await send('PATCH', path, body)),
  put: async <T>(path: string, body?: unknown): Promise<T> => json<T>(await send('PUT', path, body)),
  delete: async <T>(path: string): Promise<T> => json<T>(await send('DELETE', path)),

  /** A GET of a paged list: the rows plus the total the server reports in X-Total-Count. */
  page: async <T>(path: string, params?: QueryParams): Promise<Page<T>> => {
    const response = await send('GET', withQuery(path, params));
    const items = (await json<T[]>(response)) ?? [];
    const header = response.headers.get('X-Total-Count');
    const total = header === null ? items.length : Number(header);
    return { items, total: Number.isFinite(total) ? total : items.length };
  },
};

export interface Page<T> {
  items: T[];
  total: number;
}

import { checkDeclaredAnswer } from './answer-check.ts';
/** Keeps what Set-Cookie lines say in a cookie jar, as a browser would: an emptied or expired cookie is dropped. */
export function keepSetCookies(jar: Map<string, string>, lines: readonly string[]): void {
  for (const line of lines) {
    const [pair = ''] = line.split(';');
    const eq = pair.indexOf('=');
    const name = pair.slice(0, eq).trim();
    const value = pair.slice(eq + 1).trim();
    if (value === '' || /expires=Thu, 01 Jan 1970/i.test(line)) jar.delete(name);
    else jar.set(name, value);
  }
}

/** A tiny browser stand-in: fetch with a cookie jar, JSON by default, and Origin left out unless asked. */
export class HttpClient {
  readonly cookies = new Map<string, string>();

  constructor(readonly baseUrl: string) {}

  cookieHeader(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  async request(method: string, path: string, options: { json?: unknown; body?: BodyInit; headers?: Record<string, string> } = {}) {
    const headers: Record<string, string> = { ...options.headers };
    if (this.cookies.size > 0) headers.cookie = this.cookieHeader();
    let body = options.body;
    if (options.json !== undefined) {
      headers['content-type'] ??= 'application/json';
      body = JSON.stringify(options.json);
    }
    const response = await fetch(this.baseUrl + path, { method, headers, body, redirect: 'manual' });
    keepSetCookies(this.cookies, response.headers.getSetCookie());
    const text = await response.text();
    let data: any;
    if ((response.headers.get('content-type') ?? '').includes('json') && text !== '') data = JSON.parse(text);
    checkDeclaredAnswer(method, path, response.status, data);
    return { status: response.status, headers: response.headers, data, text };
  }

  get = (path: string, headers?: Record<string, string>) => this.request('GET', path, { headers });
  post = (path: string, json?: unknown, headers?: Record<string, string>) => this.request('POST', path, { json, headers });
  patch = (path: string, json?: unknown) => this.request('PATCH', path, { json });
  put = (path: string, json?: unknown) => this.request('PUT', path, { json });
  delete = (path: string) => this.request('DELETE', path);

  /** Opens a stream (server-sent events) and closes it as soon as its status arrives. */
  async streamStatus(path: string): Promise<{ status: number }> {
    const controller = new AbortController();
    const headers: Record<string, string> = this.cookies.size > 0 ? { cookie: this.cookieHeader() } : {};
    const response = await fetch(this.baseUrl + path, { headers, signal: controller.signal });
    keepSetCookies(this.cookies, response.headers.getSetCookie());
    controller.abort();
    return { status: response.status };
  }

  upload(
    path: string,
    field: string,
    file: { name: string; bytes: Uint8Array | string; type?: string },
    fields: Record<string, string> = {},
  ) {
    const form = new FormData();
    for (const [key, value] of Object.entries(fields)) form.append(key, value);
    form.append(field, new Blob([file.bytes as BlobPart], { type: file.type ?? 'application/octet-stream' }), file.name);
    return this.request('POST', path, { body: form });
  }
}

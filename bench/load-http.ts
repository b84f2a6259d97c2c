import http from 'node:http';
import { keepSetCookies } from '../bff/src/testing/http-client.ts';

export interface LoadResponse {
  status: number;
  // Parsed JSON: whatever the API answered.
  data: any;
  text: string;
}

/** What a simulated person needs of an HTTP client. */
export interface LoadHttp {
  get(path: string): Promise<LoadResponse>;
  post(path: string, json: unknown, headers?: Record<string, string>): Promise<LoadResponse>;
  request(method: string, path: string, options: { body?: FormData; headers?: Record<string, string> }): Promise<LoadResponse>;
}

/**
 * One simulated person's browser connection: node:http on a kept-alive socket, with a cookie jar. The load
 * generator shares the machine's two cores with the server it measures, so its client is the lightest one
 * at hand: with fetch (LOAD_CLIENT=fetch) it took about 1.7 times the CPU per request (1.1 ms against
 * 0.6 ms), which the server and PostgreSQL then did not get.
 */
export class KeepAliveClient implements LoadHttp {
  private readonly agent = new http.Agent({ keepAlive: true, maxSockets: 2 });
  private readonly cookies = new Map<string, string>();
  private readonly host: string;
  private readonly port: number;

  constructor(baseUrl: string) {
    const url = new URL(baseUrl);
    this.host = url.hostname;
    this.port = Number(url.port);
  }

  get = (path: string) => this.request('GET', path);
  post = (path: string, json: unknown, headers?: Record<string, string>) => this.request('POST', path, { json, headers });

  async request(
    method: string,
    path: string,
    options: { json?: unknown; body?: FormData; headers?: Record<string, string> } = {},
  ): Promise<LoadResponse> {
    const headers: Record<string, string> = { ...options.headers };
    if (this.cookies.size > 0) headers.cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    let payload: Buffer | undefined;
    if (options.json !== undefined) {
      payload = Buffer.from(JSON.stringify(options.json));
      headers['content-type'] = 'application/json';
    } else if (options.body) {
      // The multipart encoding a browser would send, boundary included.
      const encoded = new Response(options.body);
      payload = Buffer.from(await encoded.arrayBuffer());
      headers['content-type'] = encoded.headers.get('content-type')!;
    }
    if (payload) headers['content-length'] = String(payload.length);
    return new Promise((resolve, reject) => {
      const request = http.request({ host: this.host, port: this.port, method, path, headers, agent: this.agent }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('error', reject);
        response.on('end', () => {
          keepSetCookies(this.cookies, response.headers['set-cookie'] ?? []);
          const text = Buffer.concat(chunks).toString('utf8');
          const isJson = (response.headers['content-type'] ?? '').includes('json') && text !== '';
          resolve({ status: response.statusCode ?? 0, data: isJson ? JSON.parse(text) : undefined, text });
        });
      });
      request.on('error', reject);
      request.end(payload);
    });
  }
}

import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';

/**
 * One request sent exactly as written, for what fetch will not send: a path with `%2e%2e` segments (fetch
 * normalises them away) or a Host header of our choosing (fetch always sends the URL's).
 */
export function rawRequest(
  base: string,
  options: { method?: string; path: string; headers?: Record<string, string>; json?: unknown },
): Promise<{ status: number; headers: IncomingHttpHeaders; text: string; data: any }> {
  const headers = { ...options.headers };
  const body = options.json === undefined ? undefined : JSON.stringify(options.json);
  if (body !== undefined) headers['content-type'] ??= 'application/json';
  return new Promise((resolve, reject) => {
    const request = httpRequest(new URL(base), { method: options.method ?? 'GET', path: options.path, headers }, (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk) => (text += chunk));
      response.on('end', () => {
        const isJson = (response.headers['content-type'] ?? '').includes('json') && text !== '';
        resolve({ status: response.statusCode ?? 0, headers: response.headers, text, data: isJson ? JSON.parse(text) : undefined });
      });
    });
    request.on('error', reject);
    request.end(body);
  });
}

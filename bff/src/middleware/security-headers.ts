import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet, { type HelmetOptions } from 'helmet';
import type { Middleware } from 'koa';
import type { State } from '../http/context.ts';

/**
 * Helmet's headers, worked out once: with these options they depend on nothing in the request, so each
 * response only copies the same few name/value pairs instead of running helmet's dozen middlewares again.
 */
export function securityHeaders(options: Readonly<HelmetOptions>): Middleware<State> {
  const headers = helmetHeaders(options);
  return (ctx, next) => {
    for (const [name, value] of headers) ctx.res.setHeader(name, value);
    return next();
  };
}

/** Runs helmet against a recording response and keeps what it set. */
export function helmetHeaders(options: Readonly<HelmetOptions>): [string, string][] {
  const headers = new Map<string, string>();
  const response = {
    setHeader: (name: string, value: string | number | readonly string[]) => headers.set(name, String(value)),
    removeHeader: (name: string) => headers.delete(name),
    getHeader: (name: string) => headers.get(name),
  } as unknown as ServerResponse;
  let finished = false;
  helmet(options)({ headers: {}, method: 'GET', url: '/' } as IncomingMessage, response, (error?: unknown) => {
    if (error) throw error;
    finished = true;
  });
  // Helmet is synchronous; if a future version were not, computing once would be wrong, so say so loudly.
  if (!finished) throw new Error('helmet did not finish synchronously');
  return [...headers];
}

import { randomUUID } from 'node:crypto';
import type { Middleware } from 'koa';
import type { Logger } from 'pino';
import type { State } from '../http/context.ts';

const REQUEST_ID = /^[\w.-]{1,100}$/;

/**
 * Gives every request an id (kept from a trusted X-Request-Id) and logs one line when it ends: method, path
 * without the query string, status and duration. Bodies, cookies and headers are never logged.
 */
export function requestContext(logger: Logger): Middleware<State> {
  return async (ctx, next) => {
    const incoming = ctx.get('x-request-id');
    const id = REQUEST_ID.test(incoming) ? incoming : randomUUID();
    ctx.state.requestId = id;
    // Most requests never log anything of their own: the child logger is made on first use only.
    let log: Logger | undefined;
    Object.defineProperty(ctx.state, 'log', {
      get: () => (log ??= logger.child({ reqId: id })),
      configurable: true,
      enumerable: true,
    });
    ctx.set('X-Request-Id', id);
    const started = performance.now();
    try {
      await next();
    } finally {
      const status = ctx.status;
      const line = {
        reqId: id,
        method: ctx.method,
        path: ctx.path,
        status,
        ms: Math.round(performance.now() - started),
        user: ctx.state.user?.id,
      };
      if (status >= 500) logger.error(line, 'request failed');
      else logger.info(line, 'request');
    }
  };
}

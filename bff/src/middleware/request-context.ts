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
    ctx.state.log = logger.child({ reqId: id });
    ctx.set('X-Request-Id', id);
    const started = performance.now();
    try {
      await next();
    } finally {
      const status = ctx.status;
      const line = {
        method: ctx.method,
        path: ctx.path,
        status,
        ms: Math.round(performance.now() - started),
        user: ctx.state.user?.id,
      };
      if (status >= 500) ctx.state.log.error(line, 'request failed');
      else ctx.state.log.info(line, 'request');
    }
  };
}

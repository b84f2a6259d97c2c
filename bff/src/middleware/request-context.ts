import { randomUUID } from 'node:crypto';
import type { Middleware } from 'koa';
import type { Logger } from 'pino';
import type { State } from '../http/context.ts';

const REQUEST_ID = /^[\w.-]{1,100}$/;

/**
 * What a request starts with on ctx.state: its id, and its logger. Most requests never log anything of their
 * own, so the child logger is made on first use only; the getter lives on the class rather than being defined,
 * with a closure of its own, on every request's state.
 */
class RequestState {
  readonly requestId: string;
  readonly #logger: Logger;
  #child: Logger | undefined;

  constructor(requestId: string, logger: Logger) {
    this.requestId = requestId;
    this.#logger = logger;
  }

  get log(): Logger {
    this.#child ??= this.#logger.child({ reqId: this.requestId });
    return this.#child;
  }
}

/**
 * Gives every request an id (kept from a trusted X-Request-Id) and logs one line when it ends: method, path
 * without the query string, status and duration. Bodies, cookies and headers are never logged.
 */
export function requestContext(logger: Logger): Middleware<State> {
  return async (ctx, next) => {
    const incoming = ctx.get('x-request-id');
    const id = REQUEST_ID.test(incoming) ? incoming : randomUUID();
    ctx.state = new RequestState(id, logger) as unknown as State;
    ctx.set('X-Request-Id', id);
    const started = performance.now();
    try {
      await next();
    } finally {
      const status = ctx.status;
      const level = status >= 500 ? 'error' : 'info';
      // The line is only put together when it is written.
      if (logger.isLevelEnabled(level)) {
        const line = {
          reqId: id,
          method: ctx.method,
          path: ctx.path,
          status,
          ms: Math.round(performance.now() - started),
          user: ctx.state.user?.id,
        };
        if (level === 'error') logger.error(line, 'request failed');
        else logger.info(line, 'request');
      }
    }
  };
}

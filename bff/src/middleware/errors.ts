import type { Middleware } from 'koa';
import { STATUS_BY_CODE, errorBody, toAppError } from '../http-errors.ts';
import type { State } from '../http/context.ts';

/** Every failure answers `{ message, issues? }` with the status of its code; defects are logged, not shown. */
export function errorHandler(): Middleware<State> {
  return async (ctx, next) => {
    try {
      await next();
      if (ctx.status === 404 && ctx.body === undefined && ctx.path.startsWith('/api')) {
        ctx.status = 404;
        ctx.body = { message: 'Not found' };
      }
    } catch (error) {
      const { appError, foreign } = toAppError(error, ctx.state.uploadField);
      if (foreign || appError.code === 'internal') {
        ctx.state.log?.error({ err: error }, 'unhandled error');
      } else if (appError.code === 'unavailable') {
        ctx.state.log?.warn({ err: { message: (error as Error).message } }, 'database unavailable');
      }
      ctx.status = STATUS_BY_CODE[appError.code];
      ctx.body = errorBody(appError);
      if (appError.code === 'rate_limited') ctx.set('Retry-After', String(15 * 60));
    }
  };
}

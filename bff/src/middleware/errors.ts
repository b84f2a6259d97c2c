import { STATUS_CODES } from 'node:http';
import type { Middleware } from 'koa';
import { STATUS_BY_CODE, errorBody, toAppError } from '../http-errors.ts';
import type { State } from '../http/context.ts';

const STATUS_MESSAGES = STATUS_CODES as Record<number, string | undefined>;

const isApi = (path: string) => path === '/api' || path.startsWith('/api/');

/** Every failure answers `{ code, message, issues? }` with the status of its kind; defects are logged, not shown. */
export function errorHandler(): Middleware<State> {
  return async (ctx, next) => {
    try {
      await next();
      // Whatever answered an /api error without a JSON body (unknown route, 405 from allowedMethods), the
      // contract's error shape holds.
      const status = ctx.status;
      if (status >= 400 && isApi(ctx.path) && (ctx.body === undefined || ctx.body === null || typeof ctx.body === 'string')) {
        ctx.body = {
          code: status === 404 ? 'not_found' : status === 405 ? 'method_not_allowed' : 'failed',
          message: status === 404 ? 'Not found' : (STATUS_MESSAGES[status] ?? 'Request failed'),
        };
        ctx.status = status;
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

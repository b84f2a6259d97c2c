import { AppError } from '@workbench/core';
import type { Middleware } from 'koa';
import type { State } from '../http/context.ts';

const WITH_BODY = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Bodies are JSON, or multipart for uploads. Anything else (form posts, text/plain: the kinds a foreign page
 * can send without a preflight) is refused with 415 instead of being read as an empty body.
 */
export const jsonOrMultipartOnly: Middleware<State> = (ctx, next) => {
  if (!WITH_BODY.has(ctx.method)) return next();
  const hasBody = Number(ctx.get('content-length') || 0) > 0 || !!ctx.get('transfer-encoding');
  if (hasBody && !ctx.is('application/json', '+json', 'multipart/form-data')) {
    throw new AppError('unsupported', 'Send the body as JSON (or multipart/form-data for files)');
  }
  return next();
};

import { AppError } from '@workbench/core';
import type { Middleware } from 'koa';
import type { State } from '../http/context.ts';
import { RememberedAnswers } from '../http/remembered-answers.ts';

const WITH_BODY = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Bodies are JSON, or multipart for uploads. Anything else (form posts, text/plain: the kinds a foreign page
 * can send without a preflight) is refused with 415 instead of being read as an empty body.
 */
export const jsonOrMultipartOnly: Middleware<State> = (ctx, next) => {
  if (!WITH_BODY.has(ctx.method)) return next();
  const headers = ctx.req.headers;
  const hasBody = Number(headers['content-length'] || 0) > 0 || !!headers['transfer-encoding'];
  if (hasBody && !acceptedType(ctx)) {
    throw new AppError('unsupported', 'Send the body as JSON (or multipart/form-data for files)');
  }
  return next();
};

// With a body, the verdict depends on the Content-Type header alone, and clients send a few values of it:
// each is matched against the media types once instead of being parsed again on every request.
const verdicts = new RememberedAnswers<boolean>();

function acceptedType(ctx: Parameters<typeof jsonOrMultipartOnly>[0]): boolean {
  const type = ctx.req.headers['content-type'] ?? '';
  return verdicts.get(type, () => Boolean(ctx.is('application/json', '+json', 'multipart/form-data'))) === true;
}

import { AppError } from '@workbench/core';
import type { Middleware } from 'koa';
import type { State } from '../http/context.ts';

export const NUL_MESSAGE = 'Text must not contain the NUL character (\\u0000)';

function findNul(value: unknown, path: string, depth = 0): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path : null;
  if (depth > 20 || value === null || typeof value !== 'object') return null;
  for (const [key, inner] of Object.entries(value)) {
    if (key.includes('\u0000')) return path ? `${path}.${key}` : key;
    const found = findNul(inner, path ? `${path}.${key}` : key, depth + 1);
    if (found !== null) return found;
  }
  return null;
}

/**
 * PostgreSQL text cannot hold U+0000; JSON and a percent-encoded query string (`%00`) can. Such a query
 * parameter or body is refused as invalid input here instead of failing deep in the database.
 */
export const rejectNulText: Middleware<State> = (ctx, next) => {
  const path = findNul(ctx.query, '') ?? findNul(ctx.request.body, '');
  if (path !== null) throw AppError.invalid(NUL_MESSAGE, [{ path, message: NUL_MESSAGE }]);
  return next();
};

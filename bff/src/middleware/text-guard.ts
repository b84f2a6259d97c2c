import { AppError } from '@workbench/core';
import type { Middleware } from 'koa';
import type { State } from '../http/context.ts';

export const NUL_MESSAGE = 'Text must not contain the NUL character (\\u0000)';

/** The keys from the outermost to the one holding the NUL, joined with dots as the path. */
function findNul(value: unknown, depth = 0): string[] | null {
  if (typeof value === 'string') return value.includes('\u0000') ? [] : null;
  if (depth > 20 || value === null || typeof value !== 'object') return null;
  for (const [key, inner] of Object.entries(value)) {
    if (key.includes('\u0000')) return [key];
    // The path is only spelled out for the value that has the NUL, not for every key on the way to none.
    const found = findNul(inner, depth + 1);
    if (found !== null) {
      found.push(key);
      return found;
    }
  }
  return null;
}

const pathOf = (keys: string[] | null) => (keys === null ? null : keys.reverse().join('.'));

/**
 * A JSON text can only put a NUL into its strings or keys as the escape `\u0000` (JSON.parse refuses the raw
 * character), so a body parsed from text without that escape holds none and need not be walked.
 */
function mayHoldNul(ctx: { request: { body?: unknown; rawBody?: unknown } }): boolean {
  const raw = ctx.request.rawBody;
  return typeof raw !== 'string' || raw.includes('\\u0000');
}

/**
 * PostgreSQL text cannot hold U+0000; JSON and a percent-encoded query string (`%00`) can. Such a query
 * parameter or body is refused as invalid input here instead of failing deep in the database.
 */
export const rejectNulText: Middleware<State> = (ctx, next) => {
  const path = (ctx.querystring === '' ? null : pathOf(findNul(ctx.query))) ?? (mayHoldNul(ctx) ? pathOf(findNul(ctx.request.body)) : null);
  if (path !== null) throw AppError.invalid(NUL_MESSAGE, [{ path, message: NUL_MESSAGE }]);
  return next();
};

import { AppError } from '@workbench/core';
import type { Middleware } from 'koa';
import type { State } from '../http/context.ts';
import { RememberedAnswers } from '../http/remembered-answers.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function hostOf(url: string): string | null {
  try {
    return new URL(url).host.toLowerCase();
  } catch {
    return null;
  }
}

/**
 * Refuses state-changing requests another site's page makes with the user's cookie: a browser always sends
 * Origin (or at least Referer) on such requests, and it must name this host. Requests with neither header
 * come from non-browser clients, which cannot ride on a victim's cookie.
 */
export function originCheck(): Middleware<State> {
  // A browser sends the same Origin on every request of a page: its host is parsed out once, not per request.
  const hosts = new RememberedAnswers<string | null>();
  const hostOfSource = (source: string) => hosts.get(source, () => hostOf(source));
  return (ctx, next) => {
    if (!SAFE_METHODS.has(ctx.method)) {
      const origin = ctx.get('origin');
      const referer = ctx.get('referer');
      const source = origin && origin !== 'null' ? origin : referer;
      if (origin === 'null' || (source && hostOfSource(source) !== ctx.host.toLowerCase())) {
        throw AppError.forbidden('Cross-site request refused');
      }
    }
    return next();
  };
}

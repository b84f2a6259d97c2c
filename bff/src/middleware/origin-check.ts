import { AppError } from '@workbench/core';
import type { Middleware } from 'koa';
import type { State } from '../http/context.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Origins (and Referers) whose host is kept; past this the memory starts again, since a request may send any. */
const REMEMBERED_SOURCES = 100;

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
  const hosts = new Map<string, string | null>();
  const hostOfSource = (source: string) => {
    let host = hosts.get(source);
    if (host === undefined) {
      host = hostOf(source);
      if (hosts.size >= REMEMBERED_SOURCES) hosts.clear();
      hosts.set(source, host);
    }
    return host;
  };
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

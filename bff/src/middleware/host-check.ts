import { AppError } from '@workbench/core';
import type { Middleware } from 'koa';
import type { Config } from '../config.ts';
import { isAllowedHost } from '../http/public-url.ts';
import type { State } from '../http/context.ts';

export const UNKNOWN_HOST_MESSAGE = 'This server does not answer for that host name';

/** Liveness and readiness carry no data and build no links: a probe may name the instance any way it can. */
const PROBES = new Set(['/healthz', '/readyz']);

const REMEMBERED_HOSTS = 100;

/**
 * Refuses (400) a request whose host (the Host header, or X-Forwarded-Host when the proxy is trusted) is not
 * one this installation answers for, before a session is read or anything is served. A page on a name that
 * resolves here by accident or by DNS rebinding gets nothing.
 */
export function hostCheck(config: Pick<Config, 'allowedHosts'>): Middleware<State> {
  // The allowed names are fixed once the app is made, and clients use a few names: each verdict is worked out
  // once. Only so many are kept, since a request may name any host it likes.
  const verdicts = new Map<string, boolean>();
  return (ctx, next) => {
    if (!PROBES.has(ctx.path)) {
      const host = ctx.host;
      let allowed = verdicts.get(host);
      if (allowed === undefined) {
        allowed = isAllowedHost(config, host);
        if (verdicts.size < REMEMBERED_HOSTS) verdicts.set(host, allowed);
      }
      if (!allowed) throw AppError.invalid(UNKNOWN_HOST_MESSAGE);
    }
    return next();
  };
}

import { AppError } from '@workbench/core';
import type { Middleware } from 'koa';
import type { Config } from '../config.ts';
import { isAllowedHost } from '../http/public-url.ts';
import type { State } from '../http/context.ts';
import { RememberedAnswers } from '../http/remembered-answers.ts';

export const UNKNOWN_HOST_MESSAGE = 'This server does not answer for that host name';

/** Liveness and readiness carry no data and build no links: a probe may name the instance any way it can. */
const PROBES = new Set(['/healthz', '/readyz']);

/**
 * Refuses (400) a request whose host (the Host header, or X-Forwarded-Host when the proxy is trusted) is not
 * one this installation answers for, before a session is read or anything is served. A page on a name that
 * resolves here by accident or by DNS rebinding gets nothing.
 */
export function hostCheck(config: Pick<Config, 'allowedHosts'>): Middleware<State> {
  // The allowed names are fixed once the app is made, and clients use a few names: each verdict is worked out
  // once. Only so many are kept, since a request may name any host it likes.
  const verdicts = new RememberedAnswers<boolean>();
  return (ctx, next) => {
    if (!PROBES.has(ctx.path)) {
      const host = ctx.host;
      if (!verdicts.get(host, () => isAllowedHost(config, host))) throw AppError.invalid(UNKNOWN_HOST_MESSAGE);
    }
    return next();
  };
}

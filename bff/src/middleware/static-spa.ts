import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Middleware } from 'koa';
import send from 'koa-send';
import type { State } from '../http/context.ts';

/**
 * Serves the built web app from `root`: real files as they are (hashed assets cached for a year), and
 * index.html for any other GET outside /api, so the SPA's router handles deep links.
 */
export function staticSpa(root: string): Middleware<State> | null {
  if (!existsSync(join(root, 'index.html'))) return null;
  return async (ctx, next) => {
    if ((ctx.method !== 'GET' && ctx.method !== 'HEAD') || ctx.path === '/api' || ctx.path.startsWith('/api/')) {
      return next();
    }
    const isAsset = ctx.path.startsWith('/assets/');
    try {
      const served = await send(ctx as never, ctx.path, {
        root,
        index: 'index.html',
        maxage: isAsset ? 365 * 24 * 60 * 60 * 1000 : 0,
        immutable: isAsset,
      });
      if (served) return;
    } catch (error) {
      const status = (error as { status?: number }).status;
      if (status !== 404 && status !== 400) throw error;
    }
    if (isAsset) return next();
    ctx.set('Cache-Control', 'no-cache');
    await send(ctx as never, 'index.html', { root });
  };
}

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
    if (climbsOut(ctx.path)) {
      ctx.status = 404;
      ctx.body = 'Not found';
      return;
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
      // 403 is koa-send's word for a path outside the root; the check above should have stopped it first.
      if (status === 403) {
        ctx.status = 404;
        ctx.body = 'Not found';
        return;
      }
      if (status !== 404 && status !== 400) throw error;
    }
    if (isAsset) return next();
    ctx.set('Cache-Control', 'no-cache');
    await send(ctx as never, 'index.html', { root });
  };
}

/**
 * A path that, once percent-decoded, has a `..` segment (with `/` or a backslash as separators) or a NUL byte
 * could name a file outside the web app. Such paths are never a page of the app: they answer 404.
 */
function climbsOut(path: string): boolean {
  let decoded: string;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    return false; // broken percent-encoding names no file; the app shell answers it
  }
  return decoded.includes('\0') || decoded.split(/[\\/]/).includes('..');
}

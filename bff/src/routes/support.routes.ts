import { assertFirmStaff, contactAdministrator } from '@workbench/core';
import bff from '../../package.json' with { type: 'json' };
import type { Services } from '../services.ts';
import { actor, body, newRouter } from '../http/router.ts';
import { requireUser } from '../middleware/auth.ts';

/** The running release: set by the installation (WORKBENCH_VERSION), else the bff's own version. */
const VERSION = process.env.WORKBENCH_VERSION ?? bff.version;

/**
 * Support: the system status panel for the firm's staff (what /readyz reports, with the version), and
 * "Contact the administrator" through the outbox for anyone signed in.
 */
export function supportRoutes(services: Services) {
  const router = newRouter('/support');

  router.get('/status', requireUser, async (ctx) => {
    assertFirmStaff(actor(ctx));
    const checkedAt = services.clock.now().toISOString();
    let database: 'up' | 'down' = 'up';
    try {
      await services.database.check();
    } catch {
      database = 'down';
    }
    const [backlog, model] = await Promise.all([
      services.outbox.backlog().catch(() => null),
      services.extractor.modelState().catch(() => null),
    ]);
    ctx.body = {
      version: VERSION,
      checkedAt,
      database,
      mail: { smtpConfigured: services.config.smtpUrl !== null, backlog },
      model,
    };
  });

  router.post('/contact', requireUser, async (ctx) => {
    ctx.status = 202;
    ctx.body = await contactAdministrator(services)(actor(ctx), body(ctx));
  });

  return router;
}

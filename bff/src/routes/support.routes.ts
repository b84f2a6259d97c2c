import { support } from '@workbench/contract';
import { assertFirmStaff, contactAdministrator, type SupportStatus, type User } from '@workbench/core';
import bff from '../../package.json' with { type: 'json' };
import type { Services } from '../services.ts';
import { mount } from '../http/mount.ts';
import { newRouter } from '../http/router.ts';

/** The running release: set by the installation (WORKBENCH_VERSION), else the bff's own version. */
const VERSION = process.env.WORKBENCH_VERSION ?? bff.version;

/** What /readyz reports, with the version: each part that does not answer is down or unknown (null), never an error. */
async function supportStatus(services: Services, actor: User): Promise<SupportStatus> {
  assertFirmStaff(actor);
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
  return { version: VERSION, checkedAt, database, mail: { smtpConfigured: services.config.smtpUrl !== null, backlog }, model };
}

/**
 * Support: the system status panel for the firm's staff (what /readyz reports, with the version), and
 * "Contact the administrator" through the outbox for anyone signed in.
 */
export function supportRoutes(services: Services) {
  const router = newRouter();
  mount(
    router,
    support,
    {
      getSupportStatus: (_input, { actor }) => supportStatus(services, actor),
      contactAdministrator: ({ body }, { actor }) => contactAdministrator(services)(actor, body),
    },
    { checkAnswers: services.config.checkAnswers },
  );
  return router;
}

import { health } from '@workbench/contract';
import { UNAVAILABLE_MESSAGE } from '@workbench/adapters/postgres/index.ts';
import { AppError } from '@workbench/core';
import type { Services } from '../services.ts';
import { mount } from '../http/mount.ts';
import { newRouter } from '../http/router.ts';

/**
 * Liveness and readiness. Readiness fails only when the database does not answer; the mail outbox and the local
 * model are reported beside it, so an operator sees mail piling up or a model that cannot be used without the
 * instance being taken out of rotation for it.
 */
export function healthRoutes(services: Services) {
  const router = newRouter();
  mount(
    router,
    health,
    {
      liveness: () => ({ status: 'ok' as const }),
      readiness: async () => {
        try {
          await services.database.check();
          const [backlog, model] = await Promise.all([services.outbox.backlog(), services.extractor.modelState()]);
          return { status: 'ready' as const, model, outbox: { smtpConfigured: services.config.smtpUrl !== null, ...backlog } };
        } catch {
          throw new AppError('unavailable', UNAVAILABLE_MESSAGE);
        }
      },
    },
    { checkAnswers: services.config.checkAnswers },
  );
  return router;
}

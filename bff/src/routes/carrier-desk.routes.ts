import { answerAsCarrier, carrierDesk, carrierDeskMessages, carrierDeskSubmission, quoteAsCarrier, writeAsCarrier } from '@workbench/core';
import type { Services } from '../services.ts';
import { actor, body, newRouter } from '../http/router.ts';
import { requireUser } from '../middleware/auth.ts';

/**
 * A carrier's underwriter's desk: the submissions marketed to their carrier, what was sent with each, their
 * answers (a quote, an indication, a decline) and their own market's thread with the broker. Core's
 * assertCarrierUnderwriter admits them alone.
 */
export function carrierDeskRoutes(services: Services) {
  const router = newRouter('/carrier-desk/submissions');
  router.use(requireUser);
  router.get('/', async (ctx) => {
    ctx.body = await carrierDesk(services)(actor(ctx));
  });
  router.get('/:id', async (ctx) => {
    ctx.body = await carrierDeskSubmission(services)(actor(ctx), ctx.params.id!);
  });
  router.post('/:id/quotes', async (ctx) => {
    ctx.status = 201;
    ctx.body = await quoteAsCarrier(services)(actor(ctx), ctx.params.id!, body(ctx));
  });
  router.post('/:id/answer', async (ctx) => {
    ctx.body = await answerAsCarrier(services)(actor(ctx), ctx.params.id!, body(ctx));
  });
  router.get('/:id/messages', async (ctx) => {
    ctx.body = await carrierDeskMessages(services)(actor(ctx), ctx.params.id!);
  });
  router.post('/:id/messages', async (ctx) => {
    ctx.status = 201;
    ctx.body = await writeAsCarrier(services)(actor(ctx), ctx.params.id!, body(ctx));
  });
  return router;
}

import { carrierDesk as desk } from '@workbench/contract';
import { answerAsCarrier, carrierDesk, carrierDeskMessages, carrierDeskSubmission, quoteAsCarrier, writeAsCarrier } from '@workbench/core';
import type { Services } from '../services.ts';
import { mount } from '../http/mount.ts';
import { newRouter } from '../http/router.ts';

/**
 * A carrier's underwriter's desk: the submissions marketed to their carrier, what was sent with each, their
 * answers (a quote, an indication, a decline) and their own market's thread with the broker. Core's
 * CARRIER_UNDERWRITERS audience admits them alone.
 */
export function carrierDeskRoutes(services: Services) {
  const router = newRouter();
  mount(
    router,
    desk,
    {
      listCarrierDesk: (_input, { actor }) => carrierDesk(services)(actor),
      getCarrierDeskSubmission: ({ params }, { actor }) => carrierDeskSubmission(services)(actor, params.id),
      quoteAsCarrier: ({ params, body }, { actor }) => quoteAsCarrier(services)(actor, params.id, body),
      answerAsCarrier: ({ params, body }, { actor }) => answerAsCarrier(services)(actor, params.id, body),
      carrierDeskMessages: ({ params }, { actor }) => carrierDeskMessages(services)(actor, params.id),
      writeAsCarrier: ({ params, body }, { actor }) => writeAsCarrier(services)(actor, params.id, body),
    },
    { checkAnswers: services.config.checkAnswers },
  );
  return router;
}

import {
  CARRIER_UNDERWRITERS,
  CarrierAnswerSchema,
  CarrierDeskSchema,
  CarrierDeskSubmissionSchema,
  MarketMessageSchema,
  MarketQuoteSchema,
  MessageListSchema,
  MessageSchema,
} from '@workbench/core';
import { endpoint } from './endpoint.ts';

/**
 * A carrier's underwriter's desk: the submissions marketed to their carrier, what was sent with each, their
 * answers (a quote, an indication, a decline) and their own market's thread with the broker. A submission not
 * sent to the carrier answers 404, as one that does not exist.
 */
export const carrierDesk = {
  listCarrierDesk: endpoint({
    method: 'GET',
    path: '/carrier-desk/submissions',
    who: CARRIER_UNDERWRITERS,
    summary: "The submissions sent to the underwriter's carrier, the most recently sent first (at most 500)",
    tag: 'Placement',
    ok: [200, CarrierDeskSchema],
    errors: [],
  }),
  getCarrierDeskSubmission: endpoint({
    method: 'GET',
    path: '/carrier-desk/submissions/:id',
    who: CARRIER_UNDERWRITERS,
    summary: "What was sent to the underwriter's carrier on the submission, and its own market and quotes (404 unless sent to it)",
    tag: 'Placement',
    ok: [200, CarrierDeskSubmissionSchema],
    errors: [404],
  }),
  quoteAsCarrier: endpoint({
    method: 'POST',
    path: '/carrier-desk/submissions/:id/quotes',
    who: CARRIER_UNDERWRITERS,
    summary: "Quote on the carrier's own market, with its terms; the broker's market row is quoted at once",
    tag: 'Placement',
    body: MarketQuoteSchema,
    ok: [201, CarrierDeskSubmissionSchema],
    errors: [400, 404, 409],
    example: {
      premium: 15000,
      taxes: 200,
      fees: 50,
      terms: [{ coverage: 'Building', limit: 1_000_000, deductible: 5000 }],
      subjectivities: ['Survey within 30 days'],
      validUntil: '2030-06-30',
    },
  }),
  answerAsCarrier: endpoint({
    method: 'POST',
    path: '/carrier-desk/submissions/:id/answer',
    who: CARRIER_UNDERWRITERS,
    summary: "Give an indication, or decline with a reason, on the carrier's own market",
    tag: 'Placement',
    body: CarrierAnswerSchema,
    ok: [200, CarrierDeskSubmissionSchema],
    errors: [400, 404, 409],
    example: { status: 'declined', reason: 'Outside our appetite' },
  }),
  carrierDeskMessages: endpoint({
    method: 'GET',
    path: '/carrier-desk/submissions/:id/messages',
    who: CARRIER_UNDERWRITERS,
    summary: "The thread of the carrier's own market with the broker, newest first; never another market's, the client's or internal",
    tag: 'Placement',
    ok: [200, MessageListSchema],
    errors: [404],
  }),
  writeAsCarrier: endpoint({
    method: 'POST',
    path: '/carrier-desk/submissions/:id/messages',
    who: CARRIER_UNDERWRITERS,
    summary:
      "Write on the carrier's own market's thread, to the broker who sent the package; the submission's followers are told, and the broker sees it on the market's row",
    tag: 'Placement',
    body: MarketMessageSchema,
    ok: [201, MessageSchema],
    errors: [400, 404],
    example: { subject: 'Roof survey', content: 'Is the roof survey of the main location enclosed?' },
  }),
} as const;

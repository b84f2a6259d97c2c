import * as v from 'valibot';
import { nullableDate, nullableNumber, nullableText, objectSchema, requiredText } from '../shared/validation.ts';
import { MANUAL_MARKET_STATUSES } from './rules.ts';
import { CLIENT_CONFIRMATION_LABELS, CLIENT_WORD_CONFIRMATIONS, MARKET_STATUS_LABELS } from './entities.ts';

/** The most carriers one submission is taken to at once, and the most options one proposal offers. */
export const MAX_MARKETS_AT_ONCE = 20;
export const MAX_PROPOSAL_OPTIONS = 5;
export const MAX_PACKAGE_DOCUMENTS = 20;

const anId = (message: string) => requiredText(message, 'Id', 100);

/** POST /api/submissions/{id}/markets: the carriers chosen from the directory. */
export const ChooseMarketsSchema = objectSchema({
  carrierIds: v.pipe(
    v.array(anId('Choose a carrier'), 'Carriers must be a list'),
    v.minLength(1, 'Choose at least one carrier'),
    v.maxLength(MAX_MARKETS_AT_ONCE, `Choose at most ${MAX_MARKETS_AT_ONCE} carriers at once`),
  ),
});

const manualLabels = MANUAL_MARKET_STATUSES.map((s) => MARKET_STATUS_LABELS[s]).join(', ');

/** PATCH /api/submissions/{id}/markets/{marketId}: an answer recorded by hand; a decline needs its reason. */
export const MarketAnswerSchema = v.pipe(
  objectSchema({
    status: v.picklist(MANUAL_MARKET_STATUSES, `Status must be one of ${manualLabels}`),
    reason: v.optional(nullableText('Reason', 1000), null),
  }),
  v.forward(
    v.check((a) => a.status !== 'declined' || !!a.reason, 'Say why the carrier declined'),
    ['reason'],
  ),
);
export type MarketAnswer = v.InferOutput<typeof MarketAnswerSchema>;

/** The answers a carrier's underwriter gives on their own market besides a quote. */
export const CARRIER_ANSWER_STATUSES = ['indicated', 'declined'] as const;

/** POST /api/carrier-desk/submissions/{id}/answer: an indication, or a decline with its reason. */
export const CarrierAnswerSchema = v.pipe(
  objectSchema({
    status: v.picklist(CARRIER_ANSWER_STATUSES, 'Status must be one of Indicated, Declined'),
    reason: v.optional(nullableText('Reason', 1000), null),
  }),
  v.forward(
    v.check((a) => a.status !== 'declined' || !!a.reason, 'Say why you decline'),
    ['reason'],
  ),
);

/** PUT /api/submissions/{id}/markets/{marketId}/chase: the day to chase the carrier by; null clears it. */
export const ChaseBySchema = objectSchema({ chaseBy: nullableDate('Chase by') });

/** POST /api/submissions/{id}/markets/{marketId}/send: the cover note and the documents to send. */
export const SendPackageSchema = objectSchema({
  coverNote: requiredText('Write a cover note', 'Cover note', 5000),
  documentIds: v.optional(
    v.pipe(
      v.array(anId('Choose a document'), 'Documents must be a list'),
      v.maxLength(MAX_PACKAGE_DOCUMENTS, `Send at most ${MAX_PACKAGE_DOCUMENTS} documents`),
    ),
    [],
  ),
});
export type PackageInput = v.InferOutput<typeof SendPackageSchema>;

const money = (label: string) =>
  v.pipe(
    v.optional(nullableNumber(label, { min: 0, max: 1e12 }), null),
    v.transform((n) => n ?? 0),
  );

const QuoteTermSchema = objectSchema({
  coverage: requiredText('Name the coverage', 'Coverage', 200),
  limit: v.optional(nullableNumber('Limit', { min: 0, max: 1e12 }), null),
  deductible: v.optional(nullableNumber('Deductible', { min: 0, max: 1e12 }), null),
});

/** POST /api/submissions/{id}/markets/{marketId}/quotes: the carrier's quote with its terms. */
export const MarketQuoteSchema = objectSchema({
  premium: v.pipe(
    v.optional(nullableNumber('Premium', { min: 0, max: 1e12 }), null),
    v.check((n) => n !== null, 'Premium is required'),
    v.transform((n) => n as number),
  ),
  taxes: money('Taxes'),
  fees: money('Fees'),
  commissionRate: v.optional(
    nullableNumber('Commission', { min: 0, max: 100, rangeMessage: 'Commission must be between 0 and 100%' }),
    null,
  ),
  terms: v.optional(v.pipe(v.array(QuoteTermSchema, 'Terms must be a list'), v.maxLength(50, 'At most 50 coverages')), []),
  subjectivities: v.optional(
    v.pipe(
      v.array(requiredText('A subjectivity cannot be blank', 'Subjectivity', 500), 'Subjectivities must be a list'),
      v.maxLength(50, 'At most 50 subjectivities'),
    ),
    [],
  ),
  validUntil: v.optional(nullableDate('Valid until'), null),
});
export type MarketQuoteInput = v.InferOutput<typeof MarketQuoteSchema>;

/** POST /api/submissions/{id}/proposals: the quotes to offer the client. */
export const NewProposalSchema = objectSchema({
  quoteIds: v.pipe(
    v.array(anId('Choose a quote'), 'Options must be a list'),
    v.minLength(1, 'Choose at least one quote to propose'),
    v.maxLength(MAX_PROPOSAL_OPTIONS, `Propose at most ${MAX_PROPOSAL_OPTIONS} options`),
    v.check((ids) => new Set(ids).size === ids.length, 'Choose each quote once'),
  ),
  message: v.optional(nullableText('Message', 2000), null),
});

/** POST /api/submissions/{id}/proposals/{proposalId}/choice: the option the client takes. */
export const ProposalChoiceSchema = objectSchema({ quoteId: anId('Choose an option') });

const confirmationLabels = CLIENT_WORD_CONFIRMATIONS.map((c) => CLIENT_CONFIRMATION_LABELS[c].replace("On the client's word, ", '')).join(
  ', ',
);

/**
 * POST /api/submissions/{id}/bind: the quote to bind (the client's chosen option when left out), the policy
 * period (from today for a year when left out), and, when the client did not choose it in the portal, how
 * they gave their word.
 */
export const BindSchema = v.pipe(
  objectSchema({
    quoteId: v.optional(anId('Choose the quote to bind')),
    effectiveDate: v.optional(nullableDate('Inception date'), null),
    expirationDate: v.optional(nullableDate('Expiry date'), null),
    confirmation: v.optional(
      v.nullable(v.picklist(CLIENT_WORD_CONFIRMATIONS, `Say how the client confirmed: ${confirmationLabels}`)),
      null,
    ),
    confirmationNote: v.optional(nullableText('Confirmation note', 1000), null),
  }),
  v.forward(
    v.check(
      (b) => !b.effectiveDate || !b.expirationDate || b.expirationDate > b.effectiveDate,
      'The expiry date must be after the inception date',
    ),
    ['expirationDate'],
  ),
);
export type BindInput = v.InferOutput<typeof BindSchema>;

/** A message on one market's thread: what it says, and a subject when the writer gives one. */
export const MarketMessageSchema = objectSchema({
  subject: v.optional(requiredText('Subject is required', 'Subject', 200)),
  content: requiredText('Message content is required', 'Message', 20_000),
});
export type MarketMessageInput = v.InferOutput<typeof MarketMessageSchema>;

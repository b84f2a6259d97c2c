import * as v from 'valibot';
import { nullableDate, nullableNumber, nullableText, objectSchema, requiredText } from '../shared/validation.ts';
import { MANUAL_MARKET_STATUSES } from './rules.ts';
import { PRODUCTS } from '../submissions/index.ts';
import {
  CLIENT_CONFIRMATION_LABELS,
  CLIENT_CONFIRMATIONS,
  CLIENT_WORD_CONFIRMATIONS,
  MARKET_STATUS_LABELS,
  MARKET_STATUSES,
  PROPOSAL_STATUSES,
} from './entities.ts';

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
export type CarrierAnswer = v.InferOutput<typeof CarrierAnswerSchema>;

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

// The placement as the API answers it. Each shape is the one place its fields are written: the entity types are
// read from these, and the API's description is made from them.

const id = v.pipe(v.string(), v.uuid());
const timestamp = v.pipe(v.string(), v.isoTimestamp());
const day = v.pipe(v.string(), v.isoDate());
const amount = v.pipe(v.number(), v.minValue(0));

/** A limit and deductible the quote offers for one coverage. */
export const QuoteTermShape = v.object({
  coverage: v.string(),
  limit: v.nullable(v.number()),
  deductible: v.nullable(v.number()),
});

/** A carrier's quote on a market, with everything the comparison and the proposal show. */
export const MarketQuoteShape = v.object({
  id,
  marketId: id,
  carrierId: id,
  carrier: v.string(),
  /** The annual premium before taxes and fees. */
  premium: amount,
  taxes: amount,
  fees: amount,
  /** The broker's commission, as a percentage of the premium. */
  commissionRate: v.nullable(v.number()),
  terms: v.array(QuoteTermShape),
  subjectivities: v.array(v.string()),
  validUntil: v.nullable(day),
  /** The quote row's own status (Pending until the quote is bound, then Approved). */
  status: v.string(),
});

/**
 * A package sent to the carrier: the cover note and every file that went with it, the chosen documents
 * of the submission (with their id) and the schedule files written for the send (id null: they are not
 * kept as documents, the schedule may change after).
 */
export const MarketSendShape = v.object({
  id,
  to: v.string(),
  subject: v.string(),
  coverNote: v.string(),
  documents: v.pipe(
    v.array(v.object({ id: v.nullable(id), filename: v.string() })),
    v.description('Every file the package carried: the chosen documents, then the schedule files written for it (id null)'),
  ),
  sentBy: v.string(),
  /** The account that sent it; null for sends recorded before accounts were kept, or a removed account. */
  sentById: v.pipe(v.nullable(id), v.description('The account that sent it; null for older sends')),
  sentAt: timestamp,
});

export const MarketSchema = v.object({
  id,
  submissionId: id,
  carrierId: id,
  carrier: v.string(),
  /** Where the package goes: the first of the carrier's contacts with an address; null when none has one. */
  carrierEmail: v.nullable(v.string()),
  status: v.picklist(MARKET_STATUSES),
  /** Why the carrier declined; null unless declined. */
  declineReason: v.nullable(v.string()),
  /** The day the broker means to chase the carrier by: a task is raised when it is still asked then. */
  chaseBy: v.pipe(v.nullable(day), v.description('The day a task is raised for the broker if the carrier is still asked')),
  /** The chase task raised for chaseBy, closed when the carrier answers; null before one is raised. */
  chaseTaskId: v.pipe(v.nullable(id), v.description('The chase task raised for chaseBy; closed when the carrier answers')),
  quotes: v.array(MarketQuoteShape),
  sends: v.array(MarketSendShape),
  createdAt: timestamp,
  updatedAt: timestamp,
});

/** A carrier as the broker sees it while choosing markets: its appetite and how it did on this product. */
export const MarketCandidateSchema = v.object({
  carrierId: id,
  name: v.string(),
  /** The carrier's notes for this product, then its general one. */
  appetite: v.array(v.string()),
  /** Its quotes and bound share on this product; hitRatio null before its first quote on it. */
  productQuotes: v.pipe(v.number(), v.integer(), v.minValue(0)),
  productHitRatio: v.nullable(v.number()),
  hitRatio: v.nullable(v.number()),
  hasEmail: v.boolean(),
  /** Already one of this submission's markets. */
  marketed: v.boolean(),
});

/** GET /api/submissions/{id}/market-candidates: the active carriers to choose from. */
export const MarketCandidateListSchema = v.array(MarketCandidateSchema);

/** A quote as the proposal put it before the client, copied so the offer stays what was sent. */
export const ProposalOptionShape = v.object({
  quoteId: id,
  carrier: v.string(),
  premium: amount,
  taxes: amount,
  fees: amount,
  total: amount,
  terms: v.array(QuoteTermShape),
  subjectivities: v.array(v.string()),
  validUntil: v.nullable(day),
});

export const ProposalSchema = v.object({
  id,
  submissionId: id,
  status: v.picklist(PROPOSAL_STATUSES),
  message: v.nullable(v.string()),
  options: v.array(ProposalOptionShape),
  /** The PDF, stored among the submission's documents (so the portal lists it too). */
  documentId: v.pipe(id, v.description('The proposal PDF: GET /api/documents/{docId}/download')),
  chosenQuoteId: v.nullable(id),
  chosenBy: v.nullable(v.string()),
  chosenAt: v.nullable(timestamp),
  createdBy: v.string(),
  createdAt: timestamp,
});

/** GET /api/submissions/{id}/proposals: the submission's proposals, newest first. */
export const ProposalListSchema = v.array(ProposalSchema);

/** The whole placement of a submission, as the markets panel reads it. */
export const PlacementSchema = v.object({
  submissionId: id,
  product: v.picklist(PRODUCTS),
  markets: v.array(MarketSchema),
  proposals: v.array(ProposalSchema),
  /** The policy binding created, with the carrier, premium and period bound; null until bound. */
  policy: v.nullable(
    v.object({
      id,
      policyNumber: v.string(),
      carrier: v.string(),
      premium: amount,
      effectiveDate: day,
      expirationDate: day,
    }),
  ),
});

const humanSubmissionId = v.pipe(v.string(), v.description('The human submission id (SUB-YYYY-NNNN)'));

/** A submission on a carrier's desk, as its list shows it: read in one query, with nothing else of the submission. */
export const CarrierDeskItemSchema = v.object({
  submissionId: humanSubmissionId,
  client: v.string(),
  product: v.picklist(PRODUCTS),
  carrier: v.pipe(v.string(), v.description('The carrier it was sent to: the desk’s own')),
  status: v.picklist(MARKET_STATUSES),
  lastSentAt: timestamp,
  quotes: v.pipe(v.number(), v.integer(), v.minValue(0)),
});

/** GET /api/carrier-desk/submissions: the submissions sent to the underwriter's carrier. */
export const CarrierDeskSchema = v.array(CarrierDeskItemSchema);

/** A submission as the carrier's underwriter reads it: what was sent, and the carrier's own answer. */
export const CarrierDeskSubmissionSchema = v.object({
  submissionId: humanSubmissionId,
  client: v.string(),
  product: v.picklist(PRODUCTS),
  open: v.pipe(v.boolean(), v.description('False once the submission is decided: it takes no more answers')),
  carrier: v.string(),
  status: v.picklist(MARKET_STATUSES),
  declineReason: v.nullable(v.string()),
  sends: v.array(
    v.object({ subject: v.string(), coverNote: v.string(), sentBy: v.string(), sentAt: timestamp, documents: v.array(v.string()) }),
  ),
  quotes: v.pipe(v.array(MarketQuoteShape), v.description("The carrier's own quotes on its market, never another carrier's")),
});

/** What was bound into a policy, as the policy's page shows it (BoundPlacement). */
export const BoundPlacementSchema = v.object({
  submissionId: v.string(),
  submissionRef: v.string(),
  carrier: v.string(),
  coverages: v.array(v.object({ coverage: v.string(), limit: v.nullable(v.number()), deductible: v.nullable(v.number()) })),
  premium: v.number(),
  taxes: v.number(),
  fees: v.number(),
  /** The broker's commission, as a percentage of the premium; null when the quote named none, and for the customer. */
  commissionRate: v.nullable(v.number()),
  subjectivities: v.array(v.string()),
  effectiveDate: v.string(),
  expirationDate: v.string(),
  confirmation: v.picklist(CLIENT_CONFIRMATIONS),
  confirmationNote: v.nullable(v.string()),
  total: v.number(),
  schedule: v.object({ properties: v.array(v.unknown()), vehicles: v.array(v.unknown()) }),
  boundBy: v.string(),
  boundAt: v.string(),
});

/** GET /api/policies/{id}/placement: what bound the policy, null when no placement did. */
export const PolicyPlacementSchema = v.object({ bound: v.nullable(BoundPlacementSchema) });

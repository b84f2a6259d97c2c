import * as v from 'valibot';
import { isUuid } from '../use-case-deps.ts';
import { PROPERTY_FIELDS, VEHICLE_FIELDS } from '../submissions/index.ts';
import { DOCUMENT_KINDS } from './entities.ts';
import { normaliseHeader } from './mapping.ts';

// The firm's learned column mappings as the API reads and answers them.

const FIELDS = [...PROPERTY_FIELDS, ...VEHICLE_FIELDS] as const;
const MAX_CHOICES = 200;

const ChoiceSchema = v.pipe(
  v.object({
    kind: v.picklist(DOCUMENT_KINDS, 'kind must be property or vehicle'),
    header: v.pipe(v.string('header is required'), v.trim(), v.nonEmpty('header is required'), v.maxLength(200, 'header is too long')),
    field: v.nullable(v.picklist(FIELDS, 'field must be a schedule field or null (ignore)')),
  }),
  v.check(
    (c) => c.field === null || (c.kind === 'property' ? PROPERTY_FIELDS : VEHICLE_FIELDS).includes(c.field as never),
    'field is not a field of that kind',
  ),
  v.check((c) => normaliseHeader(c.header) !== '', 'header must contain letters or digits'),
);

/** The column choices of an upload or a confirmation: what a person set each column to. */
export const ColumnChoicesSchema = v.pipe(v.array(ChoiceSchema, 'columns must be a list'), v.maxLength(MAX_CHOICES, 'Too many columns'));

const CLIENT_ID_MESSAGE = 'clientId must be a client id';

/** POST /api/extraction-mappings: the confirmed corrections, for a client (left out, null or '': every client). */
export const LearnMappingsSchema = v.object({
  clientId: v.optional(
    v.union(
      [
        v.null(CLIENT_ID_MESSAGE),
        v.pipe(
          v.string(CLIENT_ID_MESSAGE),
          v.check((s) => s === '' || isUuid(s), CLIENT_ID_MESSAGE),
          v.transform((s) => (s === '' ? null : s)),
        ),
      ],
      CLIENT_ID_MESSAGE,
    ),
    null,
  ),
  columns: v.optional(
    v.nullable(ColumnChoicesSchema, () => []),
    () => [],
  ),
});

/** A column choice the firm remembers, applied to later uploads with the same header. */
export const LearnedMappingSchema = v.object({
  id: v.string(),
  kind: v.picklist(DOCUMENT_KINDS),
  /** The header as first confirmed. */
  header: v.string(),
  /** normaliseHeader(header). */
  key: v.string(),
  field: v.nullable(v.picklist(FIELDS)),
  /** The client it was learned for; null when it applies to every client. */
  clientId: v.nullable(v.string()),
  clientName: v.nullable(v.string()),
  createdBy: v.string(),
  createdAt: v.string(),
});

/** The firm's learned mappings, newest first; or those a confirmation stored. */
export const LearnedMappingListSchema = v.array(LearnedMappingSchema);

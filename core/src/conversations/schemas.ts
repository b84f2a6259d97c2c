import * as v from 'valibot';
import { ClaimDocumentSchema } from '../claims/index.ts';
import { objectSchema, requiredText } from '../shared/validation.ts';

/** POST /api/threads/general/:clientId and /api/policies/:id/messages (multipart: the text, and any files under `files`). */
export const ClientMessageSchema = objectSchema({
  content: requiredText('Message content is required', 'Message', 20_000),
});
export type ClientMessageFields = v.InferOutput<typeof ClientMessageSchema>;

/** How many files one message of a general thread may carry. */
export const MAX_CLIENT_MESSAGE_FILES = 10;

// A client's general thread as the API answers it. Each shape is the one place its fields are written: the
// entity types are read from these, and the API's description is made from them.

const id = v.pipe(v.string(), v.uuid());
const timestamp = v.pipe(v.string(), v.isoTimestamp());

/** A file sent with a message of a client's general thread: kept and answered as a claim's files are. */
export const ClientMessageDocumentSchema = ClaimDocumentSchema;

/** One message of a client's general thread with the firm. */
export const ClientThreadMessageSchema = v.object({
  id,
  from: v.string(),
  /** Written by the firm (staff), not by the client's customer account. */
  fromStaff: v.boolean(),
  content: v.string(),
  date: timestamp,
  documents: v.array(ClientMessageDocumentSchema),
  /** The client's policy the message is about (written from its page); null for the rest of the thread. */
  policy: v.pipe(
    v.nullable(v.object({ id, policyNumber: v.string() })),
    v.description("The client's policy the message is about (written from its page); null for the rest of the thread"),
  ),
});

/** A client's general thread: what the client and the firm write to each other outside any submission or claim. */
export const ClientThreadSchema = v.object({
  clientId: id,
  client: v.string(),
  messages: v.array(ClientThreadMessageSchema),
});

/** The part of a client's general thread that is about one of their policies, oldest message first. */
export const PolicyThreadSchema = v.object({
  policyId: id,
  policyNumber: v.string(),
  clientId: id,
  client: v.string(),
  messages: v.array(ClientThreadMessageSchema),
});

import type * as v from 'valibot';
import type { ClientMessageDocumentSchema, ClientThreadMessageSchema, ClientThreadSchema, PolicyThreadSchema } from './schemas.ts';

// The shapes are written once, as the schemas the API answers with.
export type ClientMessageDocument = v.InferOutput<typeof ClientMessageDocumentSchema>;
export type ClientMessage = v.InferOutput<typeof ClientThreadMessageSchema>;
export type ClientThread = v.InferOutput<typeof ClientThreadSchema>;
export type PolicyThread = v.InferOutput<typeof PolicyThreadSchema>;

/** The conversations that are not a submission's: a claim's messages, and a client's general thread. */
export const THREAD_KINDS = ['claim', 'general'] as const;
export type ThreadKind = (typeof THREAD_KINDS)[number];

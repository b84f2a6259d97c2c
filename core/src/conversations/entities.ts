/** A file sent with a message of a client's general thread. */
export interface ClientMessageDocument {
  id: string;
  filename: string;
  mimeType: string;
  size: number;
  uploadedBy: string;
  uploadedAt: string;
}

/** One message of a client's general thread with the firm. */
export interface ClientMessage {
  id: string;
  from: string;
  /** Written by the firm (staff), not by the client's customer account. */
  fromStaff: boolean;
  content: string;
  date: string;
  documents: ClientMessageDocument[];
  /** The client's policy the message is about (written from its page); null for the rest of the thread. */
  policy: { id: string; policyNumber: string } | null;
}

/** A client's general thread: what the client and the firm write to each other outside any submission or claim. */
export interface ClientThread {
  clientId: string;
  client: string;
  messages: ClientMessage[];
}

/** The conversations that are not a submission's: a claim's messages, and a client's general thread. */
export const THREAD_KINDS = ['claim', 'general'] as const;
export type ThreadKind = (typeof THREAD_KINDS)[number];

/** The part of a client's general thread that is about one of their policies, oldest message first. */
export interface PolicyThread {
  policyId: string;
  policyNumber: string;
  clientId: string;
  client: string;
  messages: ClientMessage[];
}

import type { ClientMessageDocument, ClientThread, ThreadKind } from './entities.ts';

export interface NewClientMessage {
  from: string;
  authorId: string;
  fromStaff: boolean;
  content: string;
  date: string;
  /** The client's policy the message is about; absent for a message of the thread at large. */
  policyId?: string | null;
}

/** Clients' general threads with the firm, and how far each person has read a claim's or a client's thread. */
export interface ClientThreadRepository {
  /** The client's thread, oldest message first; null when the client is unknown. */
  thread(clientId: string): Promise<ClientThread | null>;
  /** The clients whose address is this one (compared without case): the ones a customer speaks for. */
  clientsOf(email: string): Promise<Array<{ id: string; name: string; email: string }>>;
  /** Stores the message; answers its id. */
  addMessage(clientId: string, message: NewClientMessage): Promise<string>;
  addDocument(
    clientId: string,
    messageId: string,
    document: { filename: string; mimeType: string; bytes: Uint8Array; uploadedBy: string; uploadedAt: string },
  ): Promise<ClientMessageDocument>;
  /** The file with its bytes; null when it is not a file of that client's thread. */
  document(clientId: string, documentId: string): Promise<(ClientMessageDocument & { bytes: Uint8Array }) | null>;
  /** Records that the person has read the thread up to `at` (a later reading is never moved back). */
  markRead(userId: string, kind: ThreadKind, threadId: string, at: string): Promise<void>;
}

import type { ClientMessageDocument, ClientThread, ClientThreadRepository, NewClientMessage, ThreadKind } from '@workbench/core';
import { newId } from './rows.ts';
import { copy, nextSeq, type Store } from './state.ts';
import { reachedClientIds } from './customer-reach.ts';

const later = (a: string, b: string) => (Date.parse(a) >= Date.parse(b) ? a : b);

export class InMemoryClientThreadRepository implements ClientThreadRepository {
  constructor(private readonly store: Store) {}

  private get state() {
    return this.store.state;
  }

  async thread(clientId: string): Promise<ClientThread | null> {
    const client = this.state.clients.find((c) => c.id === clientId);
    if (!client) return null;
    const documents = this.state.clientMessageDocuments.filter((d) => d.clientId === clientId);
    return {
      clientId,
      client: client.name,
      messages: this.state.clientMessages
        .filter((m) => m.clientId === clientId)
        .sort((a, b) => a.seq - b.seq)
        .map(({ id, from, fromStaff, content, date, policyId }) => ({
          id,
          from,
          fromStaff,
          content,
          date,
          documents: documents
            .filter((d) => d.messageId === id)
            .map(({ clientId: _c, messageId: _m, bytes: _b, ...document }) => copy(document)),
          policy: this.policyOf(policyId),
        })),
    };
  }

  /** A message's policy as the thread names it; a deleted policy leaves the message about nothing, as the database does. */
  private policyOf(policyId: string | null | undefined): { id: string; policyNumber: string } | null {
    const policy = policyId ? this.state.policies.find((p) => p.id === policyId) : undefined;
    return policy ? { id: policy.id, policyNumber: policy.policyNumber } : null;
  }

  async clientsOf(email: string): Promise<Array<{ id: string; name: string; email: string }>> {
    const reached = reachedClientIds(this.state, email);
    return this.state.clients
      .filter((c) => reached.has(c.id))
      .map((c) => ({ id: c.id, name: c.name, email: c.email ?? '' }))
      .sort((a, b) => a.name.localeCompare(b.name));
  }

  async addMessage(clientId: string, message: NewClientMessage): Promise<string> {
    const id = newId();
    this.state.clientMessages.push({ id, seq: nextSeq(this.store), clientId, ...message });
    return id;
  }

  async addDocument(
    clientId: string,
    messageId: string,
    document: { filename: string; mimeType: string; bytes: Uint8Array; uploadedBy: string; uploadedAt: string },
  ): Promise<ClientMessageDocument> {
    const stored = { id: newId(), ...document, size: document.bytes.byteLength };
    this.state.clientMessageDocuments.push({ ...stored, bytes: new Uint8Array(document.bytes), clientId, messageId });
    const { bytes: _bytes, ...rest } = stored;
    return rest;
  }

  async document(clientId: string, documentId: string): Promise<(ClientMessageDocument & { bytes: Uint8Array }) | null> {
    const row = this.state.clientMessageDocuments.find((d) => d.id === documentId && d.clientId === clientId);
    if (!row) return null;
    const { clientId: _c, messageId: _m, ...document } = row;
    return { ...copy(document), bytes: new Uint8Array(row.bytes) };
  }

  async markRead(userId: string, kind: ThreadKind, threadId: string, at: string): Promise<void> {
    const row = this.state.threadReads.find((r) => r.userId === userId && r.kind === kind && r.threadId === threadId);
    if (row) row.readAt = later(at, row.readAt);
    else this.state.threadReads.push({ userId, kind, threadId, readAt: at });
  }
}

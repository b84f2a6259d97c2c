import { canSeeClaim } from '../claims/usecases.ts';
import { AppError } from '../errors.ts';
import { mailClientCustomers } from '../notifications/customer-mail.ts';
import { authorLabel } from '../shared/author.ts';
import type { Repositories } from '../shared/unit-of-work.ts';
import { isStaff, isUuid, type Actor, type CoreDeps } from '../shared/usecases/deps.ts';
import { parseOrThrow } from '../shared/validation.ts';
import { assertNotEmpty, cleanFilename, type IncomingFile } from '../submissions/usecases/upload-document.ts';
import { isCustomersAddress } from '../users/access.ts';
import { THREAD_KINDS, type ClientMessageDocument, type ClientThread, type ThreadKind } from './entities.ts';
import { ClientMessageSchema } from './schemas.ts';

/**
 * Who may read and write a client's general thread: staff, and the customers whose proven address is the
 * client's. Anyone else is answered as if the client did not exist.
 */
export const canUseClientThread = (actor: Actor, client: { email: string | null }): boolean =>
  isStaff(actor) || isCustomersAddress(actor, client.email);

async function visibleClient(repos: Repositories, actor: Actor, clientId: string) {
  const client = isUuid(clientId) ? await repos.clients.findById(clientId) : null;
  if (!client || !canUseClientThread(actor, client)) throw AppError.notFound('Client');
  return client;
}

/** A client's general thread, oldest message first; not_found for a client the actor may not speak for. */
export const getClientThread =
  (deps: CoreDeps) =>
  async (actor: Actor, clientId: string): Promise<ClientThread> => {
    const client = await visibleClient(deps.uow.repos, actor, clientId);
    return (await deps.uow.repos.threads.thread(client.id)) ?? { clientId: client.id, client: client.name, messages: [] };
  };

/**
 * A message on the client's general thread, with files, stored in one transaction. Whoever writes has read
 * the thread up to it; a message from the firm is mailed to the client's customers (as their preferences
 * for messages allow), with a link to their portal inbox. Fails with `invalid` or `not_found`.
 */
export const postClientMessage =
  (deps: CoreDeps) =>
  async (actor: Actor, clientId: string, input: unknown, files: IncomingFile[] = []): Promise<ClientThread> => {
    const { content } = parseOrThrow(ClientMessageSchema, input ?? {}) as { content: string };
    const id = await deps.uow.run(async (repos) => {
      const client = await visibleClient(repos, actor, clientId);
      const now = deps.clock.now().toISOString();
      for (const file of files) assertNotEmpty(file, 'files');
      const fromStaff = isStaff(actor);
      const messageId = await repos.threads.addMessage(client.id, {
        from: authorLabel(actor),
        authorId: actor.id,
        fromStaff,
        content,
        date: now,
      });
      for (const file of files) {
        await repos.threads.addDocument(client.id, messageId, {
          filename: cleanFilename(file.filename),
          mimeType: file.mimeType,
          bytes: file.bytes,
          uploadedBy: authorLabel(actor),
          uploadedAt: now,
        });
      }
      await repos.threads.markRead(actor.id, 'general', client.id, now);
      if (fromStaff) {
        await mailClientCustomers(repos, actor, {
          clientEmail: client.email,
          kind: 'message',
          title: 'New message from your broker',
          details: content.slice(0, 300),
          reference: client.name,
          client: client.name,
          link: deps.linkTo?.(`/customer/messages?open=${encodeURIComponent(client.id)}&kind=general`),
        });
      }
      return client.id;
    });
    return getClientThread(deps)(actor, id);
  };

/**
 * Records that the actor read a claim's or a client's thread up to now. Threads the actor may not see are
 * not found, as they are for them.
 */
export const markThreadRead =
  (deps: CoreDeps) =>
  async (actor: Actor, kind: string, idOrReference: string): Promise<void> => {
    if (!(THREAD_KINDS as readonly string[]).includes(kind)) throw AppError.notFound('Conversation');
    await deps.uow.run(async (repos) => {
      let threadId: string;
      if ((kind as ThreadKind) === 'claim') {
        const claim = await repos.claims.get(idOrReference);
        if (!claim || !canSeeClaim(actor, claim)) throw AppError.notFound('Conversation');
        threadId = claim.id;
      } else {
        threadId = (await visibleClient(repos, actor, idOrReference)).id;
      }
      await repos.threads.markRead(actor.id, kind as ThreadKind, threadId, deps.clock.now().toISOString());
    });
  };

/** A file of a client's general thread with its bytes, for download; not_found unless the actor may use the thread. */
export const downloadClientMessageDocument =
  (deps: CoreDeps) =>
  async (actor: Actor, clientId: string, documentId: string): Promise<ClientMessageDocument & { bytes: Uint8Array }> => {
    const client = await visibleClient(deps.uow.repos, actor, clientId);
    const document = isUuid(documentId) ? await deps.uow.repos.threads.document(client.id, documentId) : null;
    if (!document) throw AppError.notFound('Document');
    return document;
  };

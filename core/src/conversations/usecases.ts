import { canSeeClaim } from '../claims/index.ts';
import { reachesClient } from '../clients/index.ts';
import { customerScopeEmail } from '../users/index.ts';
import { AppError } from '../errors.ts';
import { mailClientCustomers } from '../notifications/index.ts';
import { notifyPolicyStaff } from '../notifications/index.ts';
import type { Policy } from '../policies/index.ts';
import { getPolicy } from '../policies/index.ts';
import { authorLabel } from '../users/index.ts';
import type { Repositories } from '../repositories.ts';
import { isStaff, isUuid, type Actor, type CoreDeps } from '../use-case-deps.ts';
import { assertNotEmpty, cleanFilename, type IncomingFile } from '../submissions/index.ts';
import { THREAD_KINDS, type ClientMessageDocument, type ClientThread, type PolicyThread, type ThreadKind } from './entities.ts';
import type { ClientMessageFields } from './schemas.ts';

/**
 * Who may read and write a client's general thread: staff, and the customers who reach the client
 * (`reached`: reachesClient in the clients' rules). Anyone else is answered as if the client did not exist.
 */
export const canUseClientThread = (actor: Actor, reached: boolean): boolean =>
  isStaff(actor) || (reached && customerScopeEmail(actor) !== null);

async function visibleClient(repos: Repositories, actor: Actor, clientId: string) {
  const client = isUuid(clientId) ? await repos.clients.findById(clientId) : null;
  if (!client || !canUseClientThread(actor, await reachesClient(repos, actor, client.id))) throw AppError.notFound('Client');
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
 * for messages allow), with a link to their portal inbox; a customer's message tells the client's brokers.
 * Fails with `invalid` or `not_found`.
 */
export const postClientMessage =
  (deps: CoreDeps) =>
  async (actor: Actor, clientId: string, { content }: ClientMessageFields, files: IncomingFile[] = []): Promise<ClientThread> => {
    const id = await deps.uow.run(async (repos) => {
      const client = await visibleClient(repos, actor, clientId);
      await writeOnThread(deps, repos, actor, client, content, files, null);
      return client.id;
    });
    return getClientThread(deps)(actor, id);
  };

/**
 * The part of the client's general thread about one of their policies, oldest message first. Who may read
 * it is who may see the policy (a customer only their own); anyone else finds no such policy.
 */
export const getPolicyThread =
  (deps: CoreDeps) =>
  async (actor: Actor, policyId: string): Promise<PolicyThread> => {
    const policy = await getPolicy(deps)(actor, policyId);
    const thread = await deps.uow.repos.threads.thread(policy.clientId);
    return {
      policyId: policy.id,
      policyNumber: policy.policyNumber,
      clientId: policy.clientId,
      client: thread?.client ?? '',
      messages: (thread?.messages ?? []).filter((m) => m.policy?.id === policy.id),
    };
  };

/**
 * A message about a policy, written from its page with any files: it goes on the client's general thread,
 * marked as about the policy, so the firm answers it where it answers the client. A customer's message tells the staff who
 * look after the policy; the firm's is mailed to the client's customers with a link to the policy's page.
 * Fails with `invalid`, or `not_found` for a policy the actor may not see.
 */
export const postPolicyMessage =
  (deps: CoreDeps) =>
  async (actor: Actor, policyId: string, { content }: ClientMessageFields, files: IncomingFile[] = []): Promise<PolicyThread> => {
    const policy = await getPolicy(deps)(actor, policyId);
    await deps.uow.run(async (repos) => {
      const client = await visibleClient(repos, actor, policy.clientId);
      await writeOnThread(deps, repos, actor, client, content, files, policy);
    });
    return getPolicyThread(deps)(actor, policy.id);
  };

type ThreadClient = { id: string; name: string; email: string | null };

/**
 * Stores one message of the client's thread with its files and tells the other side: the firm's message is
 * mailed to the client's customers, a customer's tells the staff who look after the client (or the policy).
 */
async function writeOnThread(
  deps: CoreDeps,
  repos: Repositories,
  actor: Actor,
  client: ThreadClient,
  content: string,
  files: IncomingFile[],
  policy: Policy | null,
): Promise<void> {
  const now = deps.clock.now().toISOString();
  for (const file of files) assertNotEmpty(file, 'files');
  const fromStaff = isStaff(actor);
  const messageId = await repos.threads.addMessage(client.id, {
    from: authorLabel(actor),
    authorId: actor.id,
    fromStaff,
    content,
    date: now,
    policyId: policy?.id ?? null,
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
      clientId: client.id,
      clientEmail: client.email,
      kind: 'message',
      title: 'New message from your broker',
      details: content.slice(0, 300),
      reference: policy?.policyNumber ?? client.name,
      client: client.name,
      link: deps.linkTo?.(
        policy ? `/customer/policies/${policy.id}` : `/customer/messages?open=${encodeURIComponent(client.id)}&kind=general`,
      ),
    });
    return;
  }
  const about = policy ? await repos.policies.detail(policy.id) : null;
  await notifyPolicyStaff(repos, {
    kind: 'message',
    policy: about ?? { ownerId: null, clientId: client.id },
    target: { kind: 'general', recordId: client.id, reference: client.name },
    client: client.name,
    actor,
    title: 'New message',
    details: `${policy ? `Policy ${policy.policyNumber}: ` : ''}${content.slice(0, 300)}`,
    at: now,
    linkTo: deps.linkTo,
  });
}

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
        if (!claim || !(await canSeeClaim(repos, actor, claim))) throw AppError.notFound('Conversation');
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

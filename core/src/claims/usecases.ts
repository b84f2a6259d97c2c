import { AppError } from '../errors.ts';
import { reachesClient } from '../clients/index.ts';
import { mailClientCustomers } from '../notifications/index.ts';
import { notifyPolicyStaff } from '../notifications/index.ts';
import { getPolicy } from '../policies/index.ts';
import { authorLabel } from '../users/index.ts';
import { formatDate } from '../shared/dates.ts';
import type { Repositories } from '../repositories.ts';
import { assertStaff, isStaff, type Actor, type CoreDeps } from '../use-case-deps.ts';
import type { Page } from '../submissions/index.ts';
import { assertNotEmpty, cleanFilename, type IncomingFile } from '../submissions/index.ts';
import { customerScopeEmail } from '../users/index.ts';
import { CLAIM_STATUS_LABELS, canMoveClaim, type Claim, type ClaimDocument, type ClaimSummary } from './entities.ts';
import type { ClaimListFilters, ClaimMessageFields, ClaimMove, ClaimReport } from './ports.ts';

/**
 * Who may see a claim: staff, and the customers who reach the claim's client (reachesClient). Anyone else
 * is answered as if the claim did not exist.
 */
export const canSeeClaim = async (repos: Pick<Repositories, 'clients'>, actor: Actor, claim: Pick<Claim, 'clientId'>): Promise<boolean> =>
  isStaff(actor) || (await reachesClient(repos, actor, claim.clientId));

async function visibleClaim(repos: Repositories, actor: Actor, idOrReference: string): Promise<Claim> {
  const claim = await repos.claims.get(idOrReference);
  if (!claim || !(await canSeeClaim(repos, actor, claim))) throw AppError.notFound('Claim');
  return claim;
}

async function storeFiles(repos: Repositories, actor: Actor, claimId: string, files: IncomingFile[], at: string): Promise<ClaimDocument[]> {
  const stored: ClaimDocument[] = [];
  for (const file of files) {
    assertNotEmpty(file, 'documents');
    stored.push(
      await repos.claims.addDocument(claimId, {
        filename: cleanFilename(file.filename),
        mimeType: file.mimeType,
        bytes: file.bytes,
        uploadedBy: authorLabel(actor),
        uploadedAt: at,
      }),
    );
  }
  return stored;
}

/** Tells the staff who look after the claim's policy of something the customer did on the claim; the entry opens the claim. */
async function tellClaimStaff(
  repos: Repositories,
  deps: Pick<CoreDeps, 'linkTo'>,
  actor: Actor,
  claim: Pick<Claim, 'id' | 'reference' | 'client' | 'policyId' | 'clientId'>,
  event: { kind: 'claim' | 'message'; title: string; details: string; at: string },
) {
  await notifyPolicyStaff(repos, {
    ...event,
    policy: (await repos.policies.detail(claim.policyId)) ?? { id: claim.policyId, ownerId: null, clientId: claim.clientId },
    target: { kind: 'claim', recordId: claim.id, reference: claim.reference },
    client: claim.client,
    actor,
    linkTo: deps.linkTo,
  });
}

/** Tells the client's customer accounts of a claim update by mail (claim updates are on unless they muted them). */
function mailTheCustomer(repos: Repositories, actor: Actor, claim: Claim, title: string, details: string, linkTo: CoreDeps['linkTo']) {
  return mailClientCustomers(repos, actor, {
    clientId: claim.clientId,
    clientEmail: claim.clientEmail,
    kind: 'claim',
    title,
    details,
    reference: claim.reference,
    client: claim.client,
    link: linkTo?.(`/customer/claims/${claim.reference}`),
  });
}

/**
 * First notice of loss: a customer on one of their own policies (staff on any, for a client who called).
 * Photos and documents are stored with it in the same transaction. Fails with `invalid` (bad body, a loss
 * date in the future, an empty file) or `not_found` (a policy the actor may not see).
 */
export const reportClaim =
  (deps: CoreDeps) =>
  async (actor: Actor, body: ClaimReport, files: IncomingFile[] = []): Promise<Claim> => {
    const now = deps.clock.now().toISOString();
    if (body.lossDate > now.slice(0, 10)) {
      const message = 'Date of loss cannot be in the future';
      throw AppError.invalid(message, [{ path: 'lossDate', message }]);
    }
    const policy = await getPolicy(deps)(actor, body.policyId);
    const id = await deps.uow.run(async (repos) => {
      const claim = await repos.claims.create({
        policyId: policy.id,
        clientId: policy.clientId,
        lossDate: body.lossDate,
        location: body.location,
        description: body.description,
        estimatedAmount: body.estimatedAmount,
        reportedById: actor.id,
        reportedBy: authorLabel(actor),
        createdAt: now,
      });
      await storeFiles(repos, actor, claim.id, files, now);
      await repos.threads.markRead(actor.id, 'claim', claim.id, now);
      const attached = files.length ? ` with ${files.length === 1 ? '1 file' : `${files.length} files`}` : '';
      await repos.claims.addHistory(claim.id, {
        user: authorLabel(actor),
        action: 'Claim reported',
        details: `Loss on ${formatDate(body.lossDate)} at ${body.location}${attached}`,
        date: now,
      });
      await tellClaimStaff(repos, deps, actor, claim, {
        kind: 'claim',
        title: 'New claim reported',
        details: `Policy ${claim.policyNumber}: loss on ${formatDate(body.lossDate)} at ${body.location}${attached}`,
        at: now,
      });
      return claim.id;
    });
    return (await deps.uow.repos.claims.get(id))!;
  };

/** Claims, newest first: staff see every client's (filters by status and client), a customer their own. */
export const listClaims =
  (deps: CoreDeps) =>
  async (actor: Actor, q: ClaimListFilters): Promise<Page<ClaimSummary>> => {
    const filters = { ...(q.status ? { status: q.status } : {}), limit: q.limit, offset: q.offset };
    if (isStaff(actor)) return deps.uow.repos.claims.list({ ...filters, ...(q.clientId ? { clientId: q.clientId } : {}) });
    const scope = customerScopeEmail(actor);
    if (scope === null) return { items: [], total: 0 };
    return deps.uow.repos.claims.list({ ...filters, customerEmail: scope });
  };

/** One claim with its documents, messages and history; not_found for one the actor may not see. */
export const getClaim =
  (deps: CoreDeps) =>
  async (actor: Actor, idOrReference: string): Promise<Claim> =>
    visibleClaim(deps.uow.repos, actor, idOrReference);

/**
 * Staff move a claim along (reported → acknowledged → in progress → closed); the customer is mailed.
 * Fails with `forbidden` (not staff), `conflict` (a move the rules do not allow), `invalid`, `not_found`.
 */
export const moveClaim =
  (deps: CoreDeps) =>
  async (actor: Actor, idOrReference: string, { status }: ClaimMove): Promise<Claim> => {
    assertStaff(actor);
    const id = await deps.uow.run(async (repos) => {
      const claim = await visibleClaim(repos, actor, idOrReference);
      if (claim.status === status) return claim.id;
      if (!canMoveClaim(claim.status, status)) {
        throw AppError.conflict(`A claim cannot move from ${CLAIM_STATUS_LABELS[claim.status]} to ${CLAIM_STATUS_LABELS[status]}`);
      }
      const now = deps.clock.now().toISOString();
      const details = `${CLAIM_STATUS_LABELS[claim.status]} → ${CLAIM_STATUS_LABELS[status]}`;
      await repos.claims.setStatus(claim.id, status, now);
      await repos.claims.addHistory(claim.id, { user: authorLabel(actor), action: 'Status changed', details, date: now });
      await mailTheCustomer(repos, actor, claim, `Claim ${CLAIM_STATUS_LABELS[status].toLowerCase()}`, details, deps.linkTo);
      return claim.id;
    });
    return (await deps.uow.repos.claims.get(id))!;
  };

/**
 * A message on a claim between the customer and staff, with files; a staff message is mailed to the
 * customer, a customer's tells the staff who look after the claim's policy.
 */
export const addClaimMessage =
  (deps: CoreDeps) =>
  async (actor: Actor, idOrReference: string, { content }: ClaimMessageFields, files: IncomingFile[] = []): Promise<Claim> => {
    const id = await deps.uow.run(async (repos) => {
      const claim = await visibleClaim(repos, actor, idOrReference);
      const now = deps.clock.now().toISOString();
      const stored = await storeFiles(repos, actor, claim.id, files, now);
      const attached = stored.length ? `\n\nAttached: ${stored.map((d) => d.filename).join(', ')}` : '';
      await repos.claims.addMessage(claim.id, {
        from: authorLabel(actor),
        authorId: actor.id,
        content: `${content}${attached}`,
        date: now,
      });
      await repos.threads.markRead(actor.id, 'claim', claim.id, now);
      if (isStaff(actor)) await mailTheCustomer(repos, actor, claim, 'New message on your claim', content.slice(0, 300), deps.linkTo);
      else
        await tellClaimStaff(repos, deps, actor, claim, {
          kind: 'message',
          title: 'New message',
          details: `Claim ${claim.reference}: ${content.slice(0, 300)}`,
          at: now,
        });
      return claim.id;
    });
    return (await deps.uow.repos.claims.get(id))!;
  };

/** A claim's document with its bytes, for download; not_found unless the actor may see the claim. */
export const downloadClaimDocument =
  (deps: CoreDeps) =>
  async (actor: Actor, idOrReference: string, documentId: string): Promise<ClaimDocument & { bytes: Uint8Array }> => {
    const claim = await visibleClaim(deps.uow.repos, actor, idOrReference);
    const document = await deps.uow.repos.claims.document(claim.id, documentId);
    if (!document) throw AppError.notFound('Document');
    return document;
  };

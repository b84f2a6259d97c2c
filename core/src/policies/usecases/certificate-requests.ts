import { AppError } from '../../errors.ts';
import { reachesClient } from '../../clients/index.ts';
import { mailClientCustomers } from '../../notifications/index.ts';
import { notifyPolicyStaff, renewalDecisionRecipients } from '../../notifications/index.ts';
import { authorLabel } from '../../users/index.ts';
import type { Repositories } from '../../repositories.ts';
import { isUuid, type Actor, type CoreDeps } from '../../use-case-deps.ts';
import type { CertificateRequest, CertificateWording, PolicyDetail } from '../entities.ts';
import type { CertificateAsk, CertificateDecline, CertificateRenderer } from '../ports.ts';
import { assertCertifiable, assertCertificateApprover, certificateRequestOutcome, isStandardWording, policyAccess } from '../rules.ts';
import { issueCertificatesIn } from './certificates.ts';
import { visiblePolicy } from './visible-policy.ts';

type Deps = CoreDeps & { certificates: CertificateRenderer };

/** How history and mail name the wording asked for: 'additional insured, waiver of subrogation, special wording'. */
export function wordingSummary(w: CertificateWording): string {
  const parts = [w.additionalInsured ? 'additional insured' : null, w.waiverOfSubrogation ? 'waiver of subrogation' : null];
  if (w.wording.trim()) parts.push('special wording');
  const named = parts.filter((p): p is string => p !== null);
  return named.length ? named.join(', ') : 'standard wording';
}

/** The policy's page in the portal, for the customer's mail. */
const portalLink = (deps: Pick<CoreDeps, 'linkTo'>, policy: PolicyDetail) => deps.linkTo?.(`/customer/policies/${policy.id}`);

function tellTheCustomer(repos: Repositories, deps: Deps, actor: Actor, policy: PolicyDetail, title: string, details: string) {
  return mailClientCustomers(repos, actor, {
    clientId: policy.clientId,
    clientEmail: policy.clientEmail,
    kind: 'decision',
    title,
    details,
    reference: policy.policyNumber,
    client: policy.client,
    link: portalLink(deps, policy),
  });
}

/**
 * A certificate request for a holder from the client's master list or a new one (added to the list as it
 * asks, with no wording of its own). Standard wording, or a broker's own asking, is issued at once; other
 * wording waits for a broker, who is told by a notification and a task on the policy's submission (by the
 * notification alone, on the policy, when no submission stands behind it). Fails
 * with `not_found` (a policy the actor may not see), `forbidden` (an insurer), `invalid` or `conflict` (a
 * policy not in force).
 */
export const requestCertificate =
  (deps: Deps) =>
  async (actor: Actor, policyId: string, body: CertificateAsk): Promise<CertificateRequest> => {
    const now = deps.clock.now();
    const at = now.toISOString();
    return deps.uow.run(async (repos) => {
      const policy = await visiblePolicy(repos, actor, policyId);
      const access = policyAccess(actor, await reachesClient(repos, actor, policy.clientId));
      if (certificateRequestOutcome(access, true) === null) throw AppError.forbidden();
      assertCertifiable(policy, at.slice(0, 10));
      const wording = { additionalInsured: body.additionalInsured, waiverOfSubrogation: body.waiverOfSubrogation, wording: body.wording };
      let holder = null;
      if (body.holderId) {
        holder = isUuid(body.holderId) ? (await repos.policies.holders(policy.clientId)).find((h) => h.id === body.holderId) : undefined;
        if (!holder) {
          const message = `Certificate holder ${body.holderId} is not on ${policy.client}'s list`;
          throw AppError.invalid(message, [{ path: 'holderId', message }]);
        }
      } else {
        holder = await repos.policies.addHolder({
          clientId: policy.clientId,
          name: body.holderName,
          address: body.holderAddress,
          additionalInsured: false,
          waiverOfSubrogation: false,
          wording: '',
          createdAt: at,
        });
        await repos.policies.addHistory(policy.id, {
          user: authorLabel(actor),
          action: 'Certificate holder added',
          details: `${holder.name} added to ${policy.client}'s certificate holders`,
          date: at,
        });
      }
      const standard = isStandardWording(wording, body.holderId ? holder : null);
      const outcome = certificateRequestOutcome(access, standard);
      const request = await repos.policies.addCertificateRequest(policy.id, {
        holderId: holder.id,
        holderName: holder.name,
        holderAddress: holder.address,
        ...wording,
        standard,
        status: 'pending',
        requestedBy: authorLabel(actor),
        requestedAt: at,
        decidedBy: null,
        decidedAt: null,
        declineReason: null,
        certificateId: null,
        task: null,
      });
      if (outcome === 'issue') {
        // A customer's standard certificate is signed for the firm by the policy's owner, never by the customer.
        const signer = access === 'act' ? actor.fullName : ((await repos.policies.detail(policy.id))?.owner ?? 'Workbench');
        const [certificate] = await issueCertificatesIn(
          repos,
          deps.certificates,
          policy,
          [{ holderId: holder.id, holderName: holder.name, holderAddress: holder.address, ...wording }],
          { fullName: signer, label: authorLabel(actor) },
          now,
        );
        const decided = { status: 'issued' as const, decidedBy: authorLabel(actor), decidedAt: at, certificateId: certificate!.id };
        await repos.policies.updateCertificateRequest(policy.id, request.id, decided);
        await repos.policies.addHistory(policy.id, {
          user: authorLabel(actor),
          action: 'Certificate issued',
          details: `Certificate for ${holder.name} (${wordingSummary(wording)}) issued on request`,
          date: at,
        });
        return { ...request, ...decided };
      }
      const details = `${holder.name} with ${wordingSummary(wording)}, asked by ${authorLabel(actor)}`;
      await repos.policies.addHistory(policy.id, { user: authorLabel(actor), action: 'Certificate requested', details, date: at });
      const full = (await repos.policies.detail(policy.id))!;
      const submissionId = full.submissionId ?? full.renewalSubmissionId;
      if (submissionId) {
        const task = await repos.tasks.add(submissionId, {
          title: `Approve the certificate for ${holder.name} on ${policy.policyNumber}`,
          assignedTo: full.owner,
          dueDate: at.slice(0, 10),
          status: 'Pending',
          priority: 'High',
        });
        await repos.policies.updateCertificateRequest(policy.id, request.id, { task: { submissionId, taskId: task.id } });
        const recipients = await renewalDecisionRecipients(repos, full);
        await repos.inbox.addNotifications(
          recipients.map((userId) => ({
            userId,
            kind: 'task' as const,
            submissionRecordId: submissionId,
            title: 'Certificate approval requested',
            details: `${policy.policyNumber}: ${details}`,
            actor: authorLabel(actor),
            createdAt: at,
          })),
        );
        return { ...request, task: { submissionId, taskId: task.id } };
      }
      // Tasks live on a submission; a policy without one (entered by hand, imported) still reaches its staff.
      await notifyPolicyStaff(repos, {
        kind: 'task',
        policy: full,
        target: { kind: 'policy', recordId: policy.id, reference: policy.policyNumber },
        client: policy.client,
        actor,
        title: 'Certificate approval requested',
        details: `${policy.policyNumber}: ${details}`,
        at,
        linkTo: deps.linkTo,
      });
      return request;
    });
  };

async function pendingRequest(repos: Repositories, actor: Actor, policyId: string, requestId: string) {
  assertCertificateApprover(actor);
  const policy = await visiblePolicy(repos, actor, policyId);
  const request = isUuid(requestId) ? await repos.policies.certificateRequest(policy.id, requestId) : null;
  if (!request) throw AppError.notFound('Certificate request');
  if (request.status !== 'pending')
    throw AppError.conflict(`The certificate request for ${request.holderName} was ${request.status} already`);
  return { policy, request };
}

async function closeTask(repos: Repositories, request: CertificateRequest) {
  if (request.task) await repos.tasks.update(request.task.submissionId, request.task.taskId, { status: 'Completed' });
}

/**
 * A broker issues a certificate that waits for approval, with the wording asked for; the customer is told
 * by mail and finds it on their policy's page. Fails with `forbidden`, `not_found`, `conflict` (decided
 * already, or the policy no longer in force).
 */
export const approveCertificateRequest =
  (deps: Deps) =>
  async (actor: Actor, policyId: string, requestId: string): Promise<CertificateRequest> => {
    const now = deps.clock.now();
    const at = now.toISOString();
    return deps.uow.run(async (repos) => {
      const { policy, request } = await pendingRequest(repos, actor, policyId, requestId);
      assertCertifiable(policy, at.slice(0, 10));
      const [certificate] = await issueCertificatesIn(
        repos,
        deps.certificates,
        policy,
        [request],
        { fullName: actor.fullName, label: authorLabel(actor) },
        now,
      );
      const decided = { status: 'issued' as const, decidedBy: authorLabel(actor), decidedAt: at, certificateId: certificate!.id };
      await repos.policies.updateCertificateRequest(policy.id, request.id, decided);
      await closeTask(repos, request);
      await repos.policies.addHistory(policy.id, {
        user: authorLabel(actor),
        action: 'Certificate issued',
        details: `Certificate for ${request.holderName} (${wordingSummary(request)}) approved and issued`,
        date: at,
      });
      await tellTheCustomer(
        repos,
        deps,
        actor,
        policy,
        'Certificate of insurance issued',
        `Your certificate for ${request.holderName} on ${policy.policyNumber} is ready to download.`,
      );
      return { ...request, ...decided };
    });
  };

/** A broker declines a request with the reason the customer is told. Fails with `forbidden`, `not_found`, `invalid`, `conflict`. */
export const declineCertificateRequest =
  (deps: Deps) =>
  async (actor: Actor, policyId: string, requestId: string, { reason }: CertificateDecline): Promise<CertificateRequest> => {
    const at = deps.clock.now().toISOString();
    return deps.uow.run(async (repos) => {
      const { policy, request } = await pendingRequest(repos, actor, policyId, requestId);
      const decided = { status: 'declined' as const, decidedBy: authorLabel(actor), decidedAt: at, declineReason: reason };
      await repos.policies.updateCertificateRequest(policy.id, request.id, decided);
      await closeTask(repos, request);
      await repos.policies.addHistory(policy.id, {
        user: authorLabel(actor),
        action: 'Certificate request declined',
        details: `${request.holderName} (${wordingSummary(request)}): ${reason}`,
        date: at,
      });
      await tellTheCustomer(
        repos,
        deps,
        actor,
        policy,
        'Certificate request declined',
        `Your certificate request for ${request.holderName} on ${policy.policyNumber} was declined: ${reason}`,
      );
      return { ...request, ...decided };
    });
  };

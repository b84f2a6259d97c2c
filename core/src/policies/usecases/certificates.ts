import { AppError } from '../../errors.ts';
import { authorLabel } from '../../shared/author.ts';
import type { Actor, CoreDeps } from '../../shared/usecases/deps.ts';
import { isUuid } from '../../shared/usecases/deps.ts';
import { parseOrThrow } from '../../shared/validation.ts';
import { COVERAGE_LABELS, PRODUCT_LABELS } from '../../submissions/entities.ts';
import type { CertificateHolder, IssuedCertificate, PolicyDetail } from '../entities.ts';
import type { CertificateRenderer } from '../ports.ts';
import { assertPolicyActor, assertPolicyStaff, formatMoney } from '../rules.ts';
import { CertificateHolderSchema, IssueCertificatesSchema } from '../schemas.ts';
import { visiblePolicy } from './policy-lifecycle.ts';

/** The client's certificate holders, for the policy's page. Staff only. */
export const listCertificateHolders =
  (deps: Pick<CoreDeps, 'uow'>) =>
  async (actor: Actor, policyId: string): Promise<CertificateHolder[]> => {
    assertPolicyStaff(actor);
    const policy = await visiblePolicy(deps.uow.repos, actor, policyId);
    return deps.uow.repos.policies.holders(policy.clientId);
  };

/** Adds a holder, with its wording, to the master list of the policy's client. Brokers and managers. */
export const addCertificateHolder =
  (deps: CoreDeps) =>
  async (actor: Actor, policyId: string, input: unknown): Promise<CertificateHolder> => {
    assertPolicyActor(actor);
    const body = parseOrThrow(CertificateHolderSchema, input ?? {}) as Omit<CertificateHolder, 'id' | 'clientId'>;
    return deps.uow.run(async (repos) => {
      const policy = await visiblePolicy(repos, actor, policyId);
      const holder = await repos.policies.addHolder({ ...body, clientId: policy.clientId, createdAt: deps.clock.now().toISOString() });
      await repos.policies.addHistory(policy.id, {
        user: authorLabel(actor),
        action: 'Certificate holder added',
        details: `${holder.name} added to ${policy.client}'s certificate holders`,
        date: deps.clock.now().toISOString(),
      });
      return holder;
    });
  };

const fileSafe = (text: string) =>
  text
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60) || 'holder';

/**
 * Issues one certificate of insurance per chosen holder from the policy as in force today, each laid out
 * as a PDF, stored on the policy and recorded in its history, all in one transaction. Fails with
 * `forbidden`, `not_found`, `invalid` (a holder not on the client's list) or `conflict` (a policy not in
 * force: cancelled, not started or expired).
 */
export const issueCertificates =
  (deps: CoreDeps & { certificates: CertificateRenderer }) =>
  async (actor: Actor, policyId: string, input: unknown): Promise<IssuedCertificate[]> => {
    assertPolicyActor(actor);
    const { holderIds } = parseOrThrow(IssueCertificatesSchema, input ?? {}) as { holderIds: string[] };
    const now = deps.clock.now();
    const day = now.toISOString().slice(0, 10);
    return deps.uow.run(async (repos) => {
      const policy = await visiblePolicy(repos, actor, policyId);
      assertInForce(policy, day);
      const holders = await repos.policies.holders(policy.clientId);
      const chosen = [...new Set(holderIds)].map((id) => {
        const holder = isUuid(id) ? holders.find((h) => h.id === id) : undefined;
        if (!holder) {
          const message = `Certificate holder ${id} is not on ${policy.client}'s list`;
          throw AppError.invalid(message, [{ path: 'holderIds', message }]);
        }
        return holder;
      });
      const origin = policy.submissionId ? await repos.submissions.get(policy.submissionId) : null;
      const coverages = (origin?.coverages ?? []).map((c) => ({
        coverage: COVERAGE_LABELS[c.coverage] ?? c.coverage,
        limit: c.limit === null ? 'As per policy' : formatMoney(c.limit),
        deductible: c.deductible === null ? 'As per policy' : formatMoney(c.deductible),
      }));
      const issued: IssuedCertificate[] = [];
      let n = policy.certificates.length;
      for (const holder of chosen) {
        n += 1;
        const certificateNumber = `${policy.policyNumber}-C${String(n).padStart(3, '0')}`;
        const bytes = await deps.certificates.render({
          certificateNumber,
          issuedOn: day,
          insured: policy.client,
          policyNumber: policy.policyNumber,
          product: PRODUCT_LABELS[policy.product],
          effectiveDate: policy.effectiveDate,
          expirationDate: policy.expirationDate,
          version: policy.version,
          coverages,
          holder: { name: holder.name, address: holder.address },
          additionalInsured: holder.additionalInsured,
          waiverOfSubrogation: holder.waiverOfSubrogation,
          wording: holder.wording,
          issuedBy: actor.fullName,
        });
        issued.push(
          await repos.policies.addCertificate(policy.id, {
            holderId: holder.id,
            holderName: holder.name,
            filename: `Certificate-${certificateNumber}-${fileSafe(holder.name)}.pdf`,
            bytes,
            issuedBy: authorLabel(actor),
            issuedAt: now.toISOString(),
          }),
        );
      }
      await repos.policies.addHistory(policy.id, {
        user: authorLabel(actor),
        action: 'Certificates issued',
        details: `${chosen.length === 1 ? 'Certificate' : `${chosen.length} certificates`} for ${chosen.map((h) => h.name).join(', ')}`,
        date: now.toISOString(),
      });
      return issued;
    });
  };

function assertInForce(policy: PolicyDetail, day: string): void {
  if (policy.cancellation && policy.cancellation.date <= day)
    throw AppError.conflict(`Policy ${policy.policyNumber} was cancelled from ${policy.cancellation.date}: no certificate can be issued`);
  if (day < policy.effectiveDate || day > policy.expirationDate)
    throw AppError.conflict(`Policy ${policy.policyNumber} is not in force today (${policy.effectiveDate} to ${policy.expirationDate})`);
}

/** An issued certificate's PDF, for download: whoever may see the policy, its customer included. */
export const downloadCertificate =
  (deps: Pick<CoreDeps, 'uow'>) =>
  async (actor: Actor, policyId: string, certificateId: string): Promise<IssuedCertificate & { mimeType: string; bytes: Uint8Array }> => {
    const policy = await visiblePolicy(deps.uow.repos, actor, policyId);
    const certificate = await deps.uow.repos.policies.certificate(policy.id, certificateId);
    if (!certificate) throw AppError.notFound('Certificate');
    return certificate;
  };

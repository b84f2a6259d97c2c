import { AppError } from '../../errors.ts';
import { authorLabel } from '../../users/index.ts';
import type { Actor, CoreDeps } from '../../use-case-deps.ts';
import { isUuid } from '../../use-case-deps.ts';
import { PRODUCT_LABELS } from '../../submissions/index.ts';
import { policyCover } from '../../placement/index.ts';
import type { Repositories } from '../../repositories.ts';
import type { CertificateHolder, CertificateWording, IssuedCertificate, PolicyDetail } from '../entities.ts';
import type { CertificateRenderer, CertificatesToIssue, NewCertificateHolder } from '../ports.ts';
import { formatMoney } from '../../shared/money.ts';
import { csvLine } from '../../shared/csv.ts';
import { assertCertifiable, assertPolicyActor, POLICY_READERS } from '../rules.ts';
import { visiblePolicy } from './visible-policy.ts';

/** The client's certificate holders, for the policy's page: staff, and the policy's own customer to pick from. */
export const listCertificateHolders =
  (deps: Pick<CoreDeps, 'uow'>) =>
  async (actor: Actor, policyId: string): Promise<CertificateHolder[]> => {
    const policy = await visiblePolicy(deps.uow.repos, actor, policyId);
    return deps.uow.repos.policies.holders(policy.clientId);
  };

/** The holder list's columns as a spreadsheet shows them, in the order the holder form asks for them. */
const HOLDER_COLUMNS = ['Name', 'Address', 'Additional insured', 'Waiver of subrogation', 'Wording'] as const;

/**
 * The client's certificate holders as a CSV file, for a mailing or another system: the firm's staff who may
 * read the policy. One line per holder, by name, the flags as Yes or No.
 */
export const exportCertificateHolders =
  (deps: Pick<CoreDeps, 'uow'>) =>
  async (actor: Actor, policyId: string): Promise<{ filename: string; mimeType: string; bytes: Uint8Array }> => {
    if (!POLICY_READERS.admits(actor)) throw AppError.forbidden();
    const policy = await visiblePolicy(deps.uow.repos, actor, policyId);
    const holders = await deps.uow.repos.policies.holders(policy.clientId);
    const yesNo = (flag: boolean) => (flag ? 'Yes' : 'No');
    const lines = holders.map((h) => csvLine([h.name, h.address, yesNo(h.additionalInsured), yesNo(h.waiverOfSubrogation), h.wording]));
    const text = csvLine(HOLDER_COLUMNS) + lines.join('');
    return { filename: `${policy.policyNumber}-certificate-holders.csv`, mimeType: 'text/csv', bytes: new TextEncoder().encode(text) };
  };

/** Adds a holder, with its wording, to the master list of the policy's client. Brokers and managers. */
export const addCertificateHolder =
  (deps: CoreDeps) =>
  async (actor: Actor, policyId: string, body: NewCertificateHolder): Promise<CertificateHolder> => {
    assertPolicyActor(actor);
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

/** One certificate to issue: to whom, and what it prints for them. */
export interface CertificateToIssue extends CertificateWording {
  holderId: string | null;
  holderName: string;
  holderAddress: string;
}

/**
 * Lays out and stores one certificate per item from the policy as it stands, in the caller's transaction,
 * numbered after the policy's certificates so far. The caller records the history entry.
 */
export async function issueCertificatesIn(
  repos: Repositories,
  renderer: CertificateRenderer,
  policy: PolicyDetail,
  items: CertificateToIssue[],
  issuer: { fullName: string; label: string },
  now: Date,
): Promise<IssuedCertificate[]> {
  const day = now.toISOString().slice(0, 10);
  // What was bound, not what the submission asked for: the certificate must say what the policy says.
  const cover = await policyCover(repos, policy);
  const coverages = cover.coverages.map((c) => ({
    coverage: c.coverage,
    limit: c.limit === null ? 'As per policy' : formatMoney(c.limit),
    deductible: c.deductible === null ? 'As per policy' : formatMoney(c.deductible),
  }));
  const issued: IssuedCertificate[] = [];
  let n = (await repos.policies.detail(policy.id))?.certificates.length ?? policy.certificates.length;
  for (const item of items) {
    n += 1;
    const certificateNumber = `${policy.policyNumber}-C${String(n).padStart(3, '0')}`;
    const printed = {
      holderAddress: item.holderAddress,
      additionalInsured: item.additionalInsured,
      waiverOfSubrogation: item.waiverOfSubrogation,
      wording: item.wording,
    };
    const bytes = await renderer.render({
      certificateNumber,
      issuedOn: day,
      insured: policy.client,
      policyNumber: policy.policyNumber,
      product: PRODUCT_LABELS[policy.product],
      insurer: cover.insurer ?? 'As per policy',
      effectiveDate: policy.effectiveDate,
      expirationDate: policy.expirationDate,
      version: policy.version,
      coverages,
      holder: { name: item.holderName, address: item.holderAddress },
      additionalInsured: item.additionalInsured,
      waiverOfSubrogation: item.waiverOfSubrogation,
      wording: item.wording,
      issuedBy: issuer.fullName,
    });
    issued.push(
      await repos.policies.addCertificate(policy.id, {
        holderId: item.holderId,
        holderName: item.holderName,
        filename: `Certificate-${certificateNumber}-${fileSafe(item.holderName)}.pdf`,
        bytes,
        issuedBy: issuer.label,
        issuedAt: now.toISOString(),
        printed,
      }),
    );
  }
  return issued;
}

/** A holder as its certificate prints it, with the wording on its master-list entry. */
export const holderCertificate = (holder: CertificateHolder): CertificateToIssue => ({
  holderId: holder.id,
  holderName: holder.name,
  holderAddress: holder.address,
  additionalInsured: holder.additionalInsured,
  waiverOfSubrogation: holder.waiverOfSubrogation,
  wording: holder.wording,
});

/**
 * Issues one certificate of insurance per chosen holder from the policy as in force today, each laid out
 * as a PDF, stored on the policy and recorded in its history, all in one transaction. Fails with
 * `forbidden`, `not_found`, `invalid` (a holder not on the client's list) or `conflict` (a policy not in
 * force: cancelled, not started or expired).
 */
export const issueCertificates =
  (deps: CoreDeps & { certificates: CertificateRenderer }) =>
  async (actor: Actor, policyId: string, { holderIds }: CertificatesToIssue): Promise<IssuedCertificate[]> => {
    assertPolicyActor(actor);
    const now = deps.clock.now();
    return deps.uow.run(async (repos) => {
      const policy = await visiblePolicy(repos, actor, policyId);
      assertCertifiable(policy, now.toISOString().slice(0, 10));
      const holders = await repos.policies.holders(policy.clientId);
      const chosen = [...new Set(holderIds)].map((id) => {
        const holder = isUuid(id) ? holders.find((h) => h.id === id) : undefined;
        if (!holder) {
          const message = `Certificate holder ${id} is not on ${policy.client}'s list`;
          throw AppError.invalid(message, [{ path: 'holderIds', message }]);
        }
        return holder;
      });
      const issued = await issueCertificatesIn(
        repos,
        deps.certificates,
        policy,
        chosen.map(holderCertificate),
        { fullName: actor.fullName, label: authorLabel(actor) },
        now,
      );
      await repos.policies.addHistory(policy.id, {
        user: authorLabel(actor),
        action: 'Certificates issued',
        details: `${chosen.length === 1 ? 'Certificate' : `${chosen.length} certificates`} for ${chosen.map((h) => h.name).join(', ')}`,
        date: now.toISOString(),
      });
      return issued;
    });
  };

/** An issued certificate's PDF, for download: whoever may see the policy, its customer included. */
export const downloadCertificate =
  (deps: Pick<CoreDeps, 'uow'>) =>
  async (actor: Actor, policyId: string, certificateId: string): Promise<IssuedCertificate & { mimeType: string; bytes: Uint8Array }> => {
    const policy = await visiblePolicy(deps.uow.repos, actor, policyId);
    const certificate = await deps.uow.repos.policies.certificate(policy.id, certificateId);
    if (!certificate) throw AppError.notFound('Certificate');
    return certificate;
  };

/** Core's policy-after-binding use cases on the in-memory unit of work: renewals, endorsements, certificates. */
import { describe, expect, it } from 'vitest';
import {
  addCertificateHolder,
  addEndorsement,
  approveCertificateRequest,
  cancelPolicy,
  declineCertificateRequest,
  getPolicyDetail,
  issueCertificates,
  listRenewals,
  raiseOverdueRenewals,
  requestCertificate,
  startRenewal,
  updateRenewal,
  type CertificateContent,
  CertificateHolderSchema,
  CertificateRequestSchema,
  EndorsementSchema,
  parseOrThrow,
} from '@workbench/core';
import { aWorldPerTest, failure } from './usecases.world.ts';

const w = aWorldPerTest();
/** A holder and a certificate request as the API's schemas read them, their defaults filled in. */
const holder = (body: object) => parseOrThrow(CertificateHolderSchema, body);
const ask = (body: object) => parseOrThrow(CertificateRequestSchema, body);
const rendered: CertificateContent[] = [];
const certificates = {
  render: async (c: CertificateContent) => {
    rendered.push(c);
    return new TextEncoder().encode(`%PDF-${c.certificateNumber}`);
  },
};

describe('renewals', () => {
  it('lists policies by expiry within the window, and refuses customers', async () => {
    const soon = await w.aPolicy({ expirationDate: '2026-12-10' });
    await w.aPolicy({ expirationDate: '2027-06-30' });
    const broker = await w.anActor('broker');
    expect((await listRenewals(w.deps)(broker, { within: 30 })).items.map((p) => p.id)).toEqual([soon.id]);
    expect(await failure(listRenewals(w.deps)(await w.theCustomer(), { within: 120 }))).toBe('forbidden');
  });

  it('starts a renewal as a linked renewal submission, once, and lets an insurer only read', async () => {
    const policy = await w.aPolicy({ expirationDate: '2026-12-10' });
    expect(await failure(startRenewal(w.deps)(await w.anActor('insurer'), policy.id))).toBe('forbidden');
    const started = await startRenewal(w.deps)(await w.anActor('broker'), policy.id);
    expect(started.renewalStatus).toBe('remarketing');
    const submission = await w.uow.repos.submissions.get(started.renewalSubmissionId!);
    expect(submission).toMatchObject({ transactionType: 'renewal', clientId: policy.clientId });
    expect(await failure(startRenewal(w.deps)(await w.anActor('broker'), policy.id))).toBe('conflict');
  });

  it('flags a renewed premium above the configured percentage', async () => {
    const policy = await w.aPolicy({ premium: 1000 });
    const strict = { ...w.deps, certificates, renewalPremiumChangePercent: 4 };
    const renewed = await updateRenewal(strict)(await w.anActor('broker'), policy.id, { status: 'renewed', renewedPremium: 1050 });
    expect(renewed).toMatchObject({ renewalStatus: 'renewed', premiumChangeFlagged: true });
  });

  it('raises an overdue decision once, with a task on the renewal submission', async () => {
    const policy = await w.aPolicy({ expirationDate: '2026-12-01' });
    const manager = await w.anActor('broker_manager');
    expect(await raiseOverdueRenewals(w.deps)()).toBe(1);
    expect(await raiseOverdueRenewals(w.deps)()).toBe(0);
    const detail = await getPolicyDetail(w.deps)(manager, policy.id);
    const submission = await w.uow.repos.submissions.get(detail.renewalSubmissionId!);
    expect(submission!.tasks.map((t) => t.title)).toEqual([`Decide the renewal of ${policy.policyNumber}`]);
    const feed = await w.uow.repos.inbox.listNotifications(manager.id, { limit: 10, offset: 0 });
    expect(feed.items.map((n) => n.title)).toContain('Renewal decision overdue');
  });
});

describe('endorsements, cancellation and certificates', () => {
  it('versions the policy with each endorsement and stops changes once cancelled', async () => {
    const policy = await w.aPolicy();
    const broker = await w.anActor('broker');
    const body = parseOrThrow(EndorsementSchema, {
      kind: 'change_limit',
      effectiveDate: '2026-06-01',
      description: 'Raise the stock limit',
      premiumAdjustment: '250',
    });
    const endorsed = await addEndorsement(w.deps)(broker, policy.id, body);
    expect(endorsed).toMatchObject({ version: 2, premium: 4500 });
    await cancelPolicy(w.deps)(broker, policy.id, { date: '2026-09-01', reason: 'Sold', returnPremium: 1000 });
    expect(await failure(addEndorsement(w.deps)(broker, policy.id, body))).toBe('conflict');
    const own = await getPolicyDetail(w.deps)(await w.theCustomer(), policy.id);
    expect(own).toMatchObject({ version: 2, history: [], cancellation: { reason: 'Sold' } });
  });

  it('issues one certificate per holder with its wording, from the policy in force', async () => {
    const policy = await w.aPolicy({ effectiveDate: '2026-01-01', expirationDate: '2026-12-31' });
    const broker = await w.anActor('broker');
    const a = await addCertificateHolder(w.deps)(
      broker,
      policy.id,
      holder({ name: 'Landlord', address: '1 Road', additionalInsured: true }),
    );
    const b = await addCertificateHolder(w.deps)(broker, policy.id, holder({ name: 'Lender', address: '2 Road', wording: 'Loss payee' }));
    rendered.length = 0;
    const issued = await issueCertificates({ ...w.deps, certificates })(broker, policy.id, { holderIds: [a.id, b.id] });
    expect(issued.map((c) => c.holderName)).toEqual(['Landlord', 'Lender']);
    expect(rendered.map((c) => [c.holder.name, c.additionalInsured, c.wording])).toEqual([
      ['Landlord', true, ''],
      ['Lender', false, 'Loss payee'],
    ]);
    const expired = await w.aPolicy({ effectiveDate: '2025-01-01', expirationDate: '2025-12-31' });
    const c = await addCertificateHolder(w.deps)(broker, expired.id, holder({ name: 'Someone', address: '3 Road' }));
    expect(await failure(issueCertificates({ ...w.deps, certificates })(broker, expired.id, { holderIds: [c.id] }))).toBe('conflict');
  });
});

describe('certificate requests and renewals', () => {
  it('issues standard wording at once, holds other wording for a broker, and carries certificates into the renewed policy', async () => {
    const submission = await w.aSubmission();
    const policy = await w.aPolicy({
      submissionId: submission.id,
      effectiveDate: '2026-01-01',
      expirationDate: '2026-12-31',
      premium: 1000,
    });
    const customer = await w.theCustomer();
    const broker = await w.anActor('broker');
    const deps = { ...w.deps, certificates };
    rendered.length = 0;
    const plain = await requestCertificate(deps)(customer, policy.id, ask({ holderName: 'Mill Lane', holderAddress: '9 Mill Lane' }));
    expect(plain).toMatchObject({ status: 'issued', standard: true });
    // Issued at the customer's asking, it is still signed for the firm, not by the customer.
    expect(rendered[0]!.issuedBy).not.toBe(customer.fullName);
    const special = await requestCertificate(deps)(
      customer,
      policy.id,
      ask({
        holderName: 'Harbour Authority',
        holderAddress: '1 Pier Head',
        additionalInsured: true,
      }),
    );
    expect(special).toMatchObject({ status: 'pending', standard: false });
    expect(special.task).not.toBeNull();
    expect(
      await failure(requestCertificate(deps)(await w.anActor('insurer'), policy.id, ask({ holderName: 'X', holderAddress: 'Y' }))),
    ).toBe('forbidden');
    expect(await failure(approveCertificateRequest(deps)(customer, policy.id, special.id))).toBe('forbidden');
    rendered.length = 0;
    expect(await approveCertificateRequest(deps)(broker, policy.id, special.id)).toMatchObject({ status: 'issued' });
    expect(rendered.map((c) => [c.holder.name, c.additionalInsured])).toEqual([['Harbour Authority', true]]);
    expect(await failure(declineCertificateRequest(deps)(broker, policy.id, special.id, { reason: 'Late' }))).toBe('conflict');
    expect((await w.outbox()).map((m) => m.subject)).toContain(`Certificate of insurance issued: ${policy.policyNumber}`);

    rendered.length = 0;
    const renewed = await updateRenewal(deps)(broker, policy.id, { status: 'renewed', renewedPremium: 1100 });
    expect(renewed.renewedTo?.policyNumber).toBe(`${policy.policyNumber}-R1`);
    const next = await getPolicyDetail(w.deps)(broker, renewed.renewedTo!.id);
    expect(next).toMatchObject({ premium: 1100, effectiveDate: '2026-12-31', expirationDate: '2027-12-31' });
    expect(next.certificates.map((c) => c.holderName).sort()).toEqual(['Harbour Authority', 'Mill Lane']);
    expect(rendered.find((c) => c.holder.name === 'Harbour Authority')).toMatchObject({
      additionalInsured: true,
      policyNumber: next.policyNumber,
    });
  });
});

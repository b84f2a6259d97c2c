import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UnitOfWork } from '@workbench/core';
import { aClient, unique } from './builders.ts';
import { STARTUP_TIMEOUT_MS, type MakeUow } from './contract.ts';

export function policyRepositoryContract(name: string, makeUow: MakeUow) {
  describe(`PolicyRepository (${name})`, () => {
    let uow: UnitOfWork;
    let cleanup: () => Promise<void>;
    beforeAll(async () => ({ uow, cleanup } = await makeUow()), STARTUP_TIMEOUT_MS);
    afterAll(() => cleanup?.());

    it('creates policies and lists those of the customer email, in any case, by number', async () => {
      const email = `${unique('Pol')}@Example.com`;
      const client = await uow.repos.clients.create(aClient({ email }));
      const other = await uow.repos.clients.create(aClient());
      const n = unique('');
      const second = await uow.repos.policies.create({
        policyNumber: `POL-${n}-2`,
        clientId: client.id,
        submissionId: null,
        status: 'active',
        product: 'commercial_auto',
        premium: 2800,
        effectiveDate: '2025-07-01',
        expirationDate: '2026-06-30',
      });
      const first = await uow.repos.policies.create({
        policyNumber: `POL-${n}-1`,
        clientId: client.id,
        submissionId: null,
        status: 'active',
        product: 'commercial_property',
        premium: 4250.5,
        effectiveDate: '2025-01-01',
        expirationDate: '2025-12-31',
      });
      await uow.repos.policies.create({
        policyNumber: `POL-${n}-3`,
        clientId: other.id,
        submissionId: null,
        status: 'active',
        product: 'commercial_auto',
        premium: 1,
        effectiveDate: '2025-01-01',
        expirationDate: '2025-12-31',
      });
      expect(first).toMatchObject({ premium: 4250.5, effectiveDate: '2025-01-01', expirationDate: '2025-12-31', submissionId: null });
      expect(await uow.repos.policies.listForCustomer(email.toLowerCase())).toEqual([first, second]);
      expect(await uow.repos.policies.findById(first.id)).toEqual(first);
      expect(await uow.repos.policies.findById('x')).toBeNull();
    });

    it('lists every policy by number, those of clients without an e-mail address too', async () => {
      const n = unique('');
      const withoutAddress = await uow.repos.clients.create(aClient({ email: null }));
      const withAddress = await uow.repos.clients.create(aClient());
      const policy = (clientId: string, suffix: string) =>
        uow.repos.policies.create({
          policyNumber: `POL-${n}-${suffix}`,
          clientId,
          submissionId: null,
          status: 'active',
          product: 'commercial_property',
          premium: 100,
          effectiveDate: '2026-01-01',
          expirationDate: '2026-12-31',
        });
      const b = await policy(withoutAddress.id, 'B');
      const a = await policy(withAddress.id, 'A');
      const listed = (await uow.repos.policies.list()).filter((p) => p.policyNumber.startsWith(`POL-${n}-`));
      expect(listed).toEqual([a, b]);
    });

    it('counts each edit in a record version apart from the endorsement count, and refuses one over a version moved past', async () => {
      const client = await uow.repos.clients.create(aClient());
      const policy = await uow.repos.policies.create({
        policyNumber: `POL-${unique('')}-V`,
        clientId: client.id,
        submissionId: null,
        status: 'active',
        product: 'commercial_property',
        premium: 1000,
        effectiveDate: '2025-01-01',
        expirationDate: '2025-12-31',
      });
      expect(await uow.repos.policies.detail(policy.id)).toMatchObject({ recordVersion: 1, version: 1 });
      expect(await uow.repos.policies.countEdit(policy.id, 1)).toBe(2);
      expect(await uow.repos.policies.countEdit(policy.id, undefined)).toBe(3);
      await expect(uow.repos.policies.countEdit(policy.id, 2)).rejects.toMatchObject({
        code: 'conflict',
        message: 'Changed by someone else since you opened it',
      });
      expect(await uow.repos.policies.detail(policy.id)).toMatchObject({ recordVersion: 3, version: 1 });
      await expect(uow.repos.policies.countEdit('00000000-0000-4000-8000-000000000000', undefined)).rejects.toMatchObject({
        code: 'not_found',
      });
    });

    it('keeps the vehicle an endorsement names, and none for an endorsement that names none', async () => {
      const client = await uow.repos.clients.create(aClient());
      const policy = await uow.repos.policies.create({
        policyNumber: `POL-${unique('')}-E`,
        clientId: client.id,
        submissionId: null,
        status: 'active',
        product: 'commercial_auto',
        premium: 1000,
        effectiveDate: '2025-01-01',
        expirationDate: '2025-12-31',
      });
      const vehicle = { make: 'Mercedes', model: 'Sprinter', year: 2024, vin: 'WD3PE8CD5JP000002', value: 52_500 };
      const at = { effectiveDate: '2025-03-01', premiumAdjustment: 640, recordedBy: 'Alex', recordedAt: '2025-03-01T09:00:00.000Z' };
      const added = await uow.repos.policies.addEndorsement(policy.id, {
        ...at,
        kind: 'add_vehicle',
        description: 'Adds the van',
        vehicle,
      });
      expect(added).toMatchObject({ version: 2, kind: 'add_vehicle', vehicle });
      await uow.repos.policies.addEndorsement(policy.id, { ...at, kind: 'other', description: 'Renames the insured', vehicle: null });
      const detail = await uow.repos.policies.detail(policy.id);
      expect(detail?.endorsements.map((e) => [e.version, e.vehicle])).toEqual([
        [3, null],
        [2, vehicle],
      ]);
    });

    it('rejects a duplicate policy number with conflict', async () => {
      const client = await uow.repos.clients.create(aClient());
      const policy = {
        policyNumber: `POL-${unique('')}`,
        clientId: client.id,
        submissionId: null,
        status: 'active',
        product: 'commercial_auto' as const,
        premium: 1,
        effectiveDate: '2025-01-01',
        expirationDate: '2025-12-31',
      };
      await uow.repos.policies.create(policy);
      await expect(uow.repos.policies.create(policy)).rejects.toMatchObject({ code: 'conflict' });
    });

    it('keeps certificate requests with their decision, the wording each certificate printed, and the renewal link', async () => {
      const client = await uow.repos.clients.create(aClient());
      const term = { clientId: client.id, submissionId: null, status: 'active', product: 'commercial_auto' as const, premium: 1 };
      const n = unique('');
      const expiring = await uow.repos.policies.create({
        ...term,
        policyNumber: `POL-${n}`,
        effectiveDate: '2025-01-01',
        expirationDate: '2025-12-31',
      });
      const renewed = await uow.repos.policies.create({
        ...term,
        policyNumber: `POL-${n}-R1`,
        effectiveDate: '2025-12-31',
        expirationDate: '2026-12-31',
      });
      await uow.repos.policies.setRenewal(expiring.id, { status: 'renewed', renewedToId: renewed.id });
      const printed = { holderAddress: '1 Quay', additionalInsured: true, waiverOfSubrogation: false, wording: 'Re: lease' };
      const certificate = await uow.repos.policies.addCertificate(expiring.id, {
        holderId: null,
        holderName: 'Quay Estates',
        filename: 'c.pdf',
        bytes: new Uint8Array([37, 80, 68, 70]),
        issuedBy: 'Sam (broker)',
        issuedAt: '2025-06-01T10:00:00.000Z',
        printed,
      });
      expect(certificate.printed).toEqual(printed);
      const request = await uow.repos.policies.addCertificateRequest(expiring.id, {
        holderId: null,
        holderName: 'Quay Estates',
        holderAddress: '1 Quay',
        additionalInsured: true,
        waiverOfSubrogation: false,
        wording: '',
        standard: false,
        status: 'pending',
        requestedBy: 'Cam (customer)',
        requestedAt: '2025-06-01T09:00:00.000Z',
        decidedBy: null,
        decidedAt: null,
        declineReason: null,
        certificateId: null,
        task: null,
      });
      expect(await uow.repos.policies.certificateRequest(renewed.id, request.id)).toBeNull();
      await uow.repos.policies.updateCertificateRequest(expiring.id, request.id, {
        status: 'issued',
        decidedBy: 'Sam (broker)',
        decidedAt: '2025-06-01T10:00:00.000Z',
        certificateId: certificate.id,
      });
      const detail = await uow.repos.policies.detail(expiring.id);
      expect(detail!.certificateRequests).toEqual([
        { ...request, status: 'issued', decidedBy: 'Sam (broker)', decidedAt: '2025-06-01T10:00:00.000Z', certificateId: certificate.id },
      ]);
      expect(detail!.renewedTo).toEqual({ id: renewed.id, policyNumber: renewed.policyNumber });
      expect((await uow.repos.policies.detail(renewed.id))!.renewedFrom).toEqual({ id: expiring.id, policyNumber: expiring.policyNumber });
    });
  });
}

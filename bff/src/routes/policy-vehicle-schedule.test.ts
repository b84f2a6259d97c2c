import { addDays } from '@workbench/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aClientBody, aSubmissionBody, aVehicle } from '../testing/builders.ts';
import type { HttpClient } from '../testing/http-client.ts';
import { startTestApp, type TestApp } from '../testing/test-app.ts';

/**
 * A policy's vehicle schedule over HTTP against PostgreSQL: the vehicles it was bound with, changed by the
 * endorsements that add or remove one, each naming its vehicle; and who may change it or read it.
 */
let app: TestApp;
let broker: HttpClient;
let insurer: HttpClient;
let customer: HttpClient;
let otherCustomer: HttpClient;
let policyId: string;
let boundVin: string;

const today = new Date().toISOString().slice(0, 10);
const sprinter = { make: 'Mercedes', model: 'Sprinter', year: '2024', vin: 'wd3pe8cd5jp000002', value: '52,500' };
const addSprinter = {
  kind: 'add_vehicle',
  effectiveDate: today,
  description: 'Add the new Sprinter to the fleet',
  premiumAdjustment: 640,
  vehicle: sprinter,
};
const vins = (vehicles: Array<{ vin: string | null }>) => vehicles.map((v) => v.vin);

beforeAll(async () => {
  app = await startTestApp();
  ({ http: broker } = await app.signedIn('broker'));
  ({ http: insurer } = await app.signedIn('insurer'));
  const email = `fleet-owner-${Date.now()}@example.com`;
  ({ http: customer } = await app.signedIn('customer', { email }));
  ({ http: otherCustomer } = await app.signedIn('customer', { email: `fleet-other-${Date.now()}@example.com` }));
  const clientId = (await broker.post('/api/clients', aClientBody({ name: 'Kittiwake Vans Ltd', email }))).data.id;
  const submission = await broker.post('/api/submissions', aSubmissionBody(clientId));
  expect(submission.status).toBe(201);
  const policy = await app.db.uow.run((repos) =>
    repos.policies.create({
      policyNumber: `POL-V-${Date.now()}`,
      clientId,
      submissionId: submission.data.id,
      status: 'active',
      product: 'commercial_package',
      premium: 10_000,
      effectiveDate: addDays(today, -30),
      expirationDate: addDays(today, 335),
    }),
  );
  policyId = policy.id;
  boundVin = String(aVehicle().vin).toUpperCase();
});
afterAll(() => app?.close());

describe("a policy's vehicle schedule", () => {
  it('starts with the vehicles the policy was bound with', async () => {
    const detail = await broker.get(`/api/policies/${policyId}/detail`);
    expect(detail.status).toBe(200);
    expect(vins(detail.data.vehicles)).toEqual([boundVin]);
    expect(detail.data.vehicles[0]).toMatchObject({ since: 1 });
  });

  it('refuses an Add vehicle endorsement that does not say which vehicle', async () => {
    const bare = await broker.post(`/api/policies/${policyId}/endorsements`, { ...addSprinter, vehicle: undefined });
    expect(bare.status).toBe(400);
    const partial = await broker.post(`/api/policies/${policyId}/endorsements`, { ...addSprinter, vehicle: { ...sprinter, vin: '' } });
    expect(partial.status).toBe(400);
    expect(partial.data.issues).toContainEqual({ path: 'vehicle.vin', message: 'VIN is required' });
  });

  it('puts the vehicle an endorsement adds on the schedule, kept with the endorsement', async () => {
    const endorsed = await broker.post(`/api/policies/${policyId}/endorsements`, addSprinter);
    expect(endorsed.status).toBe(201);
    expect(endorsed.data.endorsements[0]).toMatchObject({
      version: 2,
      kind: 'add_vehicle',
      vehicle: { make: 'Mercedes', model: 'Sprinter', year: 2024, vin: 'WD3PE8CD5JP000002', value: 52_500 },
    });
    expect(vins(endorsed.data.vehicles)).toEqual([boundVin, 'WD3PE8CD5JP000002']);
    const read = await broker.get(`/api/policies/${policyId}/detail`);
    expect(read.data.vehicles[1]).toMatchObject({ make: 'Mercedes', model: 'Sprinter', since: 2 });
    // A VIN goes on once.
    expect((await broker.post(`/api/policies/${policyId}/endorsements`, addSprinter)).status).toBe(400);
  });

  it('takes off the vehicle an endorsement removes, and refuses removing one not on it', async () => {
    const remove = { ...addSprinter, kind: 'remove_vehicle', description: 'Sold the old van', premiumAdjustment: -120 };
    const missing = await broker.post(`/api/policies/${policyId}/endorsements`, { ...remove, vehicle: { vin: 'NOTONTHEPOLICY1' } });
    expect(missing.status).toBe(400);
    expect(missing.data.issues).toContainEqual({
      path: 'vehicle.vin',
      message: "VIN NOTONTHEPOLICY1 is not on the policy's vehicle schedule",
    });
    const removed = await broker.post(`/api/policies/${policyId}/endorsements`, { ...remove, vehicle: { vin: boundVin.toLowerCase() } });
    expect(removed.status).toBe(201);
    expect(vins(removed.data.vehicles)).toEqual(['WD3PE8CD5JP000002']);
  });

  it("shows the schedule to the policy's customer and staff, and to no other customer", async () => {
    expect(vins((await customer.get(`/api/policies/${policyId}/detail`)).data.vehicles)).toEqual(['WD3PE8CD5JP000002']);
    expect(vins((await insurer.get(`/api/policies/${policyId}/detail`)).data.vehicles)).toEqual(['WD3PE8CD5JP000002']);
    expect((await otherCustomer.get(`/api/policies/${policyId}/detail`)).status).toBe(404);
  });

  it('lets only brokers and managers change it: not the customer, an insurer or a pending account', async () => {
    const another = { ...addSprinter, vehicle: { ...sprinter, vin: 'ANOTHERVIN000003' } };
    expect((await customer.post(`/api/policies/${policyId}/endorsements`, another)).status).toBe(403);
    expect((await otherCustomer.post(`/api/policies/${policyId}/endorsements`, another)).status).toBe(403);
    expect((await insurer.post(`/api/policies/${policyId}/endorsements`, another)).status).toBe(403);
    const { http: pending } = await app.signedIn('broker', { status: 'pending' });
    expect((await pending.post(`/api/policies/${policyId}/endorsements`, another)).status).toBe(403);
    expect(vins((await broker.get(`/api/policies/${policyId}/detail`)).data.vehicles)).toEqual(['WD3PE8CD5JP000002']);
  });
});

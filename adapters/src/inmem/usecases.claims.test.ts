/** Core's claim use cases on the in-memory unit of work: who may report, see and move a claim. */
import { describe, expect, it } from 'vitest';
import {
  ClaimListQuerySchema,
  ClaimStatusSchema,
  getClaim,
  listClaims,
  moveClaim,
  NewClaimSchema,
  parseOrThrow,
  reportClaim,
  type ClaimStatus,
  type CoreDeps,
} from '@workbench/core';
import { aClient } from '../testing/builders.ts';
import { aWorldPerTest, failure } from './usecases.world.ts';

const w = aWorldPerTest();
const report = (policyId: string, overrides: Record<string, unknown> = {}) =>
  parseOrThrow(NewClaimSchema, {
    policyId,
    lossDate: '2026-11-01',
    location: '1 Dock Rd',
    description: 'Forklift hit the sprinkler main',
    estimatedAmount: '$4,500',
    ...overrides,
  });
const everyClaim = parseOrThrow(ClaimListQuerySchema, {});
const move = (status: ClaimStatus) => parseOrThrow(ClaimStatusSchema, { status });

describe('claims', () => {
  it('lets a customer report a loss on their own policy, reads a typed amount, and keeps the photo', async () => {
    const policy = await w.aPolicy();
    const customer = await w.theCustomer();
    const photo = { filename: 'C:\\photos\\pipe.png', mimeType: 'image/png', bytes: new Uint8Array([1]) };
    const claim = await reportClaim(w.deps)(customer, report(policy.id), [photo]);
    expect(claim).toMatchObject({ status: 'reported', estimatedAmount: 4500, reportedBy: `${customer.fullName} (customer)` });
    expect(claim.documents.map((d) => d.filename)).toEqual(['pipe.png']);
    expect((await listClaims(w.deps)(customer, everyClaim)).items.map((c) => c.id)).toEqual([claim.id]);
  });

  it('answers not found for another client’s policy and claim, and an unverified customer sees none', async () => {
    const other = await w.uow.repos.clients.create(aClient());
    const theirs = await w.aPolicy({ clientId: other.id });
    const customer = await w.theCustomer();
    expect(await failure(reportClaim(w.deps)(customer, report(theirs.id)))).toBe('not_found');
    const broker = await w.anActor('broker');
    const claim = await reportClaim(w.deps)(broker, report(theirs.id));
    expect(await failure(getClaim(w.deps)(customer, claim.reference))).toBe('not_found');
    const unverified = await w.theCustomer({ email: 'unproven@example.com', emailVerified: false });
    expect(await listClaims(w.deps)(unverified, everyClaim)).toEqual({ items: [], total: 0 });
  });

  it('refuses an empty file and stores no claim', async () => {
    const policy = await w.aPolicy();
    const customer = await w.theCustomer();
    const empty = { filename: 'empty.png', mimeType: 'image/png', bytes: new Uint8Array() };
    expect(await failure(reportClaim(w.deps)(customer, report(policy.id), [empty]))).toBe('invalid');
    expect((await listClaims(w.deps)(customer, everyClaim)).total).toBe(0);
  });

  it('moves forward only, closes from any open step, and stays closed', async () => {
    const policy = await w.aPolicy();
    const broker = await w.anActor('broker');
    const deps: CoreDeps = w.deps;
    const claim = await reportClaim(deps)(broker, report(policy.id));
    expect(await failure(moveClaim(deps)(broker, claim.id, move('in_progress')))).toBe('conflict');
    expect((await moveClaim(deps)(broker, claim.id, move('closed'))).status).toBe('closed');
    expect(await failure(moveClaim(deps)(broker, claim.id, move('acknowledged')))).toBe('conflict');
    expect(await failure(moveClaim(deps)(await w.theCustomer(), claim.id, move('closed')))).toBe('forbidden');
  });
});

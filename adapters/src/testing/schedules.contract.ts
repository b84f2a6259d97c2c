import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UnitOfWork } from '@workbench/core';
import { aClient, aSubmissionRecord } from './builders.ts';
import { STARTUP_TIMEOUT_MS, type MakeUow } from './contract.ts';

async function aSubmission(uow: UnitOfWork) {
  const client = await uow.repos.clients.create(aClient());
  return uow.repos.submissions.create(aSubmissionRecord(client.id));
}

export function scheduleRepositoryContract(name: string, makeUow: MakeUow) {
  describe(`ScheduleRepository (${name})`, () => {
    let uow: UnitOfWork;
    let cleanup: () => Promise<void>;
    beforeAll(async () => ({ uow, cleanup } = await makeUow()), STARTUP_TIMEOUT_MS);
    afterAll(() => cleanup?.());

    it('appends properties in the given order, across calls, with missing fields as null', async () => {
      const s = await aSubmission(uow);
      await uow.repos.schedules.addProperties(s.id, [{ name: 'A' }, { name: 'B', squareFootage: 1250.5, stories: 2 }]);
      const added = await uow.repos.schedules.addProperties(s.id, [{ name: 'C', sprinklered: false }]);
      expect(added).toEqual([expect.objectContaining({ name: 'C', sprinklered: false, address: null, needsReview: [] })]);
      const listed = await uow.repos.schedules.listProperties(s.id);
      expect(listed.map((p) => p.name)).toEqual(['A', 'B', 'C']);
      expect(listed[1]).toMatchObject({ squareFootage: 1250.5, stories: 2, yearBuilt: null, sprinklered: null });
      expect(await uow.repos.schedules.addProperties(s.id, [])).toEqual([]);
    });

    it("keeps a location's insured values, whether its total was summed and its currency (the default when none)", async () => {
      const s = await aSubmission(uow);
      const [valued, plain] = await uow.repos.schedules.addProperties(s.id, [
        {
          name: 'HQ',
          buildingValue: 1_250_000.5,
          contentsValue: 0,
          biValue: 100_000,
          tiv: 1_350_000.5,
          tivComputed: true,
          currency: 'EUR',
        },
        { name: 'Shed' },
      ]);
      const expected = {
        buildingValue: 1_250_000.5,
        contentsValue: 0,
        biValue: 100_000,
        otherValue: null,
        tiv: 1_350_000.5,
        tivComputed: true,
        currency: 'EUR',
      };
      expect(valued).toMatchObject(expected);
      expect(plain).toMatchObject({ buildingValue: null, tiv: null, tivComputed: false, currency: 'USD' });
      expect((await uow.repos.schedules.listProperties(s.id))[0]).toMatchObject(expected);
      expect(await uow.repos.schedules.updateProperty(s.id, valued!.id, { tiv: 2_000_000, tivComputed: false })).toMatchObject({
        buildingValue: 1_250_000.5,
        tiv: 2_000_000,
        tivComputed: false,
        currency: 'EUR',
      });
      expect((await uow.repos.submissions.get(s.id))!.properties[0]).toMatchObject({ tiv: 2_000_000, tivComputed: false, currency: 'EUR' });
    });

    it('appends vehicles in order and keeps values verbatim', async () => {
      const s = await aSubmission(uow);
      const rows = Array.from({ length: 12 }, (_, i) => ({
        fleetId: `F-${i}`,
        make: "Mercedes-Benz 'Sprinter'",
        vin: `VIN${i}`,
        year: 2010 + i,
        usage: 'Commercial',
      }));
      await uow.repos.schedules.addVehicles(s.id, rows);
      const listed = await uow.repos.schedules.listVehicles(s.id);
      expect(listed.map((v) => v.fleetId)).toEqual(rows.map((r) => r.fleetId));
      expect(listed[0]).toMatchObject({ make: "Mercedes-Benz 'Sprinter'", model: null, value: null });
    });

    it("keeps each row's cell sources, replaced whole by an update that gives them", async () => {
      const s = await aSubmission(uow);
      const sources = { city: { confidence: 0.5, sheet: 'SOV', row: 5, column: 'Town', text: 'Austn' } };
      const [p] = await uow.repos.schedules.addProperties(s.id, [{ name: 'HQ', city: 'Austin', sources }]);
      expect(p).toMatchObject({ sources });
      const [v] = await uow.repos.schedules.addVehicles(s.id, [{ make: 'Ford', sources: { make: { confidence: 0.6, page: 2 } } }]);
      expect((await uow.repos.schedules.listVehicles(s.id))[0]).toMatchObject({ sources: { make: { confidence: 0.6, page: 2 } } });
      expect(await uow.repos.schedules.updateProperty(s.id, p.id, { name: 'Head Office' })).toMatchObject({ sources });
      expect(await uow.repos.schedules.updateVehicle(s.id, v.id, { sources: {} })).toMatchObject({ sources: {} });
      const [plain] = await uow.repos.schedules.addProperties(s.id, [{ name: 'Typed' }]);
      expect(plain!.sources).toEqual({});
    });

    it('updates only the given fields of a row on that submission', async () => {
      const s = await aSubmission(uow);
      const [p] = await uow.repos.schedules.addProperties(s.id, [{ name: 'Old', city: 'Austin', needsReview: ['city', 'state'] }]);
      const updated = await uow.repos.schedules.updateProperty(s.id, p.id, { name: 'New', needsReview: [] });
      expect(updated).toMatchObject({ id: p.id, name: 'New', city: 'Austin', needsReview: [] });
      const [v] = await uow.repos.schedules.addVehicles(s.id, [{ make: 'Ford', value: 10 }]);
      expect(await uow.repos.schedules.updateVehicle(s.id, v.id, { value: 20.25, usage: 'Mixed' })).toMatchObject({
        make: 'Ford',
        value: 20.25,
        usage: 'Mixed',
      });
    });

    it('fails with not_found for a row of another submission or an unknown row, and changes nothing', async () => {
      const s = await aSubmission(uow);
      const other = await aSubmission(uow);
      const [p] = await uow.repos.schedules.addProperties(s.id, [{ name: 'Mine' }]);
      const [v] = await uow.repos.schedules.addVehicles(s.id, [{ make: 'Mine' }]);
      await expect(uow.repos.schedules.updateProperty(other.id, p.id, { name: 'Stolen' })).rejects.toMatchObject({ code: 'not_found' });
      await expect(uow.repos.schedules.updateVehicle(other.id, v.id, { make: 'Stolen' })).rejects.toMatchObject({ code: 'not_found' });
      await expect(uow.repos.schedules.deleteProperty(other.id, p.id)).rejects.toMatchObject({ code: 'not_found' });
      await expect(uow.repos.schedules.deleteVehicle(s.id, crypto.randomUUID())).rejects.toMatchObject({ code: 'not_found' });
      await expect(uow.repos.schedules.updateProperty(s.id, 'bogus', { name: 'x' })).rejects.toMatchObject({ code: 'not_found' });
      expect((await uow.repos.schedules.listProperties(s.id))[0].name).toBe('Mine');
      expect((await uow.repos.schedules.listVehicles(s.id))[0].make).toBe('Mine');
    });

    it('deletes a row and keeps the order of the rest', async () => {
      const s = await aSubmission(uow);
      const rows = await uow.repos.schedules.addProperties(s.id, [{ name: '1' }, { name: '2' }, { name: '3' }]);
      await uow.repos.schedules.deleteProperty(s.id, rows[1].id);
      await uow.repos.schedules.addProperties(s.id, [{ name: '4' }]);
      expect((await uow.repos.schedules.listProperties(s.id)).map((p) => p.name)).toEqual(['1', '3', '4']);
      const [v] = await uow.repos.schedules.addVehicles(s.id, [{ make: 'x' }]);
      await uow.repos.schedules.deleteVehicle(s.id, v.id);
      expect(await uow.repos.schedules.listVehicles(s.id)).toEqual([]);
    });
  });
}

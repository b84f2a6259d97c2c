/** Core's carrier use cases on the in-memory unit of work: who keeps the directory, and quotes naming its carriers. */
import { describe, expect, it } from 'vitest';
import {
  addQuote,
  CarrierListQuerySchema,
  CarrierPatchSchema,
  createCarrier,
  getCarrier,
  listCarriers,
  NewCarrierSchema,
  parseOrThrow,
  updateCarrier,
  updateQuote,
} from '@workbench/core';
import { aWorldPerTest, failure } from './usecases.world.ts';

const w = aWorldPerTest();

describe('keeping the directory', () => {
  it('adds and edits a carrier with history, and refuses a second carrier of the same name', async () => {
    const broker = await w.anActor('broker');
    const carrier = await createCarrier(w.deps)(
      broker,
      parseOrThrow(NewCarrierSchema, {
        name: 'Acme Mutual',
        appetite: [{ product: 'commercial_auto', note: 'Fleets' }],
      }),
    );
    expect(carrier).toMatchObject({ name: 'Acme Mutual', active: true, quotesCount: 0, hitRatio: null });
    const edited = await updateCarrier(w.deps)(
      await w.anActor('broker_manager'),
      carrier.id,
      parseOrThrow(CarrierPatchSchema, { active: false }),
    );
    expect(edited.history.map((h) => [h.action, h.details])).toEqual([
      ['Carrier updated', 'Changed active flag (inactive)'],
      ['Carrier added', 'Acme Mutual'],
    ]);
    expect(await failure(createCarrier(w.deps)(broker, parseOrThrow(NewCarrierSchema, { name: ' acme MUTUAL ' })))).toBe('conflict');
    expect((await listCarriers(w.deps)(broker, parseOrThrow(CarrierListQuerySchema, { q: 'fleet' }))).items.map((c) => c.name)).toEqual([
      'Acme Mutual',
    ]);
  });

  it('lets an insurer read only, and a customer or a pending broker nothing', async () => {
    const carrier = await createCarrier(w.deps)(await w.anActor('broker'), parseOrThrow(NewCarrierSchema, { name: 'Read Only Re' }));
    const insurer = await w.anActor('insurer');
    expect((await getCarrier(w.deps)(insurer, carrier.id)).name).toBe('Read Only Re');
    expect(await failure(updateCarrier(w.deps)(insurer, carrier.id, parseOrThrow(CarrierPatchSchema, { active: false })))).toBe(
      'forbidden',
    );
    for (const someone of [await w.anActor('customer'), await w.anActor('broker', { status: 'pending' })]) {
      expect(await failure(listCarriers(w.deps)(someone, parseOrThrow(CarrierListQuerySchema, {})))).toBe('forbidden');
      expect(await failure(getCarrier(w.deps)(someone, carrier.id))).toBe('forbidden');
      expect(await failure(createCarrier(w.deps)(someone, parseOrThrow(NewCarrierSchema, { name: 'Sneaky' })))).toBe('forbidden');
    }
  });
});

describe('quotes naming a carrier', () => {
  it('stores the directory carrier chosen by id under its own name, and counts hits on approved submissions only', async () => {
    const broker = await w.anActor('broker');
    const carrier = await createCarrier(w.deps)(broker, parseOrThrow(NewCarrierSchema, { name: 'Harbor Re' }));
    const open = await w.aSubmission('in_review');
    const quote = await addQuote(w.deps)(broker, open.id, { carrierId: carrier.id, amount: 1000, status: 'Approved' });
    expect(quote).toMatchObject({ carrier: 'Harbor Re', carrierId: carrier.id });
    expect(await failure(addQuote(w.deps)(broker, open.id, { carrierId: crypto.randomUUID(), amount: 1 }))).toBe('invalid');
    expect(await getCarrier(w.deps)(broker, carrier.id)).toMatchObject({ quotesCount: 1, hitRatio: 0 });
    await w.uow.run((repos) => repos.submissions.update(open.id, { status: 'approved' }));
    expect(await getCarrier(w.deps)(broker, carrier.id)).toMatchObject({ quotesCount: 1, hitRatio: 1 });
  });

  it('links a quote named in text to the directory, adding the carrier when new, and moves a quote to another carrier', async () => {
    const broker = await w.anActor('broker');
    const s = await w.aSubmission('in_review');
    const quote = await addQuote(w.deps)(broker, s.id, { carrier: '  Brand New Mutual ', amount: 1000 });
    const added = (await listCarriers(w.deps)(broker, parseOrThrow(CarrierListQuerySchema, { q: 'brand new' }))).items[0]!;
    expect(quote).toMatchObject({ carrier: 'Brand New Mutual', carrierId: added.id });
    const other = await createCarrier(w.deps)(broker, parseOrThrow(NewCarrierSchema, { name: 'Other Re' }));
    const moved = await updateQuote(w.deps)(broker, s.id, quote.id, { carrierId: other.id });
    expect(moved).toMatchObject({ carrier: 'Other Re', carrierId: other.id });
    expect((await getCarrier(w.deps)(broker, added.id)).quotesCount).toBe(0);
  });
});

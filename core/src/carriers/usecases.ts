import { AppError } from '../errors.ts';
import { authorLabel } from '../users/index.ts';
import type { Repositories } from '../repositories.ts';
import type { Actor, CoreDeps } from '../use-case-deps.ts';
import type { Page } from '../submissions/index.ts';
import type { Carrier, CarrierSummary } from './entities.ts';
import type { CarrierFields, CarrierListQuery, CarrierPatch } from './ports.ts';
import { carrierRights } from './rules.ts';

function assertMayRead(actor: Actor): void {
  if (!carrierRights(actor).read) throw AppError.forbidden();
}

function assertMayChange(actor: Actor): void {
  if (!carrierRights(actor).change) throw AppError.forbidden();
}

async function existing(repos: Repositories, id: string): Promise<Carrier> {
  const carrier = await repos.carriers.get(id);
  if (!carrier) throw AppError.notFound('Carrier');
  return carrier;
}

const nameTaken = (name: string) => AppError.conflict(`A carrier named ${name} is already in the directory`);

/** The directory, A to Z, searched by name or appetite; active staff only. */
export const listCarriers =
  (deps: CoreDeps) =>
  async (actor: Actor, query: CarrierListQuery): Promise<Page<CarrierSummary>> => {
    assertMayRead(actor);
    return deps.uow.repos.carriers.list(query);
  };

/** One carrier with its contacts, figures, latest quotes and history; not_found when unknown. */
export const getCarrier =
  (deps: CoreDeps) =>
  async (actor: Actor, id: string): Promise<Carrier> => {
    assertMayRead(actor);
    return existing(deps.uow.repos, id);
  };

/** Adds a carrier to the directory; history 'Carrier added'. Fails with forbidden, invalid or conflict (name taken). */
export const createCarrier =
  (deps: CoreDeps) =>
  async (actor: Actor, fields: CarrierFields): Promise<Carrier> => {
    assertMayChange(actor);
    const id = await deps.uow.run(async (repos) => {
      if (await repos.carriers.findByName(fields.name)) throw nameTaken(fields.name);
      const now = deps.clock.now().toISOString();
      const created = await repos.carriers.create(fields, now);
      await repos.carriers.addHistory(created.id, { user: authorLabel(actor), action: 'Carrier added', details: fields.name, date: now });
      return created.id;
    });
    return existing(deps.uow.repos, id);
  };

const FIELD_NAMES: Record<keyof CarrierFields, string> = {
  name: 'name',
  active: 'active flag',
  appetite: 'appetite notes',
  contacts: 'contacts',
};

/**
 * Changes a carrier (its name, appetite notes, contacts, active flag); history 'Carrier updated' naming what
 * changed. Fails with forbidden, invalid, not_found or conflict (a name another carrier has).
 */
export const updateCarrier =
  (deps: CoreDeps) =>
  async (actor: Actor, id: string, changes: CarrierPatch): Promise<Carrier> => {
    assertMayChange(actor);
    await deps.uow.run(async (repos) => {
      const carrier = await existing(repos, id);
      if (changes.name !== undefined) {
        const holder = await repos.carriers.findByName(changes.name);
        if (holder && holder.id !== carrier.id) throw nameTaken(changes.name);
      }
      const changed = (Object.keys(changes) as Array<keyof CarrierFields>).filter(
        (key) => changes[key] !== undefined && JSON.stringify(changes[key]) !== JSON.stringify(carrier[key]),
      );
      if (changed.length === 0) return;
      const now = deps.clock.now().toISOString();
      await repos.carriers.update(carrier.id, changes, now);
      const renamed = changes.name !== undefined && changes.name !== carrier.name ? ` (was ${carrier.name})` : '';
      const active = changed.includes('active') ? ` (${changes.active ? 'active' : 'inactive'})` : '';
      const what = changed.map((key) => FIELD_NAMES[key]).join(', ');
      await repos.carriers.addHistory(carrier.id, {
        user: authorLabel(actor),
        action: 'Carrier updated',
        details: `Changed ${what}${renamed}${active}`,
        date: now,
      });
    });
    return existing(deps.uow.repos, id);
  };

/**
 * The carrier a quote names, for add and update quote: a carrier of the directory by id (not_found
 * answered as invalid on the field when unknown), or, from callers that send a name only, the directory's
 * carrier of that name, added to the directory when it has none so every quote has its carrier.
 * The quote keeps the directory's spelling of the name.
 */
export async function quoteCarrier(
  repos: Repositories,
  actor: Actor,
  given: { carrierId?: string; carrier?: string },
  at: string,
): Promise<{ carrierId: string; carrier: string } | null> {
  if (given.carrierId !== undefined) {
    const carrier = await repos.carriers.get(given.carrierId);
    if (!carrier) {
      const message = 'Choose a carrier from the directory';
      throw AppError.invalid(message, [{ path: 'carrierId', message }]);
    }
    return { carrierId: carrier.id, carrier: carrier.name };
  }
  if (given.carrier === undefined) return null;
  const known = await repos.carriers.findByName(given.carrier);
  if (known) return { carrierId: known.id, carrier: known.name };
  const created = await repos.carriers.create({ name: given.carrier, active: true, appetite: [], contacts: [] }, at);
  await repos.carriers.addHistory(created.id, {
    user: authorLabel(actor),
    action: 'Carrier added',
    details: `${given.carrier}, named on a quote`,
    date: at,
  });
  return { carrierId: created.id, carrier: created.name };
}

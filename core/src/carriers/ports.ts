import type * as v from 'valibot';
import type { Page } from '../submissions/index.ts';
import type { Carrier, CarrierSummary } from './entities.ts';
import type { CarrierListQuerySchema, CarrierPatchSchema, NewCarrierSchema } from './schemas.ts';

/** A carrier's own fields, as a new carrier brings them (read by NewCarrierSchema). */
export type CarrierFields = v.InferOutput<typeof NewCarrierSchema>;
/** Any of them, at least one: appetite and contacts are replaced whole. */
export type CarrierPatch = v.InferOutput<typeof CarrierPatchSchema>;
/** The directory's search: a case-insensitive part of the name or of an appetite note, active or not, a page. */
export type CarrierListQuery = v.InferOutput<typeof CarrierListQuerySchema>;

export interface CarrierRepository {
  /** Fails with conflict when another carrier has the name (trimmed, without case). */
  create(carrier: CarrierFields, at: string): Promise<Carrier>;
  /** With its figures, its latest quotes and its history; null when unknown. */
  get(id: string): Promise<Carrier | null>;
  /** The carrier of that name (trimmed, without case), or null. */
  findByName(name: string): Promise<{ id: string; name: string; active: boolean } | null>;
  /** By name, A to Z, with each carrier's quotes count and hit ratio. */
  list(query: CarrierListQuery): Promise<Page<CarrierSummary>>;
  /**
   * Changes the fields given (appetite and contacts are replaced whole); a new name is carried to the quotes
   * that name the carrier. Fails with not_found (unknown id) or conflict (a name another carrier has).
   */
  update(id: string, changes: Partial<CarrierFields>, at: string): Promise<void>;
  addHistory(id: string, entry: { user: string; action: string; details: string; date: string }): Promise<void>;
}

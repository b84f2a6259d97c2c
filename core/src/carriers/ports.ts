import type { Page } from '../submissions/ports.ts';
import type { AppetiteNote, Carrier, CarrierContact, CarrierSummary } from './entities.ts';

export interface CarrierFields {
  name: string;
  active: boolean;
  appetite: AppetiteNote[];
  contacts: CarrierContact[];
}

export interface CarrierListQuery {
  /** Case-insensitive substring of the name or of an appetite note. */
  q?: string;
  active?: boolean;
  limit: number;
  offset: number;
}

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

import type { Knex } from 'knex';
import {
  AppError,
  DEFAULT_CURRENCY,
  type CellSources,
  type Property,
  type PropertyInput,
  type ScheduleRepository,
  type SourceFile,
  type Vehicle,
  type VehicleInput,
} from '@workbench/core';
import { isUuid, json, newId, num, numOrNull, toJson } from './rows.ts';
import { updateVersioned } from './versioned-update.ts';

/** Domain field -> column, for both schedules. */
const PROPERTY_COLUMNS = {
  name: 'name',
  address: 'address',
  city: 'city',
  state: 'state',
  zipCode: 'zip_code',
  yearBuilt: 'year_built',
  constructionType: 'construction_type',
  occupancyType: 'occupancy_type',
  squareFootage: 'square_footage',
  stories: 'stories',
  sprinklered: 'sprinklered',
  ownership: 'ownership',
  buildingValue: 'building_value',
  contentsValue: 'contents_value',
  biValue: 'bi_value',
  otherValue: 'other_value',
  tiv: 'tiv',
  tivComputed: 'tiv_computed',
  currency: 'currency',
} as const satisfies Record<keyof Omit<PropertyInput, 'needsReview' | 'sources' | 'sourceFile'>, string>;

const VEHICLE_COLUMNS = {
  fleetId: 'fleet_id',
  make: 'make',
  model: 'model',
  year: 'year',
  vin: 'vin',
  value: 'value',
  usage: 'usage',
} as const satisfies Record<keyof Omit<VehicleInput, 'needsReview' | 'sources' | 'sourceFile'>, string>;

type Row = Record<string, unknown>;

const INSERT_CHUNK_ROWS = 1000;

export function toProperty(row: Row): Property {
  return {
    id: row.id as string,
    name: (row.name as string) ?? null,
    address: (row.address as string) ?? null,
    city: (row.city as string) ?? null,
    state: (row.state as string) ?? null,
    zipCode: (row.zip_code as string) ?? null,
    yearBuilt: numOrNull(row.year_built),
    constructionType: (row.construction_type as string) ?? null,
    occupancyType: (row.occupancy_type as string) ?? null,
    squareFootage: numOrNull(row.square_footage),
    stories: numOrNull(row.stories),
    sprinklered: (row.sprinklered as boolean) ?? null,
    ownership: (row.ownership as string) ?? null,
    buildingValue: numOrNull(row.building_value),
    contentsValue: numOrNull(row.contents_value),
    biValue: numOrNull(row.bi_value),
    otherValue: numOrNull(row.other_value),
    tiv: numOrNull(row.tiv),
    tivComputed: row.tiv_computed === true,
    currency: (row.currency as string) ?? DEFAULT_CURRENCY,
    needsReview: json<string[]>(row.needs_review, []),
    sources: json<CellSources>(row.sources, {}),
    sourceFile: json<SourceFile | null>(row.source_file, null),
    version: num(row.version),
  };
}

export function toVehicle(row: Row): Vehicle {
  return {
    id: row.id as string,
    fleetId: (row.fleet_id as string) ?? null,
    make: (row.make as string) ?? null,
    model: (row.model as string) ?? null,
    year: numOrNull(row.year),
    vin: (row.vin as string) ?? null,
    value: numOrNull(row.value),
    usage: (row.usage as string) ?? null,
    needsReview: json<string[]>(row.needs_review, []),
    sources: json<CellSources>(row.sources, {}),
    sourceFile: json<SourceFile | null>(row.source_file, null),
    version: num(row.version),
  };
}

/** Only the fields present in `input` become columns, so a partial update leaves the others alone. */
function columns(input: Record<string, unknown>, map: Record<string, string>): Row {
  const row: Row = {};
  for (const [field, column] of Object.entries(map)) {
    if (input[field] !== undefined) row[column] = input[field];
  }
  if (input.needsReview !== undefined) row.needs_review = toJson(input.needsReview ?? []);
  if (input.sources !== undefined) row.sources = toJson(input.sources ?? {});
  if (input.sourceFile !== undefined) row.source_file = input.sourceFile === null ? null : toJson(input.sourceFile);
  return row;
}

export class PgScheduleRepository implements ScheduleRepository {
  constructor(private readonly db: Knex | Knex.Transaction) {}

  listProperties(submissionId: string): Promise<Property[]> {
    return this.list('submission_properties', submissionId, toProperty);
  }

  listVehicles(submissionId: string): Promise<Vehicle[]> {
    return this.list('submission_vehicles', submissionId, toVehicle);
  }

  addProperties(submissionId: string, rows: PropertyInput[]): Promise<Property[]> {
    return this.add('submission_properties', submissionId, rows, PROPERTY_COLUMNS, toProperty);
  }

  addVehicles(submissionId: string, rows: VehicleInput[]): Promise<Vehicle[]> {
    return this.add('submission_vehicles', submissionId, rows, VEHICLE_COLUMNS, toVehicle);
  }

  async addSchedules(submissionId: string, properties: PropertyInput[], vehicles: VehicleInput[]): Promise<void> {
    const rows = properties.length + vehicles.length;
    if (properties.length === 0 || vehicles.length === 0 || rows > INSERT_CHUNK_ROWS) {
      await this.addProperties(submissionId, properties);
      await this.addVehicles(submissionId, vehicles);
      return;
    }
    // Both inserts in one statement: a create's round trips are time its transaction holds a connection.
    const first = this.db('submission_properties')
      .insert(this.rows('submission_properties', submissionId, properties, PROPERTY_COLUMNS))
      .toSQL();
    const second = this.db('submission_vehicles')
      .insert(this.rows('submission_vehicles', submissionId, vehicles, VEHICLE_COLUMNS))
      .toSQL();
    await this.db.raw(`with added_properties as (${first.sql}) ${second.sql}`, [...first.bindings, ...second.bindings]);
  }

  updateProperty(submissionId: string, id: string, row: PropertyInput, expectedVersion?: number): Promise<Property> {
    return this.update('submission_properties', submissionId, id, row, PROPERTY_COLUMNS, toProperty, 'Property', expectedVersion);
  }

  updateVehicle(submissionId: string, id: string, row: VehicleInput, expectedVersion?: number): Promise<Vehicle> {
    return this.update('submission_vehicles', submissionId, id, row, VEHICLE_COLUMNS, toVehicle, 'Vehicle', expectedVersion);
  }

  deleteProperty(submissionId: string, id: string): Promise<void> {
    return this.remove('submission_properties', submissionId, id, 'Property');
  }

  deleteVehicle(submissionId: string, id: string): Promise<void> {
    return this.remove('submission_vehicles', submissionId, id, 'Vehicle');
  }

  deleteProperties(submissionId: string, ids: readonly string[]): Promise<void> {
    return this.removeAll('submission_properties', submissionId, ids);
  }

  deleteVehicles(submissionId: string, ids: readonly string[]): Promise<void> {
    return this.removeAll('submission_vehicles', submissionId, ids);
  }

  private async list<T>(table: string, submissionId: string, map: (row: Row) => T): Promise<T[]> {
    if (!isUuid(submissionId)) return [];
    const rows = await this.db(table).where({ submission_id: submissionId }).orderBy('position');
    return rows.map(map);
  }

  /** Positions continue after the last row, found by the insert itself rather than read first. */
  private rows(table: string, submissionId: string, inputs: Array<Record<string, unknown>>, map: Record<string, string>) {
    return inputs.map((input, index) => ({
      needs_review: toJson([]),
      ...columns(input, map),
      id: newId(),
      submission_id: submissionId,
      position: this.db.raw('(select coalesce(max(position) + 1, 0) + ? from ?? where submission_id = ?)', [index, table, submissionId]),
    }));
  }

  private async add<T>(
    table: string,
    submissionId: string,
    inputs: Array<Record<string, unknown>>,
    map: Record<string, string>,
    toEntity: (row: Row) => T,
  ): Promise<T[]> {
    if (inputs.length === 0) return [];
    const rows = this.rows(table, submissionId, inputs, map);
    // One statement carries at most 65,535 bind parameters; a long schedule goes in several, in the caller's transaction.
    const inserted: Row[] = [];
    for (let i = 0; i < rows.length; i += INSERT_CHUNK_ROWS) {
      inserted.push(
        ...(await this.db(table)
          .insert(rows.slice(i, i + INSERT_CHUNK_ROWS))
          .returning('*')),
      );
    }
    return inserted.sort((a, b) => (a.position as number) - (b.position as number)).map(toEntity);
  }

  private async update<T>(
    table: string,
    submissionId: string,
    id: string,
    input: Record<string, unknown>,
    map: Record<string, string>,
    toEntity: (row: Row) => T,
    what: string,
    expectedVersion: number | undefined,
  ): Promise<T> {
    if (!isUuid(submissionId) || !isUuid(id)) throw AppError.notFound(what);
    const changes = columns(input, map);
    return toEntity(await updateVersioned(this.db, table, { id, submission_id: submissionId }, changes, expectedVersion, what));
  }

  private async removeAll(table: string, submissionId: string, ids: readonly string[]): Promise<void> {
    const known = ids.filter(isUuid);
    if (!isUuid(submissionId) || known.length === 0) return;
    await this.db(table).where({ submission_id: submissionId }).whereIn('id', known).delete();
  }

  private async remove(table: string, submissionId: string, id: string, what: string): Promise<void> {
    if (!isUuid(submissionId) || !isUuid(id)) throw AppError.notFound(what);
    // Affected-row counts differ between pg and PGlite; the returned ids do not.
    const deleted = await this.db(table).where({ id, submission_id: submissionId }).delete().returning('id');
    if (deleted.length === 0) throw AppError.notFound(what);
  }
}

import {
  AppError,
  DEFAULT_CURRENCY,
  PROPERTY_FIELDS,
  VEHICLE_FIELDS,
  type Property,
  type PropertyInput,
  type ScheduleRepository,
  type Vehicle,
  type VehicleInput,
} from '@workbench/core';
import { countWrite, newId, requireSubmission, ownedBy, strip } from './rows.ts';
import { copy, nextSeq, type Store } from './state.ts';

function fill<T>(fields: readonly string[], input: Record<string, unknown>): T {
  const row: Record<string, unknown> = {};
  for (const field of fields) row[field] = input[field] ?? null;
  row.needsReview = copy((input.needsReview as string[] | undefined) ?? []);
  row.sources = copy((input.sources as object | undefined) ?? {});
  row.sourceFile = copy((input.sourceFile as object | null | undefined) ?? null);
  return row as T;
}

function patch(target: Record<string, unknown>, fields: readonly string[], input: Record<string, unknown>) {
  for (const field of [...fields, 'needsReview']) {
    if (input[field] !== undefined) target[field] = copy(input[field] ?? (field === 'needsReview' ? [] : null));
  }
  if (input.sources !== undefined) target.sources = copy(input.sources ?? {});
  if (input.sourceFile !== undefined) target.sourceFile = copy(input.sourceFile ?? null);
}

export class InMemoryScheduleRepository implements ScheduleRepository {
  constructor(private readonly store: Store) {}

  async listProperties(submissionId: string): Promise<Property[]> {
    return ownedBy(this.store.state.properties, submissionId).map(strip);
  }

  async listVehicles(submissionId: string): Promise<Vehicle[]> {
    return ownedBy(this.store.state.vehicles, submissionId).map(strip);
  }

  async addProperties(submissionId: string, rows: PropertyInput[]): Promise<Property[]> {
    if (rows.length) requireSubmission(this.store, submissionId);
    const added = rows.map((input) => ({
      ...fill<Property>(PROPERTY_FIELDS, input),
      tivComputed: input.tivComputed ?? false,
      currency: input.currency ?? DEFAULT_CURRENCY,
      id: newId(),
      submissionId,
      seq: nextSeq(this.store),
      version: 1,
    }));
    this.store.state.properties.push(...added);
    return added.map(strip);
  }

  async addSchedules(submissionId: string, properties: PropertyInput[], vehicles: VehicleInput[]): Promise<void> {
    await this.addProperties(submissionId, properties);
    await this.addVehicles(submissionId, vehicles);
  }

  async addVehicles(submissionId: string, rows: VehicleInput[]): Promise<Vehicle[]> {
    if (rows.length) requireSubmission(this.store, submissionId);
    const added = rows.map((input) => ({
      ...fill<Vehicle>(VEHICLE_FIELDS, input),
      id: newId(),
      submissionId,
      seq: nextSeq(this.store),
      version: 1,
    }));
    this.store.state.vehicles.push(...added);
    return added.map(strip);
  }

  async updateProperty(submissionId: string, id: string, input: PropertyInput, expectedVersion?: number): Promise<Property> {
    const row = this.store.state.properties.find((p) => p.id === id && p.submissionId === submissionId);
    if (!row) throw AppError.notFound('Property');
    countWrite(row, expectedVersion);
    patch(row as unknown as Record<string, unknown>, [...PROPERTY_FIELDS, 'tivComputed'], input);
    return strip(row);
  }

  async updateVehicle(submissionId: string, id: string, input: VehicleInput, expectedVersion?: number): Promise<Vehicle> {
    const row = this.store.state.vehicles.find((v) => v.id === id && v.submissionId === submissionId);
    if (!row) throw AppError.notFound('Vehicle');
    countWrite(row, expectedVersion);
    patch(row as unknown as Record<string, unknown>, VEHICLE_FIELDS, input);
    return strip(row);
  }

  async deleteProperty(submissionId: string, id: string): Promise<void> {
    const state = this.store.state;
    const index = state.properties.findIndex((p) => p.id === id && p.submissionId === submissionId);
    if (index < 0) throw AppError.notFound('Property');
    state.properties.splice(index, 1);
  }

  async deleteProperties(submissionId: string, ids: readonly string[]): Promise<void> {
    const state = this.store.state;
    state.properties = state.properties.filter((p) => p.submissionId !== submissionId || !ids.includes(p.id));
  }

  async deleteVehicles(submissionId: string, ids: readonly string[]): Promise<void> {
    const state = this.store.state;
    state.vehicles = state.vehicles.filter((v) => v.submissionId !== submissionId || !ids.includes(v.id));
  }

  async deleteVehicle(submissionId: string, id: string): Promise<void> {
    const state = this.store.state;
    const index = state.vehicles.findIndex((v) => v.id === id && v.submissionId === submissionId);
    if (index < 0) throw AppError.notFound('Vehicle');
    state.vehicles.splice(index, 1);
  }
}

import { AppError } from '../../errors.ts';
import type { Clock } from '../../shared/ports.ts';
import { type Actor, assertStaff, isStaff, isUuid } from '../../use-case-deps.ts';
import { parseOrThrow } from '../../shared/validation.ts';
import type * as v from 'valibot';
import { ColumnChoicesSchema, LearnMappingsSchema } from '../mapping-schemas.ts';
import {
  type AppliedMapping,
  type ColumnChoice,
  type ColumnDecisions,
  type ExtractionMapping,
  type LearnedMapping,
  type LearnedMappingStore,
  columnDecisions,
  decisionKey,
  normaliseHeader,
} from '../mapping.ts';

export { ColumnChoicesSchema } from '../mapping-schemas.ts';

const clientIdOf = (value: unknown): string | null => {
  if (value === undefined || value === null || value === '') return null;
  if (typeof value !== 'string' || !isUuid(value)) {
    const message = 'clientId must be a client id';
    throw AppError.invalid(message, [{ path: 'clientId', message }]);
  }
  return value;
};

/** The `columns` of an upload: a list, or the list as JSON text (a multipart field). */
export function readColumnChoices(value: unknown): ColumnChoice[] {
  if (value === undefined || value === null || value === '') return [];
  let list = value;
  if (typeof value === 'string') {
    try {
      list = JSON.parse(value);
    } catch {
      const message = 'columns must be a JSON list of { kind, header, field }';
      throw AppError.invalid(message, [{ path: 'columns', message }]);
    }
  }
  return parseOrThrow(ColumnChoicesSchema, list) as ColumnChoice[];
}

/**
 * The decisions an upload is read with. Learned mappings are the firm's and staff's alone: a customer's
 * upload is read by the rules and the customer's own choices, so nothing the firm learned reaches a customer.
 */
export async function uploadDecisions(
  store: LearnedMappingStore | undefined,
  actor: Actor,
  choices: readonly ColumnChoice[],
  clientId: unknown,
): Promise<{ decisions: ColumnDecisions; learned: LearnedMapping[] }> {
  const learned = store && isStaff(actor) ? await store.forUpload(clientIdOf(clientId)) : [];
  const decisions: ColumnDecisions = {};
  for (const [key, d] of columnDecisions(choices, learned)) decisions[key] = { field: d.field, source: d.source };
  return { decisions, learned };
}

/** The learned mappings that decided a column of the answer. */
export function appliedMappings(mapping: ExtractionMapping, learned: readonly LearnedMapping[]): AppliedMapping[] {
  const chosen = columnDecisions([], learned);
  const applied: AppliedMapping[] = [];
  for (const c of mapping.columns) {
    if (c.source !== 'learned') continue;
    const m = chosen.get(decisionKey(c.kind, c.key))?.learned;
    if (m && !applied.some((a) => a.id === m.id))
      applied.push({ id: m.id, kind: m.kind, header: m.header, field: m.field, clientId: m.clientId });
  }
  return applied;
}

/** The client, and the columns a person changed in the review and confirmed. */
export type LearnMappingsInput = v.InferInput<typeof LearnMappingsSchema>;

/**
 * Remembers the columns a person corrected and confirmed, for the client when it is known, so the next
 * upload with the same header is read the same way. Staff only: a customer's correction stays with that
 * upload (forbidden otherwise). Fails with `invalid` for a malformed list, `not_found` for an unknown client.
 */
export const learnMappings =
  (deps: { mappings: LearnedMappingStore; clock: Clock }) =>
  async (actor: Actor, input: LearnMappingsInput): Promise<LearnedMapping[]> => {
    assertStaff(actor);
    const { clientId, columns: choices } = parseOrThrow(LearnMappingsSchema, input);
    const createdAt = deps.clock.now().toISOString();
    const saved: LearnedMapping[] = [];
    for (const c of choices) {
      saved.push(
        await deps.mappings.save({
          kind: c.kind,
          header: c.header,
          key: normaliseHeader(c.header),
          field: c.field,
          clientId,
          createdBy: actor.fullName,
          createdAt,
        }),
      );
    }
    return saved;
  };

/** The firm's learned mappings, for the settings page. Staff only. */
export const listLearnedMappings =
  (deps: { mappings: LearnedMappingStore }) =>
  async (actor: Actor): Promise<LearnedMapping[]> => {
    assertStaff(actor);
    return deps.mappings.list();
  };

/** Forgets a learned mapping: later uploads are read by the rules again. Staff only; `not_found` when unknown. */
export const removeLearnedMapping =
  (deps: { mappings: LearnedMappingStore }) =>
  async (actor: Actor, id: string): Promise<void> => {
    assertStaff(actor);
    if (!isUuid(id)) throw AppError.notFound('Mapping');
    await deps.mappings.remove(id);
  };

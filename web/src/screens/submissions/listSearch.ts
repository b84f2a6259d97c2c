import * as v from 'valibot';
import { DEFAULT_PAGE_SIZE, type User } from '@workbench/core';
import type { TeamsOverview } from '../../queries/organisation.queries.ts';

/** The list's own filter buttons: on this screen they read isNew, and MTA filters nothing. */
export const LIST_FILTERS = [
  { id: 'all', label: 'All', isNew: undefined },
  { id: 'newBusiness', label: 'New Business', isNew: true },
  { id: 'renewals', label: 'Renewals', isNew: false },
  { id: 'mta', label: 'MTA', isNew: undefined },
] as const;
export type ListFilter = (typeof LIST_FILTERS)[number]['id'];

export const PAGE_SIZES = [25, 50, 100, 500] as const;

const optional = <S extends v.GenericSchema>(schema: S) => v.fallback(v.optional(schema), undefined);

export const ListSearch = v.object({
  filter: optional(v.picklist(LIST_FILTERS.map((f) => f.id))),
  page: optional(v.pipe(v.number(), v.integer(), v.minValue(1))),
  size: optional(v.picklist(PAGE_SIZES)),
  /** An office's address (brokerage-a) or id; `all` asks for every office even where a default one applies. */
  office: optional(v.pipe(v.string(), v.maxLength(100))),
});

/** Every office: the choice that lifts a broker manager's default office. */
export const ALL_OFFICES = 'all';

/**
 * The office whose book a broker manager sees first: the one they work from. Others, and a manager placed in
 * no office, start with every office.
 */
export function homeOffice(user: Pick<User, 'id' | 'role'>, teams: TeamsOverview | undefined): string | undefined {
  if (user.role !== 'broker_manager' || !teams) return undefined;
  const officeId = teams.people.find((p) => p.userId === user.id)?.officeId;
  return teams.offices.find((o) => o.id === officeId)?.slug;
}
export type ListSearchValues = v.InferOutput<typeof ListSearch>;

/** The server request for a page of the list; `defaultOffice` applies unless the address names an office or all. */
export function listRequest(search: ListSearchValues, defaultOffice?: string) {
  const chosen = search.office ?? defaultOffice;
  const office = chosen === ALL_OFFICES ? undefined : chosen;
  const size = search.size ?? DEFAULT_PAGE_SIZE;
  const page = search.page ?? 1;
  const isNew = LIST_FILTERS.find((f) => f.id === (search.filter ?? 'all'))?.isNew;
  return { isNew, office, limit: size, offset: (page - 1) * size };
}

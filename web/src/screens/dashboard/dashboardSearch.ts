import * as v from 'valibot';
import {
  PRIORITIES,
  PRIORITY_LABELS,
  PRODUCTS,
  SUBMISSION_STATUSES,
  statusLabel,
  type SubmissionStatus,
  type TransactionType,
} from '@workbench/core';
import { formatDate, productLabel } from '../../format.ts';
import type { SubmissionFilters } from '../../queries/submissions.queries.ts';

/** Top-bar tabs: my_workbench starts; the others narrow the dashboard. */
export const VIEWS = ['my_workbench', 'assigned', 'created', 'activity'] as const;
export type DashboardView = (typeof VIEWS)[number];

/** Filter-bar buttons and the transaction type each one requests. */
export const TYPE_FILTERS = [
  { id: 'all', label: 'All', transactionType: undefined },
  { id: 'newBusiness', label: 'New Business', transactionType: 'new_business' },
  { id: 'renewals', label: 'Renewals', transactionType: 'renewal' },
  { id: 'mta', label: 'MTA', transactionType: 'mta' },
] as const satisfies readonly { id: string; label: string; transactionType: TransactionType | undefined }[];
export type TypeFilter = (typeof TYPE_FILTERS)[number]['id'];

const isoDate = v.pipe(v.string(), v.isoDate());

/** A search parameter that may be absent; a value that does not fit is dropped rather than failing the page. */
const optional = <S extends v.GenericSchema>(schema: S) => v.fallback(v.optional(schema), undefined);

/** The dashboard's state lives in the URL, so a filtered dashboard can be bookmarked and shared. */
export const DashboardSearch = v.object({
  view: optional(v.picklist(VIEWS)),
  type: optional(v.picklist(TYPE_FILTERS.map((f) => f.id))),
  status: optional(v.picklist(SUBMISSION_STATUSES)),
  priority: optional(v.picklist(PRIORITIES)),
  product: optional(v.picklist(PRODUCTS)),
  dueFrom: optional(isoDate),
  dueTo: optional(isoDate),
});
export type DashboardSearchValues = v.InferOutput<typeof DashboardSearch>;

/** The three tables of the dashboard, in order. */
export const DASHBOARD_TABLES = [
  { status: 'pending', title: statusLabel('pending'), failure: 'Failed to load pending submissions' },
  { status: 'in_progress', title: statusLabel('in_progress'), failure: 'Failed to load in-progress submissions' },
  { status: 'in_review', title: statusLabel('in_review'), failure: 'Failed to load in-review submissions' },
] as const satisfies readonly { status: SubmissionStatus; title: string; failure: string }[];

export const DASHBOARD_PAGE_SIZE = 10;

/** The filters every dashboard list shares: the tab's scope, the type button and the Filter panel. */
export function dashboardFilters(search: DashboardSearchValues, type: TypeFilter = search.type ?? 'all'): SubmissionFilters {
  const view = search.view ?? 'my_workbench';
  return {
    transactionType: TYPE_FILTERS.find((f) => f.id === type)?.transactionType,
    assignedTo: view === 'assigned' ? 'me' : undefined,
    createdBy: view === 'created' ? 'me' : undefined,
    priority: search.priority,
    product: search.product,
    dueFrom: search.dueFrom,
    dueTo: search.dueTo,
  };
}

/** The statuses shown: the three dashboard tables, or just the one the Filter panel picked. */
export function dashboardStatuses(search: DashboardSearchValues): SubmissionStatus[] {
  const all = DASHBOARD_TABLES.map((t) => t.status) as SubmissionStatus[];
  return search.status ? all.filter((s) => s === search.status) : all;
}

/** The Filter panel's settings, each of which can be taken off on its own. */
export type PanelFilter = 'status' | 'priority' | 'product' | 'dueFrom' | 'dueTo';

/** The Filter panel's settings in force, in words: 'Status: Pending', 'Due from: Dec 1, 2026'. */
export function activeFilterChips(search: DashboardSearchValues): { key: PanelFilter; label: string }[] {
  const chips: { key: PanelFilter; label: string }[] = [];
  if (search.status) chips.push({ key: 'status', label: `Status: ${statusLabel(search.status)}` });
  if (search.priority) chips.push({ key: 'priority', label: `Priority: ${PRIORITY_LABELS[search.priority]}` });
  if (search.product) chips.push({ key: 'product', label: `Product: ${productLabel(search.product)}` });
  if (search.dueFrom) chips.push({ key: 'dueFrom', label: `Due from: ${formatDate(search.dueFrom)}` });
  if (search.dueTo) chips.push({ key: 'dueTo', label: `Due to: ${formatDate(search.dueTo)}` });
  return chips;
}

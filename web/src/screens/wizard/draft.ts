/**
 * The create-submission wizard's state (the form and each coverage's entry), kept in
 * localStorage per signed-in user so a reload or a sign-out/sign-in does not lose the work.
 */
import {
  COVERAGE_TYPES,
  defaultDueDate,
  type Client,
  type CoverageType,
  type Priority,
  type SourceFile,
  type TransactionType,
  type ValidPropertyInput,
  type ValidVehicleInput,
} from '@workbench/core';
import { todayIso } from '../../format.ts';

export type PropertyRow = ValidPropertyInput & { key: string };
export type VehicleRow = ValidVehicleInput & { key: string };

export interface CoverageDraft {
  coverage: CoverageType;
  selected: boolean;
  limit: number | null;
  deductible: number | null;
  premium: number | null;
  notes: string;
  properties: PropertyRow[];
  vehicles: VehicleRow[];
}

export interface NewClientDraft {
  name: string;
  contactPerson: string;
  email: string;
  phone: string;
  address: string;
}

export interface WizardDraft {
  clientTab: 'existing' | 'new';
  client: Client | null;
  newClient: NewClientDraft;
  coverages: CoverageDraft[];
  transactionType: TransactionType;
  priority: Priority;
  dueDate: string;
  description: string;
  notes: string[];
  shareWithClient: boolean;
  /** The wizard page last shown, so 'Resume Draft' returns there. */
  lastPath: string;
}

export const emptyNewClient = (): NewClientDraft => ({ name: '', contactPerson: '', email: '', phone: '', address: '' });

const emptyCoverage = (coverage: CoverageType): CoverageDraft => ({
  coverage,
  selected: false,
  limit: null,
  deductible: null,
  premium: null,
  notes: '',
  properties: [],
  vehicles: [],
});

export function emptyDraft(): WizardDraft {
  return {
    clientTab: 'existing',
    client: null,
    newClient: emptyNewClient(),
    coverages: COVERAGE_TYPES.map(emptyCoverage),
    transactionType: 'new_business',
    priority: 'medium',
    dueDate: defaultDueDate(todayIso()),
    description: '',
    notes: [],
    shareWithClient: false,
    lastPath: '/create-submission/client',
  };
}

/** Whether there is anything in the draft worth offering to resume. */
export function hasProgress(draft: WizardDraft): boolean {
  return (
    draft.client !== null ||
    draft.newClient.name.trim() !== '' ||
    draft.coverages.some((c) => c.selected || c.properties.length > 0 || c.vehicles.length > 0) ||
    draft.description.trim() !== '' ||
    draft.notes.length > 0
  );
}

let keyCounter = 0;
/** A key for a schedule row, unique within the draft (rows have no server id yet). */
export const rowKey = () => `row-${Date.now().toString(36)}-${(keyCounter++).toString(36)}`;

/** Rows as the parse endpoint or a form gives them, with keys for the table. */
export const withKeys = <T extends object>(rows: readonly T[]): (T & { key: string })[] => rows.map((r) => ({ ...r, key: rowKey() }));

/**
 * A draft started from the dashboard's Upload Submission: the extracted schedules pre-select their coverages,
 * each row naming the file it was read from.
 */
export function draftFromPrefill(prefill: { properties?: unknown[]; vehicles?: unknown[]; file?: SourceFile }): WizardDraft {
  const draft = emptyDraft();
  const read = { sourceFile: prefill.file ?? null };
  const properties = Array.isArray(prefill.properties)
    ? (prefill.properties as ValidPropertyInput[]).map((row) => ({ ...row, ...read }))
    : [];
  const vehicles = Array.isArray(prefill.vehicles) ? (prefill.vehicles as ValidVehicleInput[]).map((row) => ({ ...row, ...read })) : [];
  draft.coverages = draft.coverages.map((c) => {
    if (c.coverage === 'property' && properties.length > 0) return { ...c, selected: true, properties: withKeys(properties) };
    if (c.coverage === 'motor_fleet' && vehicles.length > 0) return { ...c, selected: true, vehicles: withKeys(vehicles) };
    return c;
  });
  return draft;
}

// ---------------------------------------------------------------------------------------------
// Persistence
// ---------------------------------------------------------------------------------------------

export const DRAFT_KEY_PREFIX = 'workbench.wizard-draft.';
export const draftKey = (userId: string) => `${DRAFT_KEY_PREFIX}${userId}`;

/** Reads a stored draft; anything unreadable or from an older shape falls back to a fresh draft. */
export function loadDraft(userId: string): WizardDraft {
  try {
    const text = localStorage.getItem(draftKey(userId));
    if (!text) return emptyDraft();
    const stored = JSON.parse(text) as Partial<WizardDraft>;
    const fresh = emptyDraft();
    const coverages = fresh.coverages.map((c) => {
      const saved = stored.coverages?.find((s) => s.coverage === c.coverage);
      return saved ? { ...c, ...saved } : c;
    });
    return { ...fresh, ...stored, newClient: { ...fresh.newClient, ...stored.newClient }, coverages };
  } catch {
    return emptyDraft();
  }
}

function saveDraft(userId: string, draft: WizardDraft): void {
  try {
    localStorage.setItem(draftKey(userId), JSON.stringify(draft));
  } catch {
    // Storage full or disabled: the wizard still works, the draft just does not survive a reload.
  }
}

type Listener = () => void;

export interface DraftStore {
  get: () => WizardDraft;
  update: (change: (draft: WizardDraft) => WizardDraft) => void;
  reset: (draft?: WizardDraft) => void;
  subscribe: (listener: Listener) => () => void;
}

export function createDraftStore(userId: string): DraftStore {
  let draft = loadDraft(userId);
  const listeners = new Set<Listener>();
  const set = (next: WizardDraft) => {
    draft = next;
    saveDraft(userId, draft);
    for (const l of listeners) l();
  };
  return {
    get: () => draft,
    update: (change) => set(change(draft)),
    reset: (next = emptyDraft()) => set(next),
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

const stores = new Map<string, DraftStore>();
/** One store per user for the page's lifetime, so every wizard screen sees the same draft. */
export function draftStoreFor(userId: string): DraftStore {
  let store = stores.get(userId);
  if (!store) {
    store = createDraftStore(userId);
    stores.set(userId, store);
  }
  return store;
}

// ---------------------------------------------------------------------------------------------
// Edits
// ---------------------------------------------------------------------------------------------

export const coverageOf = (draft: WizardDraft, type: CoverageType): CoverageDraft =>
  draft.coverages.find((c) => c.coverage === type) ?? emptyCoverage(type);

export const updateCoverage =
  (type: CoverageType, change: (c: CoverageDraft) => CoverageDraft) =>
  (draft: WizardDraft): WizardDraft => ({
    ...draft,
    coverages: draft.coverages.map((c) => (c.coverage === type ? change(c) : c)),
  });

export const selectedCoverages = (draft: WizardDraft) => draft.coverages.filter((c) => c.selected);

/** Choosing an existing client clears the new-client draft. */
export const chooseClient =
  (client: Client) =>
  (draft: WizardDraft): WizardDraft => ({ ...draft, clientTab: 'existing', client, newClient: emptyNewClient() });

/** A client new to the firm as the submission's body sends it: its five fields, the empty ones null. */
export interface NewClientFields {
  name: string;
  contactPerson: string | null;
  email: string | null;
  phone: string | null;
  address: string | null;
}

/**
 * The new client typed on the New Client tab, when that is the draft's client: it is created only with the
 * submission, so an abandoned draft leaves no client behind. Null for a client on file or none typed.
 */
export function newClientOf(draft: WizardDraft): NewClientFields | null {
  if (draft.client || draft.clientTab !== 'new' || draft.newClient.name.trim() === '') return null;
  const orNull = (s: string) => s.trim() || null;
  const { name, contactPerson, email, phone, address } = draft.newClient;
  return { name: name.trim(), contactPerson: orNull(contactPerson), email: orNull(email), phone: orNull(phone), address: orNull(address) };
}

/** The client the submission is for, as the steps name it: the one on file, or the new one it will create. */
export const draftClient = (draft: WizardDraft): NewClientFields | null => draft.client ?? newClientOf(draft);

/** Selecting the New Client tab clears the chosen existing client. */
export const switchClientTab =
  (tab: 'existing' | 'new') =>
  (draft: WizardDraft): WizardDraft =>
    tab === 'new' ? { ...draft, clientTab: 'new', client: null } : { ...draft, clientTab: 'existing' };

// ---------------------------------------------------------------------------------------------
// Small rules of the steps
// ---------------------------------------------------------------------------------------------

/** The client search: a case-insensitive match on name, contact person or email. */
export function matchesClient(client: Client, query: string): boolean {
  const q = query.trim().toLowerCase();
  if (!q) return true;
  return [client.name, client.contactPerson, client.email].some((s) => s?.toLowerCase().includes(q));
}

/** A note as saved: trimmed; a blank one is not a note. */
export const cleanNote = (text: string): string | null => {
  const trimmed = text.trim();
  return trimmed === '' ? null : trimmed;
};

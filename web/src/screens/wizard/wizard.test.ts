import { beforeEach, describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { NewSubmissionSchema, addWorkingDays, type Client } from '@workbench/core';
import {
  chooseClient,
  cleanNote,
  createDraftStore,
  draftFromPrefill,
  draftKey,
  emptyDraft,
  hasProgress,
  matchesClient,
  switchClientTab,
  updateCoverage,
} from './draft.ts';
import { todayIso } from '../../format.ts';
import { backPath, nextAfterCoverage, nextAfterCoverageStep, stepLabel, wizardTabs } from './steps.ts';
import { submissionBody } from './submission.ts';

const aClient = (overrides: Partial<Client> = {}): Client =>
  ({
    id: 'c1',
    name: 'Summit Ridge Manufacturing',
    contactPerson: 'Dana Whitfield',
    email: 'dana@summit.example',
    phone: null,
    address: null,
    ...overrides,
  }) as Client;

/** A Map-backed localStorage for the node test environment. */
function installLocalStorage() {
  const data = new Map<string, string>();
  (globalThis as { localStorage?: Storage }).localStorage = {
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, value: string) => void data.set(k, value),
    removeItem: (k: string) => void data.delete(k),
    clear: () => data.clear(),
    key: (i: number) => [...data.keys()][i] ?? null,
    get length() {
      return data.size;
    },
  };
  return data;
}

describe('the wizard draft', () => {
  it('starts with priority medium, new business, due ten working days from today, not shared, no coverage selected', () => {
    const draft = emptyDraft();
    expect(draft.priority).toBe('medium');
    expect(draft.transactionType).toBe('new_business');
    expect(draft.dueDate).toBe(addWorkingDays(todayIso(), 10));
    expect(draft.shareWithClient).toBe(false);
    expect(draft.coverages.map((c) => c.coverage)).toEqual([
      'property',
      'general_liability',
      'motor_fleet',
      'workers_comp',
      'marine_cargo',
    ]);
    expect(draft.coverages.some((c) => c.selected)).toBe(false);
    expect(hasProgress(draft)).toBe(false);
  });

  it('clears the chosen client when the New Client tab is selected', () => {
    const chosen = chooseClient(aClient())(emptyDraft());
    const next = switchClientTab('new')(chosen);
    expect(next.client).toBeNull();
    expect(next.clientTab).toBe('new');
  });

  it('clears the new-client draft when an existing client is chosen', () => {
    const typing = {
      ...switchClientTab('new')(emptyDraft()),
      newClient: { name: 'Acme', contactPerson: 'X', email: '', phone: '', address: '' },
    };
    const next = chooseClient(aClient())(typing);
    expect(next.newClient.name).toBe('');
    expect(next.client?.id).toBe('c1');
    expect(next.clientTab).toBe('existing');
  });

  it('pre-selects the coverages an uploaded schedule fills', () => {
    const draft = draftFromPrefill({ properties: [{ name: 'Dock 4' }], vehicles: [] });
    const property = draft.coverages.find((c) => c.coverage === 'property')!;
    expect(property.selected).toBe(true);
    expect(property.properties.map((p) => p.name)).toEqual(['Dock 4']);
    expect(draft.coverages.find((c) => c.coverage === 'motor_fleet')!.selected).toBe(false);
  });

  it('is kept per user and read back after a reload', () => {
    const storage = installLocalStorage();
    const store = createDraftStore('u1');
    store.update(chooseClient(aClient()));
    expect(storage.has(draftKey('u1'))).toBe(true);
    expect(createDraftStore('u1').get().client?.name).toBe('Summit Ridge Manufacturing');
    expect(createDraftStore('u2').get().client).toBeNull();
  });

  it('falls back to a fresh draft when the stored one is unreadable', () => {
    const storage = installLocalStorage();
    storage.set(draftKey('u3'), '{not json');
    expect(createDraftStore('u3').get()).toEqual(emptyDraft());
  });
});

describe('small step rules', () => {
  it('finds clients by name, contact person or e-mail, ignoring case', () => {
    const client = aClient();
    expect(matchesClient(client, 'summit')).toBe(true);
    expect(matchesClient(client, 'WHITFIELD')).toBe(true);
    expect(matchesClient(client, 'summit.example')).toBe(true);
    expect(matchesClient(client, 'harbor')).toBe(false);
    expect(matchesClient(client, '  ')).toBe(true);
  });

  it('trims a note and ignores a blank one', () => {
    expect(cleanNote('  call back  ')).toBe('call back');
    expect(cleanNote('   ')).toBeNull();
  });
});

describe('wizard navigation', () => {
  it('has a tab per selected coverage between Coverage Selection and Additional Details', () => {
    expect(wizardTabs(['property', 'motor_fleet']).map((t) => t.label)).toEqual([
      'Client Details',
      'Coverage Selection',
      'Material Damage',
      'Motor Fleet',
      'Additional Details',
      'Preview',
    ]);
  });

  it('goes back home from the first step, to coverages from a coverage, else one step back', () => {
    expect(backPath({ kind: 'step', step: 'client' })).toBe('/');
    expect(backPath({ kind: 'coverage', coverage: 'motor_fleet' })).toBe('/create-submission/coverage');
    expect(backPath({ kind: 'step', step: 'details' })).toBe('/create-submission/coverage');
    expect(backPath({ kind: 'step', step: 'preview' })).toBe('/create-submission/details');
  });

  it('continues from a coverage to the next selected one, then to the details', () => {
    expect(nextAfterCoverageStep(['property', 'motor_fleet'])).toBe('/create-submission/coverage-detail/property');
    expect(nextAfterCoverageStep([])).toBe('/create-submission/details');
    expect(nextAfterCoverage('property', ['property', 'motor_fleet'])).toBe('/create-submission/coverage-detail/motor_fleet');
    expect(nextAfterCoverage('motor_fleet', ['property', 'motor_fleet'])).toBe('/create-submission/details');
  });

  it('numbers the steps out of four', () => {
    expect(stepLabel('client')).toBe('Step 1 of 4');
    expect(stepLabel('preview')).toBe('Step 4 of 4');
  });
});

describe('the Save Submission body', () => {
  it('sends only selected coverages, status pending and notes as objects, and the server schema accepts it', () => {
    let draft = chooseClient(aClient())(emptyDraft());
    draft = updateCoverage('property', (c) => ({
      ...c,
      selected: true,
      limit: 1_000_000,
      deductible: 5_000,
      properties: [{ key: 'k1', name: 'Plant', address: '1 Main St' }],
    }))(draft);
    draft = updateCoverage('marine_cargo', (c) => ({ ...c, selected: false, limit: 50 }))(draft);
    draft = { ...draft, description: '  Plant cover ', notes: ['call back'], shareWithClient: true };

    const body = submissionBody(draft);
    expect(body).toMatchObject({
      clientId: 'c1',
      transactionType: 'new_business',
      priority: 'medium',
      description: 'Plant cover',
      status: 'pending',
      notes: [{ content: 'call back' }],
      shareWithClient: true,
    });
    expect(body.coverages).toHaveLength(1);
    expect(body.coverages[0]).toEqual({
      coverage: 'property',
      selected: true,
      limit: 1_000_000,
      deductible: 5_000,
      premium: null,
      notes: null,
      properties: [{ name: 'Plant', address: '1 Main St' }],
      vehicles: [],
    });
    expect(v.safeParse(NewSubmissionSchema, body).success).toBe(true);
  });

  it('sends a new client with the submission, to be created with it, and says when a second record is meant', () => {
    const draft = {
      ...switchClientTab('new')(emptyDraft()),
      newClient: { name: ' Lakeside Bakeries ', contactPerson: 'Robin', email: '', phone: '', address: '' },
    };
    expect(submissionBody(draft)).toMatchObject({
      newClient: { name: 'Lakeside Bakeries', contactPerson: 'Robin', email: null, phone: null, address: null },
    });
    expect(submissionBody(draft).clientId).toBeUndefined();
    expect(submissionBody(draft, { confirmDuplicate: true }).confirmDuplicate).toBe(true);
    const onFile = chooseClient(aClient())(draft);
    expect(submissionBody(onFile)).toMatchObject({ clientId: aClient().id });
    expect(submissionBody(onFile).newClient).toBeUndefined();
  });
});

beforeEach(() => {
  delete (globalThis as { localStorage?: Storage }).localStorage;
});

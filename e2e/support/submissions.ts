/** A submission of the test's own, made through the API, and its detail page: what the detail screen's tests start from. */
import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import { baseURL, signInByApi } from './browser.ts';

const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
export const origin = () => ({ Origin: baseURL() });

export interface Created {
  id: string;
  submissionId: string;
  client: string;
}

export const aProperty = (overrides: Record<string, unknown> = {}) => ({
  name: 'Main Warehouse',
  address: '100 Dock Street',
  city: 'Springfield',
  state: 'IL',
  zipCode: '62701',
  yearBuilt: 1998,
  constructionType: 'Masonry',
  occupancyType: 'Warehouse',
  squareFootage: 45000,
  stories: 2,
  sprinklered: true,
  ownership: 'Owner',
  ...overrides,
});
export const aVehicle = (overrides: Record<string, unknown> = {}) => ({
  fleetId: 'F-001',
  make: 'Ford',
  model: 'Transit',
  year: 2021,
  vin: '1FTBW3XM5HKA12345',
  value: 42000,
  usage: 'Commercial',
  ...overrides,
});

/** An existing client a test's submission is for (a customer's own), instead of a new one of its own. */
export interface ClientRef {
  id: string;
  name: string;
}

/**
 * A submission of its own for a test (so tests never share what they change), made through the API as the
 * broker: for a new client unless `client` names one, and shared with the client only when `shareWithClient`.
 */
export async function freshSubmission(
  page: Page,
  options: {
    properties?: object[];
    vehicles?: object[];
    dueDate?: string;
    inReview?: boolean;
    client?: ClientRef;
    shareWithClient?: boolean;
    /** Cover the buildings only, so the submission's product is Commercial Property instead of a package. */
    propertyOnly?: boolean;
  } = {},
): Promise<Created> {
  const { id: clientId, name } = options.client ?? (await newClient(page));
  const properties = options.properties ?? [aProperty()];
  const vehicles = options.vehicles ?? [aVehicle()];
  const coverages = [
    { coverage: 'property', selected: true, limit: 1_000_000, deductible: 5000, premium: null, notes: null, properties, vehicles: [] },
    ...(options.propertyOnly
      ? []
      : [
          {
            coverage: 'motor_fleet',
            selected: true,
            limit: 500_000,
            deductible: 1000,
            premium: null,
            notes: null,
            properties: [],
            vehicles,
          },
        ]),
  ];
  const created = await page.request.post('/api/submissions', {
    headers: origin(),
    data: {
      clientId,
      transactionType: 'new_business',
      priority: 'medium',
      dueDate: options.dueDate ?? '2030-06-30',
      description: 'Package cover for a test client',
      coverages,
      status: 'pending',
      notes: [],
      shareWithClient: options.shareWithClient ?? false,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const body = await created.json();
  if (options.inReview) {
    const review = await page.request.post(`/api/submissions/${body.id}/submit-for-review`, { headers: origin() });
    expect(review.status(), await review.text()).toBe(200);
  }
  return { id: body.id, submissionId: body.submissionId, client: name };
}

/** A client made through the API by whoever `page` is signed in as: its id. */
export async function createClient(page: Page, fields: { name: string } & Record<string, unknown>): Promise<string> {
  const client = await page.request.post('/api/clients', { headers: origin(), data: fields });
  expect(client.status(), await client.text()).toBe(201);
  return (await client.json()).id;
}

async function newClient(page: Page): Promise<ClientRef> {
  const name = `Detail Test ${unique()}`;
  const id = await createClient(page, {
    name,
    contactPerson: 'Jane Doe',
    email: `jane.${unique()}@example.com`,
    phone: null,
    address: null,
  });
  return { id, name };
}

export async function apiSubmission(page: Page, id: string) {
  const response = await page.request.get(`/api/submissions/${id}`);
  expect(response.ok()).toBe(true);
  return response.json();
}

export async function openDetail(page: Page, id: string) {
  await page.goto(`/submissions/${id}`);
  await page.getByRole('tab', { name: 'Summary' }).waitFor({ timeout: 60_000 });
}

/** A fresh submission's detail page on tab `tabName`, with its add dialog (`Add <what>`) open. */
export async function openAddDialog(page: Page, tabName: string, what: string) {
  const s = await freshSubmission(page);
  await openDetail(page, s.id);
  await tab(page, tabName).click();
  await page.getByRole('button', { name: `Add ${what}` }).click();
  return { s, dialog: page.getByRole('dialog', { name: `Add ${what}` }) };
}

/** A fresh submission in review (made by the broker the page is signed in as), opened by `decider` with its 'Submit decision' dialog. */
export async function openDecisionDialog(page: Page, decider: 'manager' | 'insurer') {
  const s = await freshSubmission(page, { inReview: true });
  await signInByApi(page, decider);
  await openDetail(page, s.id);
  await page.getByRole('button', { name: 'Submit decision' }).click();
  return { s, dialog: page.getByRole('dialog', { name: 'Submit decision' }) };
}

export const tab = (page: Page, name: string) => page.getByRole('tab', { name, exact: true });

import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import * as XLSX from 'xlsx';
import { PARSEABLE_EXTENSIONS } from '@workbench/core';
import { hiddenSideways, launchBrowser, newPage as openPage, seriousViolations, signInByApi } from './support/browser.ts';
import {
  aProperty,
  aVehicle,
  apiSubmission,
  freshSubmission,
  openAddDialog,
  openDecisionDialog,
  openDetail,
  origin,
  tab,
} from './support/submissions.ts';
import { confirmMapping } from './support/mapping.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** The suite's page, with more patience: this screen loads a whole submission and the machine is shared. */
async function newPage(b: Browser, size?: { width: number; height: number }) {
  const opened = await openPage(b, size);
  opened.context.setDefaultTimeout(30_000);
  return opened;
}

/** The demo submission with the spec's five sample documents and messages with attachments. */
const SAMPLE = 'SUB-2026-0001';

const openAddTask = (page: Page) => openAddDialog(page, 'Tasks', 'Task');

const toast = (page: Page, text: string | RegExp) => page.locator('[role="status"], [role="alert"]').filter({ hasText: text }).first();
const messagesPanel = (page: Page) => page.getByRole('complementary', { name: 'Messages' });

async function rgb(locator: ReturnType<Page['locator']>, property: 'color' | 'backgroundColor') {
  const value = await locator.evaluate((el, p) => getComputedStyle(el)[p as 'color'], property);
  return value.match(/\d+/g)!.slice(0, 3).map(Number) as [number, number, number];
}

// First in the file, so the measurement is not skewed by the work earlier tests leave running (extraction workers).
describe('a large schedule', () => {
  it('stays responsive with 1,000 locations: filtering and opening a row are quick', async () => {
    const { context, page } = await newPage(browser);
    await signInByApi(page, 'broker');
    const s = await freshSubmission(page, { properties: [], vehicles: [] });
    const rows = Array.from({ length: 1000 }, (_, i) =>
      aProperty({ name: `Site ${i}`, address: `${i} Bulk Street`, city: i === 777 ? 'Needle City' : 'Haystack' }),
    );
    const added = await page.request.post(`/api/submissions/${s.id}/properties`, { headers: origin(), data: rows });
    expect(added.status(), await added.text()).toBe(201);
    await openDetail(page, s.id);
    await tab(page, 'Risk Details').click({ timeout: 60_000 });
    const grid = page.getByRole('grid', { name: 'Commercial Properties' });
    await grid.getByText('Haystack').first().waitFor({ timeout: 60_000 });
    let started = Date.now();
    await page.getByRole('searchbox', { name: 'Search Commercial Properties' }).fill('needle');
    await grid.getByText('777 Bulk Street').waitFor();
    const filterMs = Date.now() - started;
    started = Date.now();
    await grid.getByText('777 Bulk Street').click();
    await page.getByRole('dialog', { name: 'Location Details' }).waitFor();
    const openMs = Date.now() - started;
    console.log(`[submission detail] 1,000 locations: filter ${filterMs} ms, open row ${openMs} ms`);
    // Generous bounds: the figures printed above are the measurement; these only catch a screen that hangs.
    expect(filterMs).toBeLessThan(5000);
    expect(openMs).toBeLessThan(5000);
    await context.close();
  }, 180_000);
});

describe('the submission detail header and states', () => {
  it('shows the breadcrumb, company, score, follow state, due days and the message panel open by default', async () => {
    const { context, page } = await newPage(browser);
    await signInByApi(page, 'broker');
    const s = await freshSubmission(page);
    await openDetail(page, s.submissionId);
    const api = await apiSubmission(page, s.id);

    const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(crumbs.innerText()).resolves.toMatch(new RegExp(`Underwriting P&C[\\s\\S]*${s.submissionId}`));
    await page.getByRole('heading', { level: 1, name: s.client }).waitFor();
    const label = `${api.rating.score} ${api.rating.label[0].toUpperCase()}${api.rating.label.slice(1)}`;
    await page.locator('header').getByText(label, { exact: true }).first().waitFor();
    // The broker created it, so follows it: the header says Subscribed, and the Follow button beside the tag
    // changes it at once, on the server too.
    const header = page.locator('header');
    const subscribed = header.getByText('Subscribed', { exact: true });
    await subscribed.waitFor();
    await page.screenshot({ path: '/tmp/submission-header-subscribed.png' });
    const followState = async () =>
      ((await (await page.request.get(`/api/submissions/${s.id}/follow`)).json()) as { following: boolean }).following;
    await header.getByRole('button', { name: 'Following', exact: true }).click();
    await subscribed.waitFor({ state: 'detached' });
    await header.getByRole('button', { name: 'Follow', exact: true }).waitFor();
    await expect.poll(followState).toBe(false);
    await page.screenshot({ path: '/tmp/submission-header-unfollowed.png' });
    await page.reload();
    await header.getByRole('button', { name: 'Follow', exact: true }).waitFor();
    expect(await subscribed.count()).toBe(0);
    await header.getByRole('button', { name: 'Follow', exact: true }).click();
    await subscribed.waitFor();
    await expect.poll(followState).toBe(true);
    await page
      .getByText(/\d+ days left/)
      .first()
      .waitFor();

    await messagesPanel(page).waitFor();
    await page.getByRole('button', { name: 'Hide messages' }).click();
    expect(await messagesPanel(page).count()).toBe(0);
    await page.getByRole('button', { name: 'Show messages' }).click();
    await messagesPanel(page).waitFor();

    await crumbs.getByRole('link').first().click();
    await page.waitForURL((url) => url.pathname === '/');
    await context.close();
  });

  it('keeps the open tab in the address, so a reload returns to it', async () => {
    const { context, page } = await newPage(browser);
    await signInByApi(page, 'broker');
    const s = await freshSubmission(page);
    await page.goto('/');
    await openDetail(page, s.id);
    await tab(page, 'Quotes').click();
    await page.waitForURL((url) => url.searchParams.get('tab') === 'quotes');
    await page.reload();
    await expect.poll(() => tab(page, 'Quotes').getAttribute('aria-selected')).toBe('true');
    await page.goto(`/submissions/${s.id}?tab=nonsense`);
    await expect.poll(() => tab(page, 'Summary').getAttribute('aria-selected')).toBe('true');
    await context.close();
  });

  it("shows 'Underwriting P&C' in the breadcrumb as plain text, not as a link to nowhere", async () => {
    const { context, page } = await newPage(browser);
    await signInByApi(page, 'broker');
    await openDetail(page, SAMPLE);
    const trail = page.getByRole('navigation', { name: 'Breadcrumb' });
    await trail.getByText('Underwriting P&C').waitFor();
    expect(await trail.getByRole('link', { name: 'Underwriting P&C' }).count()).toBe(0);
    // Nothing in the trail makes it a tab stop (the page's main region may hold a tabindex for the skip link).
    expect(await trail.getByText('Underwriting P&C').evaluate((el) => el.closest('nav [tabindex], nav a, nav button') === null)).toBe(true);
    await context.close();
  });

  it('turns the due-date indicator red once the submission is overdue', async () => {
    const { context, page } = await newPage(browser);
    await signInByApi(page, 'broker');
    const s = await freshSubmission(page, { dueDate: '2024-01-15' });
    await openDetail(page, s.id);
    const due = page.getByText(/^Overdue by \d+ days$/);
    await due.waitFor();
    const [r, g, b] = await rgb(due, 'color');
    expect(r).toBeGreaterThan(150);
    expect(g).toBeLessThan(100);
    expect(b).toBeLessThan(100);
    await context.close();
  });

  it('shows a loading placeholder while the submission loads', async () => {
    const { context, page } = await newPage(browser);
    await signInByApi(page, 'broker');
    // The answer is held until the placeholder has been seen, however long the screen's code takes to load.
    let release = () => {};
    const seen = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/submissions/SUB-2026-0002', async (route) => {
      await seen;
      await route.continue();
    });
    await page.goto('/submissions/SUB-2026-0002');
    await page.getByRole('status').filter({ hasText: 'Loading submission' }).waitFor();
    release();
    await tab(page, 'Summary').waitFor();
    await context.close();
  });

  it("says 'Submission Not Found' for an unknown id, with a way back to the dashboard", async () => {
    const { context, page } = await newPage(browser);
    await signInByApi(page, 'broker');
    await page.goto('/submissions/SUB-1999-9999');
    await page.getByRole('heading', { name: 'Submission Not Found' }).waitFor();
    await page.getByText('The submission you are looking for does not exist or has been removed.').waitFor();
    await page.getByRole('link', { name: 'Return to Dashboard' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await context.close();
  });

  it('asks before sending a submission for review, and Cancel leaves it where it was', async () => {
    const { context, page } = await newPage(browser);
    await signInByApi(page, 'broker');
    const s = await freshSubmission(page);
    await openDetail(page, s.id);
    await page.getByRole('button', { name: 'Send for review', exact: true }).click();
    const confirm = page.getByRole('dialog', { name: 'Send for review?' });
    await confirm.getByText(`${s.submissionId} goes to underwriting review.`, { exact: false }).waitFor();
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await confirm.waitFor({ state: 'detached' });
    expect((await apiSubmission(page, s.id)).status).toBe('pending');

    await page.getByRole('button', { name: 'Send for review', exact: true }).click();
    await confirm.getByRole('button', { name: 'Send for review', exact: true }).click();
    await toast(page, `${s.submissionId} is now in review.`).waitFor();
    expect((await apiSubmission(page, s.id)).status).toBe('in_review');
    await context.close();
  });

  it('lets a broker see why Submit decision is disabled', async () => {
    const { context, page } = await newPage(browser);
    await signInByApi(page, 'broker');
    const s = await freshSubmission(page, { inReview: true });
    await openDetail(page, s.id);
    const button = page.getByRole('button', { name: 'Submit decision' });
    expect(await button.isDisabled()).toBe(true);
    await page.getByText('Only broker managers and insurers can approve or reject a submission.').waitFor();
    await context.close();
  });

  it('lets a broker manager approve a submission in review with a note; the status and history record it', async () => {
    const { context, page } = await newPage(browser);
    await signInByApi(page, 'broker');
    const { s, dialog } = await openDecisionDialog(page, 'manager');
    await dialog.getByRole('button', { name: 'Approve', exact: true }).click();
    await dialog.getByText('Please enter a note explaining the decision.').waitFor();
    await dialog.getByLabel('Note').fill('Survey satisfactory; terms agreed.');
    // An approval rests on a quote or written conditions.
    await dialog.getByRole('textbox', { name: 'Conditions' }).fill('As quoted, subject to a satisfactory survey.');
    await dialog.getByRole('button', { name: 'Approve', exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.locator('header').getByText('Approved', { exact: true }).waitFor();
    // Decided work is due nothing any more: the days-left badge goes.
    await expect.poll(() => page.getByText(/days left|Due today|Overdue by/).count()).toBe(0);
    const api = await apiSubmission(page, s.id);
    expect(api.status).toBe('approved');
    await tab(page, 'History').click();
    const history = page.getByRole('grid', { name: 'History' });
    await history.getByText('Submission approved').waitFor();
    await history.getByText(/Survey satisfactory; terms agreed\./).waitFor();
    await context.close();
  });

  it('offers no Submit decision, add or upload on a decided submission, which would only refuse them', async () => {
    const { context, page } = await newPage(browser);
    await signInByApi(page, 'broker');
    const s = await freshSubmission(page, { inReview: true });
    await signInByApi(page, 'manager');
    const decided = await page.request.post(`/api/submissions/${s.id}/decision`, {
      headers: origin(),
      data: { decision: 'approved', note: 'Terms agreed', conditions: 'As quoted' },
    });
    expect(decided.ok()).toBe(true);
    await signInByApi(page, 'broker');
    await openDetail(page, s.id);
    await page.locator('header').getByText('Approved', { exact: true }).waitFor();
    // Nor a Submit decision that can never be pressed: the note says why nothing changes any more.
    await page.getByText('This submission has been decided and can no longer be changed. A broker manager can reopen it.').waitFor();
    expect(await page.getByRole('button', { name: 'Submit decision' }).count()).toBe(0);
    const offered = {
      'Risk Details': ['Add Manually', 'Choose File'],
      Documents: ['Upload Document'],
      Quotes: ['Add Quote'],
      Tasks: ['Add Task'],
      'Related Actions': ['Add Related Item'],
    };
    for (const [name, buttons] of Object.entries(offered)) {
      await tab(page, name).click();
      const panel = page.getByRole('tabpanel', { name });
      await panel.getByRole('grid').first().waitFor();
      for (const button of buttons) expect(await panel.getByRole('button', { name: button }).count(), `${name}: ${button}`).toBe(0);
    }
    await context.close();
  });

  it('offers no task edit, schedule edit or removal, market step, Assign or attachment on a decided submission, but a plain message', async () => {
    const { context, page } = await newPage(browser);
    await signInByApi(page, 'broker');
    const s = await freshSubmission(page, { inReview: true });
    const carrier = `Decided Mutual ${Date.now().toString(36)}`;
    const created = await page.request.post('/api/carriers', {
      headers: origin(),
      data: { name: carrier, appetite: [], contacts: [{ name: 'Underwriter', email: 'uw@decided.example' }] },
    });
    expect(created.status(), await created.text()).toBe(201);
    const setUp = [
      await page.request.post(`/api/submissions/${s.id}/markets`, { headers: origin(), data: { carrierIds: [(await created.json()).id] } }),
      await page.request.post(`/api/submissions/${s.id}/tasks`, {
        headers: origin(),
        data: { title: 'Chase the valuation', assignedTo: null, dueDate: null, status: 'Not Started', priority: 'Medium' },
      }),
    ];
    for (const response of setUp) expect(response.ok(), await response.text()).toBe(true);
    await signInByApi(page, 'manager');
    const decided = await page.request.post(`/api/submissions/${s.id}/decision`, {
      headers: origin(),
      data: { decision: 'approved', note: 'Terms agreed', conditions: 'As quoted' },
    });
    expect(decided.ok()).toBe(true);
    await signInByApi(page, 'broker');
    await openDetail(page, s.id);
    await page.locator('header').getByText('Approved', { exact: true }).waitFor();

    await page.getByRole('tabpanel', { name: 'Summary' }).getByText('Assignee', { exact: true }).first().waitFor();
    expect(await page.getByRole('button', { name: 'Assign', exact: true }).count()).toBe(0);

    await tab(page, 'Tasks').click();
    await page.getByRole('grid', { name: 'Tasks' }).getByText('Chase the valuation').waitFor();
    expect(await page.getByRole('button', { name: 'Edit Chase the valuation' }).count()).toBe(0);

    await tab(page, 'Risk Details').click();
    await page.getByRole('grid', { name: 'Commercial Properties' }).getByText('100 Dock Street').click();
    const location = page.getByRole('dialog', { name: 'Location Details' });
    await location.getByText('Springfield').first().waitFor();
    for (const button of ['Edit', 'Remove']) expect(await location.getByRole('button', { name: button }).count(), button).toBe(0);
    await page.keyboard.press('Escape');
    await location.waitFor({ state: 'detached' });

    await tab(page, 'Quotes').click();
    await page.getByRole('grid', { name: 'Markets' }).getByText(carrier).waitFor();
    for (const button of ['Choose Markets', `Send ${carrier} the package`, `Record ${carrier}'s quote`, `Record ${carrier}'s answer`])
      expect(await page.getByRole('button', { name: button }).count(), button).toBe(0);

    // Talk goes on after a decision; only new files, which would become documents, are refused.
    const messages = messagesPanel(page);
    expect(await messages.getByRole('button', { name: 'Attach files' }).count()).toBe(0);
    await messages.getByRole('textbox', { name: 'Message' }).fill('Cover starts on the first of the month.');
    await messages.getByRole('button', { name: 'Send', exact: true }).click();
    await toast(page, 'Message sent').waitFor();
    await context.close();
  });

  it('lets an insurer reject a submission in review', async () => {
    const { context, page } = await newPage(browser);
    await signInByApi(page, 'broker');
    const { s, dialog } = await openDecisionDialog(page, 'insurer');
    await dialog.getByRole('button', { name: /Decision/ }).click();
    await page.getByRole('option', { name: 'Reject' }).click();
    await dialog.getByLabel('Note').fill('Outside appetite.');
    await dialog.getByRole('textbox', { name: 'Reason for the customer' }).fill('This risk is outside our markets’ appetite.');
    await dialog.getByRole('button', { name: 'Reject', exact: true }).click();
    await page.locator('header').getByText('Rejected', { exact: true }).waitFor();
    expect((await apiSubmission(page, s.id)).status).toBe('rejected');
    await context.close();
  });
});

describe('the summary tab', () => {
  it('starts on Summary with policy, client, broker and submission details and the explained score breakdown', async () => {
    const { context, page } = await newPage(browser);
    await signInByApi(page, 'broker');
    await openDetail(page, SAMPLE);
    expect(await tab(page, 'Summary').getAttribute('aria-selected')).toBe('true');
    const api = await apiSubmission(page, SAMPLE);
    for (const heading of ['Policy Information', 'Client Information', 'Broker Information', 'Submission Details', 'Score Breakdown']) {
      await page.getByRole('heading', { name: heading }).waitFor();
    }
    const details = page.getByRole('region', { name: 'Submission Details' });
    const text = await details.innerText();
    for (const term of ['ID', 'Priority', 'Status', 'Channel', 'Assignee', 'Due', 'Updated', 'Created']) expect(text).toContain(term);
    expect(text).toContain(api.submissionId);
    expect(text).toContain(api.channel);
    const breakdown = page.getByRole('region', { name: 'Score Breakdown' });
    for (const factor of api.ratingFactors) {
      await breakdown.getByText(factor.explanation).waitFor();
      await breakdown.getByText(`${factor.points} / ${factor.max} points`).first().waitFor();
    }
    await context.close();
  });

  it("assigns the submission to a staff member with 'Assign'", async () => {
    const { context, page } = await newPage(browser);
    await signInByApi(page, 'broker');
    const s = await freshSubmission(page);
    await openDetail(page, s.id);
    await page.getByRole('button', { name: 'Assign', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Assign submission' });
    await dialog.getByRole('button', { name: /Assignee/ }).click();
    await page.getByRole('option', { name: /Jordan Lee/ }).click();
    await dialog.getByRole('button', { name: 'Assign', exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('region', { name: 'Submission Details' }).getByText('Jordan Lee').waitFor();
    const api = await apiSubmission(page, s.id);
    expect(api.assignedTo).toBe('Jordan Lee');
    expect(api.history.some((h: { action: string; details: string }) => /Jordan Lee/.test(h.details))).toBe(true);
    await context.close();
  });
});

describe('the risk details tab', () => {
  it('shows the schedule tables with their columns and the spec empty texts', async () => {
    const { context, page } = await newPage(browser);
    await signInByApi(page, 'broker');
    const s = await freshSubmission(page, { properties: [], vehicles: [] });
    await openDetail(page, s.id);
    await tab(page, 'Risk Details').click();
    const locations = page.getByRole('grid', { name: 'Commercial Properties' });
    for (const column of ['Address', 'City', 'State', 'Zip Code', 'Construction', 'Stories']) {
      await locations.getByRole('columnheader', { name: column }).waitFor();
    }
    await page.getByText('No locations added yet. Upload documents or add locations manually.').waitFor();
    await page.getByText('Extract property and vehicle data automatically').waitFor();
    await tab(page, 'Vehicles').click();
    const vehicles = page.getByRole('grid', { name: 'Fleet Vehicles' });
    for (const column of ['Make', 'Model', 'Year', 'VIN', 'Usage']) await vehicles.getByRole('columnheader', { name: column }).waitFor();
    await page.getByText('No vehicles added yet. Upload documents or add vehicles manually.').waitFor();
    await context.close();
  });

  it('filters rows with Search... and counts the rows shown', async () => {
    const { context, page } = await newPage(browser);
    await signInByApi(page, 'broker');
    const s = await freshSubmission(page, {
      properties: [
        aProperty({ address: '1 Alpha Road', city: 'Austin' }),
        aProperty({ address: '2 Beta Street', city: 'Boston' }),
        aProperty({ address: '3 Gamma Way', city: 'Boston' }),
      ],
    });
    await openDetail(page, s.id);
    await tab(page, 'Risk Details').click();
    const grid = page.getByRole('grid', { name: 'Commercial Properties' });
    await grid.getByText('1 Alpha Road').waitFor();
    expect(await grid.getByRole('row').count()).toBe(4);
    const count = page.getByTestId('table-row-count').first();
    expect(await count.innerText()).toMatch(/^3\s+rows shown$/);
    expect(await page.getByRole('searchbox', { name: 'Search Commercial Properties' }).getAttribute('placeholder')).toBe('Search...');
    await page.getByRole('searchbox', { name: 'Search Commercial Properties' }).fill('boSTon');
    await expect.poll(() => grid.getByRole('row').count()).toBe(3);
    expect(await count.innerText()).toMatch(/^2\s+rows shown$/);
    await context.close();
  });

  it('opens Location Details with every field, Not available for missing ones, and saves an edit', async () => {
    const { context, page } = await newPage(browser);
    await signInByApi(page, 'broker');
    const s = await freshSubmission(page, {
      properties: [aProperty({ address: '9 Review Lane', squareFootage: 45000, yearBuilt: null, ownership: null })],
    });
    await openDetail(page, s.id);
    await tab(page, 'Risk Details').click();
    await page.getByRole('grid', { name: 'Commercial Properties' }).getByText('9 Review Lane').click();
    const side = page.getByRole('dialog', { name: 'Location Details' });
    const text = await side.innerText();
    for (const label of [
      'Address',
      'City',
      'State',
      'ZIP Code',
      'Year Built',
      'Construction Type',
      'Occupancy Type',
      'Square Footage',
      'Stories',
      'Sprinklered',
      'Ownership',
    ]) {
      expect(text).toContain(label);
    }
    expect(text).toContain('45,000 sq ft');
    expect(text).toContain('Not available');
    expect(text).toContain('Yes');
    await side.getByRole('button', { name: 'Edit' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Location' });
    await edit.getByLabel('City').fill('Peoria');
    await edit.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('dialog', { name: 'Location Details' }).getByText('Peoria').waitFor();
    const api = await apiSubmission(page, s.id);
    expect(api.properties[0].city).toBe('Peoria');
    await page.getByRole('dialog', { name: 'Location Details' }).getByRole('button', { name: 'Close', exact: true }).click();
    await page.getByRole('grid', { name: 'Commercial Properties' }).getByText('Peoria').waitFor();
    await context.close();
  });

  it('opens Vehicle Details titled year make model, with the value in dollars', async () => {
    const { context, page } = await newPage(browser);
    await signInByApi(page, 'broker');
    const s = await freshSubmission(page, { vehicles: [aVehicle({ value: 148000, fleetId: null })] });
    await openDetail(page, s.id);
    await tab(page, 'Risk Details').click();
    await tab(page, 'Vehicles').click();
    await page.getByRole('grid', { name: 'Fleet Vehicles' }).getByText('Transit').click();
    const side = page.getByRole('dialog', { name: '2021 Ford Transit' });
    const text = await side.innerText();
    for (const label of ['Fleet ID', 'Usage', 'VIN', 'Make', 'Model', 'Year', 'Value']) expect(text).toContain(label);
    expect(text).toContain('$148,000');
    expect(text).toContain('Not available');
    await side.getByRole('button', { name: 'Edit' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit 2021 Ford Transit' });
    await edit.getByLabel('Fleet ID').fill('FL-900');
    await edit.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('dialog', { name: '2021 Ford Transit' }).getByText('FL-900').waitFor();
    expect((await apiSubmission(page, s.id)).vehicles[0].fleetId).toBe('FL-900');
    await context.close();
  });

  it('removes a location after a confirmation (Cancel keeps it), and the history records it', async () => {
    const { context, page } = await newPage(browser);
    await signInByApi(page, 'broker');
    const s = await freshSubmission(page, {
      properties: [aProperty({ address: '5 Keep Street' }), aProperty({ address: '6 Gone Street' })],
    });
    await openDetail(page, s.id);
    await tab(page, 'Risk Details').click();
    const grid = page.getByRole('grid', { name: 'Commercial Properties' });
    await grid.getByText('6 Gone Street').click();
    const side = page.getByRole('dialog', { name: 'Location Details' });
    await side.getByRole('button', { name: 'Remove' }).click();
    let confirm = page.getByRole('dialog', { name: 'Remove this location?' });
    expect(await confirm.innerText()).toContain('6 Gone Street will be removed from the schedule.');
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await confirm.waitFor({ state: 'hidden' });
    expect((await apiSubmission(page, s.id)).properties).toHaveLength(2);

    await side.getByRole('button', { name: 'Remove' }).click();
    confirm = page.getByRole('dialog', { name: 'Remove this location?' });
    await confirm.getByRole('button', { name: 'Remove Location' }).click();
    await side.waitFor({ state: 'hidden' });
    await page.getByText('Location removed').first().waitFor();
    await expect.poll(async () => (await grid.innerText()).includes('6 Gone Street')).toBe(false);
    const api = await apiSubmission(page, s.id);
    expect(api.properties.map((p: { address: string }) => p.address)).toEqual(['5 Keep Street']);
    expect(JSON.stringify(api.history)).toContain('6 Gone Street');
    await context.close();
  });

  it("adds a location and a vehicle with 'Add Manually'", async () => {
    const { context, page } = await newPage(browser);
    await signInByApi(page, 'broker');
    const s = await freshSubmission(page, { properties: [], vehicles: [] });
    await openDetail(page, s.id);
    await tab(page, 'Risk Details').click();
    await page.getByRole('button', { name: 'Add Manually' }).click();
    let dialog = page.getByRole('dialog', { name: 'Add Location' });
    await dialog.getByLabel('Name').fill('Cold Store');
    await dialog.getByLabel('Address').fill('77 Frost Road');
    await dialog.getByLabel('City').fill('Joliet');
    await dialog.getByRole('button', { name: 'Add Location' }).click();
    await page.getByRole('grid', { name: 'Commercial Properties' }).getByText('77 Frost Road').waitFor();

    await tab(page, 'Vehicles').click();
    await page.getByRole('button', { name: 'Add Manually' }).click();
    dialog = page.getByRole('dialog', { name: 'Add Vehicle' });
    await dialog.getByLabel('Make').fill('Isuzu');
    await dialog.getByLabel('Model').fill('NPR');
    await dialog.getByRole('button', { name: 'Add Vehicle' }).click();
    await page.getByRole('grid', { name: 'Fleet Vehicles' }).getByText('Isuzu').waitFor();

    const api = await apiSubmission(page, s.id);
    expect(api.properties.map((p: { address: string }) => p.address)).toEqual(['77 Frost Road']);
    expect(api.vehicles.map((v: { make: string }) => v.make)).toEqual(['Isuzu']);
    await context.close();
  });

  it('refuses an unsupported file with the spec toast and sends nothing', async () => {
    const { context, page } = await newPage(browser);
    await signInByApi(page, 'broker');
    const s = await freshSubmission(page, { properties: [], vehicles: [] });
    await openDetail(page, s.id);
    await tab(page, 'Risk Details').click();
    let parses = 0;
    page.on('request', (r) => {
      if (r.url().includes('/api/documents/parse')) parses++;
    });
    // The picker offers what the document reader takes, as core lists it.
    expect(await page.getByTestId('upload-documents-input').getAttribute('accept')).toBe(
      PARSEABLE_EXTENSIONS.map((e) => `.${e}`).join(','),
    );
    await page
      .getByTestId('upload-documents-input')
      .setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
    const t = toast(page, 'Unsupported file format');
    await t.waitFor();
    expect(await t.innerText()).toContain('Please upload a PDF, image, or spreadsheet file.');
    expect(parses).toBe(0);
    await context.close();
  });

  it('extracts a fleet schedule, saves the rows, highlights unsure values and records the upload in history', async () => {
    const { context, page } = await newPage(browser);
    await signInByApi(page, 'broker');
    const s = await freshSubmission(page, { properties: [], vehicles: [aVehicle({ make: 'Mack', model: 'Anthem' })] });
    await openDetail(page, s.id);
    await tab(page, 'Risk Details').click();
    const csv =
      'Fleet ID,Make,Model,Year,VIN,Value,Usage\nF-1,Ford,F-150,2021,1FTBW3XM5HKA12345,42000,Commercial\nF-2,Isuzu,NPR,2019,JALC4W167K7000001,38000,Commercial\n';
    await page.getByTestId('upload-documents-input').setInputFiles({ name: 'fleet.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await confirmMapping(page);
    await toast(page, 'Document processed successfully').waitFor();
    expect(await toast(page, 'Document processed successfully').innerText()).toContain('Found 0 properties and 2 vehicles.');
    const grid = page.getByRole('grid', { name: 'Fleet Vehicles' });
    await grid.getByText('Isuzu').waitFor();
    // Appended to the existing rows, not replacing them.
    await grid.getByText('Mack').waitFor();
    // The extractor doubted these VINs (check digit): they are highlighted for review.
    const flagged = grid.locator('[data-flagged]').filter({ hasText: 'JALC4W167K7000001' });
    await flagged.waitFor();
    expect(await flagged.textContent()).toContain('needs review');
    const api = await apiSubmission(page, s.id);
    expect(api.vehicles).toHaveLength(3);
    const isuzu = api.vehicles.find((v: { make: string }) => v.make === 'Isuzu');
    expect(isuzu.needsReview).toContain('vin');
    // The rows read from the file are recorded as read from it, so a second read can replace them.
    expect(
      api.history.some((h: { action: string; details: string }) => h.action === 'Schedule read' && h.details.includes('fleet.csv')),
    ).toBe(true);
    await context.close();
  });

  it('shows progress that rises to at most 90 while processing, says it may take a minute, and Cancel aborts the request', async () => {
    const { context, page } = await newPage(browser);
    await signInByApi(page, 'broker');
    const s = await freshSubmission(page, { properties: [], vehicles: [] });
    await openDetail(page, s.id);
    await tab(page, 'Risk Details').click();
    await page.route('**/api/documents/parse**', async (route) => {
      await new Promise((r) => setTimeout(r, 8000));
      await route.continue().catch(() => undefined);
    });
    const csv = 'Name,Address,City\nPlant A,1 Main St,Austin\n';
    await page.getByTestId('upload-documents-input').setInputFiles({ name: 'sov.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    const bar = page.getByRole('progressbar');
    await bar.waitFor();
    await page.getByText('Processing your document. This may take a minute.').waitFor();
    const seen: number[] = [];
    for (let i = 0; i < 8; i++) {
      seen.push(Number(await bar.getAttribute('aria-valuenow')));
      await page.waitForTimeout(500);
    }
    expect(Math.max(...seen)).toBeGreaterThan(0);
    expect(Math.max(...seen)).toBeLessThanOrEqual(90);
    for (let i = 1; i < seen.length; i++) expect(seen[i]).toBeGreaterThanOrEqual(seen[i - 1]!);
    await page.getByRole('button', { name: 'Cancel' }).click();
    await toast(page, 'Upload cancelled').waitFor();
    await page.getByRole('button', { name: 'Choose File' }).waitFor();
    expect(await bar.count()).toBe(0);
    expect((await apiSubmission(page, s.id)).properties).toHaveLength(0);
    await context.close();
  });

  it("shows 'Upload failed' with the server's message when extraction fails", async () => {
    const { context, page } = await newPage(browser);
    await signInByApi(page, 'broker');
    const s = await freshSubmission(page, { properties: [], vehicles: [] });
    await openDetail(page, s.id);
    await tab(page, 'Risk Details').click();
    await page
      .getByTestId('upload-documents-input')
      .setInputFiles({ name: 'broken.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4 not really a pdf') });
    const t = toast(page, 'Upload failed');
    await t.waitFor({ timeout: 45_000 });
    expect((await t.innerText()).replace('Upload failed', '').trim().length).toBeGreaterThan(0);
    await page.getByRole('button', { name: 'Choose File' }).waitFor();
    await context.close();
  });

  it('extracts a message attachment dragged onto the Upload Documents box', async () => {
    const { context, page } = await newPage(browser);
    await signInByApi(page, 'broker');
    const s = await freshSubmission(page, { properties: [], vehicles: [] });
    const csv = 'Name,Address,City,State\nDrop Depot,5 Harbor Rd,Tacoma,WA\n';
    const sent = await page.request.post(`/api/submissions/${s.id}/messages`, {
      headers: origin(),
      multipart: {
        to: 'Alex Morgan',
        subject: 'Schedule',
        content: 'Here is the schedule.',
        channel: 'client',
        attachments: { name: 'depot-schedule.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) },
      },
    });
    expect(sent.status(), await sent.text()).toBe(201);
    await openDetail(page, s.id);
    await tab(page, 'Risk Details').click();
    const chip = messagesPanel(page).getByRole('button', { name: 'depot-schedule.csv' });
    await chip.waitFor();
    expect(await chip.getAttribute('draggable')).toBe('true');
    await page.evaluate(() => {
      const source = [...document.querySelectorAll('button[draggable="true"]')].find((b) => b.textContent?.includes('depot-schedule.csv'))!;
      const target = document.querySelector('[data-testid="upload-documents"]')!;
      const data = new DataTransfer();
      source.dispatchEvent(new DragEvent('dragstart', { dataTransfer: data, bubbles: true }));
      target.dispatchEvent(new DragEvent('dragover', { dataTransfer: data, bubbles: true, cancelable: true }));
      target.dispatchEvent(new DragEvent('drop', { dataTransfer: data, bubbles: true, cancelable: true }));
    });
    await confirmMapping(page);
    await toast(page, 'Document processed successfully').waitFor();
    await page.getByRole('grid', { name: 'Commercial Properties' }).getByText('5 Harbor Rd').waitFor();
    expect((await apiSubmission(page, s.id)).properties.map((p: { address: string }) => p.address)).toEqual(['5 Harbor Rd']);
    await context.close();
  });

  it('exports the schedules to a real Excel workbook (.xlsx) with numbers as numbers', async () => {
    const { context, page } = await newPage(browser);
    await signInByApi(page, 'broker');
    const s = await freshSubmission(page, {
      properties: [aProperty({ address: '12 Export Ave' })],
      vehicles: [aVehicle({ vin: 'EXPORTVIN0000001' })],
    });
    await openDetail(page, s.id);
    await tab(page, 'Risk Details').click();
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export to Excel' }).click()]);
    expect(download.suggestedFilename()).toBe(`${s.submissionId}-schedule.xlsx`);
    const book = XLSX.read(readFileSync(await download.path()));
    expect(book.SheetNames).toEqual(['Locations', 'Vehicles']);
    const [location] = XLSX.utils.sheet_to_json<Record<string, unknown>>(book.Sheets.Locations!);
    expect(location).toMatchObject({ Address: '12 Export Ave', 'Year Built': 1998, 'Square Footage': 45000, Sprinklered: 'Yes' });
    const [vehicle] = XLSX.utils.sheet_to_json<Record<string, unknown>>(book.Sheets.Vehicles!);
    expect(vehicle).toMatchObject({ VIN: 'EXPORTVIN0000001', Year: 2021, Value: 42000 });
    await context.close();
  });
});

describe('the documents tab', () => {
  it('lists the sample documents with name, type, size, uploaded and uploader, filters by type and downloads', async () => {
    const { context, page } = await newPage(browser);
    await signInByApi(page, 'broker');
    await openDetail(page, SAMPLE);
    await tab(page, 'Documents').click();
    const grid = page.getByRole('grid', { name: 'Documents' });
    for (const column of ['Name', 'Type', 'Size', 'Uploaded', 'Uploader']) await grid.getByRole('columnheader', { name: column }).waitFor();
    const api = await apiSubmission(page, SAMPLE);
    expect(api.documents.length).toBeGreaterThanOrEqual(5);
    for (const d of api.documents) await grid.getByText(d.filename, { exact: true }).waitFor();
    const types = new Set(api.documents.map((d: { type: string }) => d.type));
    for (const t of ['PDF', 'DOCX', 'XLSX', 'ZIP']) expect(types.has(t)).toBe(true);

    await page.getByRole('button', { name: /Filter by type/ }).click();
    await page.getByRole('option', { name: 'PDF', exact: true }).click();
    const pdfs = api.documents.filter((d: { type: string }) => d.type === 'PDF');
    await expect.poll(() => grid.getByRole('row').count()).toBe(pdfs.length + 1);

    const first = pdfs[0];
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      grid.getByRole('button', { name: `Download ${first.filename}` }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(first.filename);
    expect(
      readFileSync(await download.path())
        .subarray(0, 4)
        .toString(),
    ).toBe('%PDF');
    await context.close();
  });

  it("stores a file with 'Upload Document' and records it in history", async () => {
    const { context, page } = await newPage(browser);
    await signInByApi(page, 'broker');
    const s = await freshSubmission(page);
    await openDetail(page, s.id);
    await tab(page, 'Documents').click();
    await page
      .getByTestId('upload-document-input')
      .setInputFiles({ name: 'loss-runs.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n%%EOF\n') });
    await page.getByRole('grid', { name: 'Documents' }).getByText('loss-runs.pdf').waitFor();
    const api = await apiSubmission(page, s.id);
    expect(api.documents.map((d: { filename: string }) => d.filename)).toContain('loss-runs.pdf');
    expect(api.history.some((h: { action: string }) => h.action === 'Document uploaded')).toBe(true);
    await context.close();
  });
});

describe('history, timeline, quotes, tasks and related actions', () => {
  it('shows the audit trail in History (user, date, action, details) and as a Timeline', async () => {
    // On a laptop's screen the trail wraps within its card instead of hiding its details off to the side.
    const { context, page } = await newPage(browser, { width: 1280, height: 900 });
    await signInByApi(page, 'broker');
    await openDetail(page, SAMPLE);
    const api = await apiSubmission(page, SAMPLE);
    await tab(page, 'History').click();
    const grid = page.getByRole('grid', { name: 'History' });
    for (const column of ['User', 'Date', 'Action', 'Details']) await grid.getByRole('columnheader', { name: column }).waitFor();
    for (const h of api.history) await grid.getByText(h.details, { exact: true }).waitFor();
    expect(await hiddenSideways(grid.getByRole('columnheader', { name: 'Visible to' }))).toBe(0);
    await tab(page, 'Timeline').click();
    const timeline = page.getByRole('list', { name: 'Timeline' });
    expect(await timeline.getByRole('listitem').count()).toBe(api.history.length);
    for (const h of api.history) await timeline.getByText(h.details, { exact: true }).waitFor();
    await context.close();
  });

  it('shows a quote with cents as money, both cents places, in the table and its details', async () => {
    const { context, page } = await newPage(browser, { width: 1280, height: 900 });
    await signInByApi(page, 'broker');
    const s = await freshSubmission(page);
    await page.request.post(`/api/submissions/${s.id}/quotes`, {
      headers: origin(),
      data: { carrier: 'Zurich', amount: 18250.5, status: 'Pending', validUntil: '2030-01-04', coverage: 'Commercial Package' },
    });
    await openDetail(page, s.id);
    await tab(page, 'Quotes').click();
    const grid = page.getByRole('grid', { name: 'Quotes' });
    await grid.getByText('$18,250.50', { exact: true }).waitFor();
    await grid.getByRole('button', { name: 'View Zurich quote' }).click();
    await page.getByRole('dialog', { name: 'Zurich quote' }).getByText('$18,250.50', { exact: true }).waitFor();
    await context.close();
  });

  it('adds a quote, shows Approved in green and others in yellow, and views the details', async () => {
    const { context, page } = await newPage(browser, { width: 1280, height: 900 });
    await signInByApi(page, 'broker');
    const s = await freshSubmission(page);
    await page.request.post(`/api/submissions/${s.id}/quotes`, {
      headers: origin(),
      data: { carrier: 'Travelers', amount: 65270, status: 'Approved', validUntil: '2030-01-04', coverage: 'Commercial Package' },
    });
    await openDetail(page, s.id);
    await tab(page, 'Quotes').click();
    await page.getByRole('button', { name: 'Add Quote' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Quote' });
    await dialog.getByRole('button', { name: 'Save Quote' }).click();
    await dialog.getByText('Carrier is required').waitFor();
    await dialog.getByRole('combobox', { name: 'Carrier' }).fill('Chubb');
    await page.getByRole('option', { name: /^Chubb/ }).click();
    await dialog.getByLabel('Amount').fill('4250');
    await dialog.getByRole('button', { name: 'Save Quote' }).click();
    const grid = page.getByRole('grid', { name: 'Quotes' });
    await grid.getByText('Chubb').waitFor();
    await grid.getByText('$4,250').waitFor();
    const approved = await rgb(grid.getByText('Approved', { exact: true }), 'color');
    const pending = await rgb(grid.getByText('Pending', { exact: true }), 'color');
    expect(approved[1]).toBeGreaterThan(approved[0]); // green
    expect(pending[0]).toBeGreaterThan(pending[2]); // yellow: red and green over blue
    expect(pending[1]).toBeGreaterThan(pending[2]);
    expect(await hiddenSideways(grid.getByRole('button', { name: 'View Chubb quote' }))).toBe(0);
    await grid.getByRole('button', { name: 'View Chubb quote' }).click();
    const view = page.getByRole('dialog', { name: 'Chubb quote' });
    expect(await view.innerText()).toContain('$4,250');
    const api = await apiSubmission(page, s.id);
    expect(api.quotes.map((q: { carrier: string }) => q.carrier).sort()).toEqual(['Chubb', 'Travelers']);
    await context.close();
  });

  it('fits a phone: the messages panel stacks below the content at full width and nothing scrolls sideways', async () => {
    const { context, page } = await newPage(browser, { width: 390, height: 844 });
    await signInByApi(page, 'broker');
    const s = await freshSubmission(page);
    await openDetail(page, s.id);
    const panel = messagesPanel(page);
    await panel.waitFor();
    const tabs = (await page.getByRole('tablist').first().boundingBox())!;
    const side = (await panel.boundingBox())!;
    expect(side.y).toBeGreaterThan(tabs.y);
    expect(side.x).toBeGreaterThanOrEqual(0);
    expect(side.x + side.width).toBeLessThanOrEqual(390);
    expect(side.width).toBeGreaterThan(300);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await page.screenshot({ path: '/tmp/detail-phone.png', fullPage: true });
    await context.close();
  });

  it('takes each Add Quote message away as its field is filled', async () => {
    const { context, page } = await newPage(browser);
    await signInByApi(page, 'broker');
    const { dialog } = await openAddDialog(page, 'Quotes', 'Quote');
    await dialog.getByRole('button', { name: 'Save Quote' }).click();
    await dialog.getByText('Carrier is required').waitFor();
    await dialog.getByText('Amount is required').waitFor();
    await dialog.getByRole('combobox', { name: 'Carrier' }).fill('Chubb');
    await page.getByRole('option', { name: /^Chubb/ }).click();
    await dialog.getByText('Carrier is required').waitFor({ state: 'detached', timeout: 2000 });
    expect(await dialog.getByText('Amount is required').count()).toBe(1);
    await dialog.getByLabel('Amount').fill('4250');
    await dialog.getByLabel('Amount').blur();
    await dialog.getByText('Amount is required').waitFor({ state: 'detached', timeout: 2000 });
    await context.close();
  });

  it('assigns a task to a member of staff picked from a list, never to typed text', async () => {
    const { context, page } = await newPage(browser);
    await signInByApi(page, 'broker');
    const { s, dialog } = await openAddTask(page);
    await dialog.getByLabel('Title').fill('Chase loss runs');
    expect(await dialog.getByRole('textbox', { name: 'Assigned To' }).count()).toBe(0);
    await dialog.getByRole('button', { name: /Assigned To/ }).click();
    const options = page.getByRole('listbox').getByRole('option');
    // The staff list, which other tests may have added approved accounts to.
    await expect
      .poll(() => options.allInnerTexts())
      .toEqual(expect.arrayContaining(['Unassigned', 'Alex Morgan', 'Jordan Lee', 'Sam Carter']));
    expect((await options.allInnerTexts())[0]).toBe('Unassigned');
    await page.getByRole('option', { name: 'Jordan Lee' }).click();
    await dialog.getByRole('button', { name: 'Save Task' }).click();
    await page.getByRole('grid', { name: 'Tasks' }).getByText('Jordan Lee').waitFor();
    expect((await apiSubmission(page, s.id)).tasks).toMatchObject([{ title: 'Chase loss runs', assignedTo: 'Jordan Lee' }]);
    await context.close();
  });

  it('adds a task and edits its status and priority', async () => {
    const { context, page } = await newPage(browser);
    await signInByApi(page, 'broker');
    const added = await openAddTask(page);
    const s = added.s;
    let dialog = added.dialog;
    await dialog.getByLabel('Title').fill('Collect signed application');
    await dialog.getByRole('button', { name: /Assigned To/ }).click();
    await page.getByRole('option', { name: 'Sam Carter' }).click();
    await dialog.getByRole('button', { name: 'Save Task' }).click();
    const grid = page.getByRole('grid', { name: 'Tasks' });
    await grid.getByText('Collect signed application').waitFor();
    await grid.getByText('Medium', { exact: true }).waitFor();
    await grid.getByRole('button', { name: 'Edit Collect signed application' }).click();
    dialog = page.getByRole('dialog', { name: 'Edit Task' });
    await dialog.getByRole('button', { name: /Status/ }).click();
    await page.getByRole('option', { name: 'In Progress' }).click();
    await dialog.getByRole('button', { name: /Priority/ }).click();
    await page.getByRole('option', { name: 'High' }).click();
    await dialog.getByRole('button', { name: 'Save Task' }).click();
    await grid.getByText('In Progress', { exact: true }).waitFor();
    await grid.getByText('High', { exact: true }).waitFor();
    const api = await apiSubmission(page, s.id);
    expect(api.tasks).toMatchObject([
      { title: 'Collect signed application', status: 'In Progress', priority: 'High', assignedTo: 'Sam Carter' },
    ]);
    await context.close();
  });

  it("adds a related claim with 'Add Related Item'", async () => {
    const { context, page } = await newPage(browser);
    await signInByApi(page, 'broker');
    const { s, dialog } = await openAddDialog(page, 'Related Actions', 'Related Item');
    await dialog.getByRole('button', { name: /Type/ }).click();
    await page.getByRole('option', { name: 'Claim' }).click();
    await dialog.getByLabel('Reference').fill('CLM-2030-0007');
    await dialog.getByRole('button', { name: 'Add Item' }).click();
    const grid = page.getByRole('grid', { name: 'Related Actions' });
    await grid.getByText('CLM-2030-0007').waitFor();
    await grid.getByText('Claim', { exact: true }).waitFor();
    await grid.getByText('Active', { exact: true }).waitFor();
    expect((await apiSubmission(page, s.id)).relatedItems).toMatchObject([{ type: 'Claim', reference: 'CLM-2030-0007', status: 'Active' }]);
    await context.close();
  });
});

describe('choosing markets', () => {
  it('says a carrier has no quotes on the product yet, rather than a hit ratio of none', async () => {
    const { context, page } = await newPage(browser);
    await signInByApi(page, 'broker');
    const carrier = `Fresh Mutual ${Date.now().toString(36)}`;
    const created = await page.request.post('/api/carriers', {
      headers: origin(),
      data: { name: carrier, appetite: [], contacts: [{ name: 'Underwriter', email: 'uw@fresh.example' }] },
    });
    expect(created.status(), await created.text()).toBe(201);
    const s = await freshSubmission(page);
    await openDetail(page, s.id);
    await tab(page, 'Quotes').click();
    await page.getByRole('button', { name: 'Choose Markets' }).click();
    const dialog = page.getByRole('dialog', { name: 'Choose markets' });
    await dialog.getByRole('checkbox', { name: new RegExp(`${carrier} · no quotes on this product yet`) }).waitFor();
    expect(await dialog.getByText(/\(0 quotes\)/).count()).toBe(0);
    await context.close();
  });
});

describe('the messages side panel', () => {
  it('has Overview, Messages and Activity tabs and filters messages by All, Carrier and Client', async () => {
    const { context, page } = await newPage(browser);
    await signInByApi(page, 'broker');
    await openDetail(page, SAMPLE);
    const api = await apiSubmission(page, SAMPLE);
    const side = messagesPanel(page);
    const list = side.getByRole('list', { name: 'Message list' });
    const count = () => list.getByRole('listitem').count();
    expect(await count()).toBe(api.messages.length);
    await side.getByRole('tab', { name: 'Carrier' }).click();
    await expect.poll(count).toBe(api.messages.filter((m: { channel: string }) => m.channel === 'carrier').length);
    await side.getByRole('tab', { name: 'Client' }).click();
    await expect.poll(count).toBe(api.messages.filter((m: { channel: string }) => m.channel === 'client').length);
    const m = api.messages.find((x: { channel: string }) => x.channel === 'client');
    const item = list.getByRole('listitem').first();
    const text = await item.innerText();
    expect(text).toContain(m.from);
    expect(text).toContain(m.to);
    expect(text).toContain(m.subject);

    await side.getByRole('tab', { name: 'Overview' }).click();
    await side.getByText('Attachments').waitFor();
    await side.getByRole('tab', { name: 'Activity' }).click();
    await side.getByRole('list', { name: 'Recent activity' }).getByText(api.history[0].details).waitFor();
    await context.close();
  });

  it("cuts content over 100 characters with 'See More'", async () => {
    const { context, page } = await newPage(browser);
    await signInByApi(page, 'broker');
    await openDetail(page, SAMPLE);
    const api = await apiSubmission(page, SAMPLE);
    const long = api.messages.find((m: { content: string }) => m.content.length > 100);
    const short = api.messages.filter((m: { content: string }) => m.content.length <= 100).length;
    const side = messagesPanel(page);
    expect(await side.getByRole('button', { name: 'See More' }).count()).toBe(api.messages.length - short);
    expect(await side.getByText(long.content, { exact: true }).count()).toBe(0);
    await side.getByRole('button', { name: 'See More' }).first().click();
    await side.getByText(long.content, { exact: true }).waitFor();
    await context.close();
  });

  it('previews an attachment with its icon, Cancel and Download, and shows images themselves', async () => {
    const { context, page } = await newPage(browser);
    await signInByApi(page, 'broker');
    const s = await freshSubmission(page);
    const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
    const sent = await page.request.post(`/api/submissions/${s.id}/messages`, {
      headers: origin(),
      multipart: {
        to: 'Alex Morgan',
        subject: 'Photos',
        content: 'Site photo attached.',
        channel: 'client',
        attachments: { name: 'roof.png', mimeType: 'image/png', buffer: png },
      },
    });
    expect(sent.status(), await sent.text()).toBe(201);
    await openDetail(page, SAMPLE);
    const side = messagesPanel(page);
    await side.getByRole('button', { name: 'Loss Runs 2021-2025.pdf' }).click();
    let dialog = page.getByRole('dialog', { name: 'File preview' });
    await dialog.getByText('Loss Runs 2021-2025.pdf').waitFor();
    await dialog.getByRole('img', { name: 'PDF' }).waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
    await side.getByRole('button', { name: 'Statement of Values 2026.xlsx' }).click();
    dialog = page.getByRole('dialog', { name: 'File preview' });
    await dialog.getByRole('img', { name: /Spreadsheet/i }).waitFor();
    const [download] = await Promise.all([page.waitForEvent('download'), dialog.getByRole('button', { name: 'Download' }).click()]);
    expect(download.suggestedFilename()).toBe('Statement of Values 2026.xlsx');

    await openDetail(page, s.id);
    await messagesPanel(page).getByRole('button', { name: 'roof.png' }).click();
    const image = page.getByRole('dialog', { name: 'File preview' }).getByRole('img', { name: 'roof.png' });
    await image.waitFor();
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(1);
    await context.close();
  });

  it('sends a message with an emoji and an attachment', async () => {
    const { context, page } = await newPage(browser);
    await signInByApi(page, 'broker');
    const s = await freshSubmission(page);
    await openDetail(page, s.id);
    const side = messagesPanel(page);
    const box = side.getByPlaceholder('Type your message...');
    await box.fill('Please confirm the sprinkler records');
    await side.getByRole('button', { name: 'Insert emoji' }).click();
    await side.getByRole('button', { name: 'Insert Check mark' }).click();
    expect(await box.inputValue()).toBe('Please confirm the sprinkler records✓');
    await side
      .getByTestId('message-attachments-input')
      .setInputFiles({ name: 'checklist.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n%%EOF\n') });
    await side.getByText('checklist.pdf').waitFor();
    await side.getByRole('button', { name: 'Send', exact: true }).click();
    const list = side.getByRole('list', { name: 'Message list' });
    await list.getByText('Please confirm the sprinkler records✓').waitFor();
    await list.getByRole('button', { name: 'checklist.pdf' }).waitFor();
    expect(await box.inputValue()).toBe('');
    const api = await apiSubmission(page, s.id);
    expect(api.messages).toHaveLength(1);
    expect(api.messages[0]).toMatchObject({ content: 'Please confirm the sprinkler records✓', channel: 'internal' });
    expect(api.messages[0].attachments.map((a: { filename: string }) => a.filename)).toEqual(['checklist.pdf']);
    await context.close();
  });

  it('keeps messages internal by default and asks before one reaches the client of an unshared submission', async () => {
    const { context, page } = await newPage(browser);
    await signInByApi(page, 'broker');
    const s = await freshSubmission(page);
    await openDetail(page, s.id);
    const side = messagesPanel(page);
    const sendTo = side.getByRole('button', { name: /Send to/ });
    await expect.poll(() => sendTo.innerText()).toContain('Internal');
    await side.getByRole('tab', { name: 'Client' }).click();
    await expect.poll(() => sendTo.innerText()).toContain('Internal');

    await sendTo.click();
    await page.getByRole('option', { name: 'Client' }).click();
    await side.getByPlaceholder('Type your message...').fill('Your quote is attached');
    await side.getByRole('button', { name: 'Send', exact: true }).click();
    const confirm = page.getByRole('dialog', { name: 'Send to the client?' });
    await confirm.getByText(/is not shared with the client/).waitFor();
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await confirm.waitFor({ state: 'detached' });
    expect((await apiSubmission(page, s.id)).messages).toHaveLength(0);

    await side.getByRole('button', { name: 'Send', exact: true }).click();
    await confirm.getByRole('button', { name: 'Send to client' }).click();
    await side.getByRole('list', { name: 'Message list' }).getByText('Your quote is attached').waitFor();
    expect((await apiSubmission(page, s.id)).messages).toMatchObject([{ content: 'Your quote is attached', channel: 'client' }]);
    await context.close();
  });
});

describe('accessibility of the submission detail', () => {
  it('has no serious or critical violation on any tab, in the side panels or the dialogs', async () => {
    const { context, page } = await newPage(browser);
    await signInByApi(page, 'broker');
    await openDetail(page, SAMPLE);
    for (const name of ['Summary', 'Risk Details', 'Documents', 'History', 'Timeline', 'Quotes', 'Tasks', 'Related Actions']) {
      await tab(page, name).click();
      await page.waitForTimeout(200);
      expect(await seriousViolations(page), name).toEqual([]);
    }
    await tab(page, 'Risk Details').click();
    await page.getByRole('grid', { name: 'Commercial Properties' }).getByRole('row').nth(1).click();
    await page.getByRole('dialog', { name: 'Location Details' }).waitFor();
    await page.waitForTimeout(600);
    expect(await seriousViolations(page), 'Location Details').toEqual([]);
    await page.keyboard.press('Escape');
    await messagesPanel(page).getByRole('button', { name: 'Loss Runs 2021-2025.pdf' }).click();
    await page.getByRole('dialog', { name: 'File preview' }).waitFor();
    // Let the dialog's entry animation finish: half-faded text would read as low contrast.
    await page.waitForTimeout(600);
    expect(await seriousViolations(page), 'File preview').toEqual([]);
    await context.close();
  });

  it('has no serious or critical violation in the decision dialog', async () => {
    const { context, page } = await newPage(browser);
    await signInByApi(page, 'broker');
    const { dialog } = await openDecisionDialog(page, 'manager');
    await dialog.waitFor();
    await page.waitForTimeout(600);
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });
});

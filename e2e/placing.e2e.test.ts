/**
 * Placing a risk end to end: a broker takes a customer's submission to three carriers, mails one its package
 * (checked at the suite's SMTP server), records two quotes and a decline, compares the quotes and proposes
 * them; the customer chooses an option in the portal (the proposal PDF states the figures); the broker binds
 * it and the customer has the new policy.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { readPdf } from '@workbench/adapters/documents/readers/pdf.ts';
import { launchBrowser, newPage, seriousViolations, signInByApi } from './support/browser.ts';
import { freshSubmission, openDetail, origin, tab, type Created } from './support/submissions.ts';
import { mailboxURL } from './support/lanes.ts';

let browser: Browser;
let brokerContext: BrowserContext;
let customerContext: BrowserContext;
let broker: Page;
let customer: Page;
let submission: Created;
const run = Date.now().toString(36);
const carriers = ['Northwind Mutual', 'Bluewater Specialty', 'Granite Re'].map((name) => ({
  name: `${name} ${run}`,
  email: `${name.split(' ')[0]!.toLowerCase()}-${run}@carrier.example`,
  id: '',
}));

/** The PDF's text as the product's own reader gets it (one PDF reader, set up one way, for the whole suite). */
async function pdfText(bytes: Buffer): Promise<string> {
  return (await readPdf(new Uint8Array(bytes), 5)).text.replace(/\s+/g, ' ');
}

/** Ticks a checkbox from the keyboard, as the app's other tests do (its drawn box sits over the input). */
async function tick(page: Page, box: ReturnType<Page['getByRole']>) {
  await box.focus();
  await page.keyboard.press('Space');
  await expect.poll(() => box.isChecked()).toBe(true);
}

async function mailsTo(address: string): Promise<Array<{ subject: string; text: string }>> {
  const response = await fetch(`${mailboxURL()}?to=${encodeURIComponent(address)}`);
  return response.json();
}

beforeAll(async () => {
  browser = await launchBrowser();
  ({ context: brokerContext, page: broker } = await newPage(browser));
  ({ context: customerContext, page: customer } = await newPage(browser));
  await signInByApi(broker, 'broker');
  await signInByApi(customer, 'customer');
  for (const carrier of carriers) {
    const created = await broker.request.post('/api/carriers', {
      headers: origin(),
      data: {
        name: carrier.name,
        appetite: [{ product: null, note: `${carrier.name.split(' ')[0]} likes logistics risks` }],
        contacts: [{ name: 'Underwriter', email: carrier.email }],
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    carrier.id = (await created.json()).id;
  }
  const user = await (await customer.request.get('/api/auth/user')).json();
  const clients = (await (await broker.request.get('/api/clients?q=Brightwater')).json()) as { id: string; name: string; email: string }[];
  const client = clients.find((c) => c.email === user.email)!;
  submission = await freshSubmission(broker, { client, shareWithClient: true });
  const uploaded = await broker.request.post(`/api/submissions/${submission.id}/documents`, {
    headers: origin(),
    multipart: { document: { name: 'Statement of values.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n%%EOF\n') } },
  });
  expect(uploaded.status(), await uploaded.text()).toBe(201);
});
afterAll(async () => {
  await brokerContext?.close().catch(() => undefined);
  await customerContext?.close().catch(() => undefined);
  await browser?.close();
});

describe('placing a risk', () => {
  it('markets to three carriers, mails a package, records two quotes and a decline, and compares them', async () => {
    await openDetail(broker, submission.id);
    await tab(broker, 'Quotes').click();
    await broker.getByRole('button', { name: 'Choose Markets' }).click();
    const choose = broker.getByRole('dialog', { name: 'Choose markets' });
    for (const carrier of carriers) await tick(broker, choose.getByRole('checkbox', { name: new RegExp(carrier.name) }));
    await choose.getByText('Northwind likes logistics risks').waitFor();
    await choose.getByRole('button', { name: 'Ask 3 carriers' }).click();
    const markets = broker.getByRole('grid', { name: 'Markets' });
    for (const carrier of carriers)
      await markets
        .getByRole('row', { name: new RegExp(carrier.name) })
        .getByText('Asked')
        .waitFor();

    await broker.getByRole('button', { name: `Send ${carriers[0]!.name} the package` }).click();
    const send = broker.getByRole('dialog', { name: `Send ${carriers[0]!.name} the package` });
    await tick(broker, send.getByRole('checkbox', { name: 'Statement of values.pdf' }));
    await send.getByRole('button', { name: 'Send Package' }).click();
    await markets
      .getByRole('row', { name: new RegExp(carriers[0]!.name) })
      .getByText(/^Sent/)
      .waitFor();
    await expect
      .poll(async () => (await mailsTo(carriers[0]!.email)).map((m) => m.subject), { timeout: 20_000 })
      .toEqual([expect.stringContaining(submission.submissionId)]);
    expect((await mailsTo(carriers[0]!.email))[0]!.text).toContain('Statement of values.pdf');

    await broker.getByRole('button', { name: `Record ${carriers[0]!.name}'s quote` }).click();
    const quote = broker.getByRole('dialog', { name: `${carriers[0]!.name}'s quote` });
    await quote.getByLabel('Premium').fill('18500');
    await quote.getByLabel('Taxes').fill('925');
    await quote.getByLabel('Fees').fill('250');
    // The rows of terms start with the coverages the submission asks for, each field named for its coverage.
    await quote.getByLabel('Limit, Material Damage').fill('2000000');
    await quote.getByLabel('Deductible, Material Damage').fill('10000');
    await quote.getByLabel('Limit, Motor Fleet').fill('500000');
    // A row added and left without its coverage's name is refused on that row: its message shows there and
    // focus goes to it. Removed, the row takes its message with it and focus waits on Add Coverage.
    const hasFocus = (field: Locator) => field.evaluate((el) => el === document.activeElement);
    const addCoverage = quote.getByRole('button', { name: 'Add Coverage' });
    await addCoverage.click();
    const added = quote.getByRole('textbox', { name: 'Coverage 3', exact: true });
    await expect.poll(() => hasFocus(added)).toBe(true);
    await quote.getByRole('textbox', { name: 'Limit, coverage 3', exact: true }).fill('250000');
    await quote.getByRole('button', { name: 'Record Quote' }).click();
    await quote.getByText('Name the coverage').waitFor();
    await expect.poll(() => hasFocus(added)).toBe(true);
    expect(await seriousViolations(broker)).toEqual([]);
    await quote.getByRole('button', { name: 'Remove coverage 3' }).click();
    await quote.getByText('Name the coverage').waitFor({ state: 'detached' });
    await expect.poll(() => hasFocus(addCoverage)).toBe(true);
    await quote.getByRole('button', { name: 'Record Quote' }).click();
    await markets
      .getByRole('row', { name: new RegExp(carriers[0]!.name) })
      .getByText('Quoted')
      .waitFor();

    const placement = await (await broker.request.get(`/api/submissions/${submission.id}/placement`)).json();
    const marketOf = (name: string) => placement.markets.find((m: { carrier: string }) => m.carrier === name);
    const second = await broker.request.post(`/api/submissions/${submission.id}/markets/${marketOf(carriers[1]!.name).id}/quotes`, {
      headers: origin(),
      data: {
        premium: 16900,
        taxes: 845,
        fees: 250,
        terms: [
          { coverage: placement.product === 'commercial_package' ? 'Commercial Package' : 'Cover', limit: 1500000, deductible: 25000 },
        ],
        subjectivities: ['Sprinkler certificate'],
      },
    });
    expect(second.status(), await second.text()).toBe(201);
    const declined = await broker.request.patch(`/api/submissions/${submission.id}/markets/${marketOf(carriers[2]!.name).id}`, {
      headers: origin(),
      data: { status: 'declined', reason: 'No warehouse risks this year' },
    });
    expect(declined.status(), await declined.text()).toBe(200);

    await broker.reload();
    await tab(broker, 'Quotes').click();
    await markets.getByText('No warehouse risks this year').waitFor();
    const comparison = broker.getByRole('grid', { name: 'Quoted options side by side' });
    await comparison
      .getByRole('row', { name: /Premium/ })
      .getByText('Differs')
      .waitFor();
    await comparison
      .getByRole('row', { name: /Total cost/ })
      .getByText('$19,675')
      .waitFor();
    // Each coverage's limit is a row of its own, carrier by carrier; a coverage a carrier left out reads so.
    const limits = (coverage: string) => comparison.getByRole('row', { name: new RegExp(`${coverage} limit`) });
    expect(await limits('Material Damage').getByRole('gridcell').allInnerTexts()).toEqual(['$2,000,000', 'Not offered']);
    expect(await limits('Motor Fleet').getByRole('gridcell').allInnerTexts()).toEqual(['$500,000', 'Not offered']);
    expect(await seriousViolations(broker)).toEqual([]);
  });

  it('proposes both quotes, the customer chooses one in the portal from a PDF stating the figures, and the broker binds it', async () => {
    await broker.getByRole('button', { name: 'Propose to Client' }).click();
    const propose = broker.getByRole('dialog', { name: 'Propose to the client' });
    await propose.getByRole('textbox', { name: 'Message to the client' }).fill('Two markets quoted; we recommend the second.');
    await propose.getByRole('button', { name: 'Share Proposal' }).click();
    await broker.getByText(/waiting for the client's choice/).waitFor();

    await customer.goto(`/customer/submissions/${submission.submissionId}`);
    const options = customer.getByRole('region', { name: 'Your insurance options' });
    await options.getByRole('heading', { name: `Option B: ${carriers[1]!.name}` }).waitFor({ timeout: 60_000 });
    const proposal = (await (await customer.request.get(`/api/submissions/${submission.id}/proposals`)).json())[0];
    const pdf = await customer.request.get(`/api/documents/${proposal.documentId}/download`);
    expect(pdf.status()).toBe(200);
    const text = await pdfText(await pdf.body());
    for (const figure of [
      carriers[0]!.name,
      '$18,500',
      '$19,675',
      carriers[1]!.name,
      '$16,900',
      '$17,995',
      '$25,000',
      'Sprinkler certificate',
    ])
      expect(text).toContain(figure);
    expect(await seriousViolations(customer)).toEqual([]);
    await options.getByRole('button', { name: 'Choose Option B' }).click();
    await options.getByText(`You chose ${carriers[1]!.name}`).waitFor();

    await broker.reload();
    await tab(broker, 'Quotes').click();
    await broker.getByText(`The client chose ${carriers[1]!.name} ($17,995)`).waitFor();
    await broker.getByRole('button', { name: 'Bind Chosen Option' }).click();
    // The client's choice in the portal is their confirmation: the dialog says so and asks for nothing more.
    const bind = broker.getByRole('dialog', { name: `Bind ${carriers[1]!.name}` });
    await bind.getByText('Chosen by the client in the portal').waitFor();
    await bind.getByText('$17,995').waitFor();
    await bind.getByRole('button', { name: 'Bind policy' }).click();
    const bound = broker.getByText(/^Bound as POL-/);
    await bound.waitFor();
    const policyNumber = (await bound.textContent())!.replace('Bound as ', '');
    const markets = broker.getByRole('grid', { name: 'Markets' });
    await markets
      .getByRole('row', { name: new RegExp(carriers[0]!.name) })
      .getByText('Not taken up')
      .waitFor();
    await markets
      .getByRole('row', { name: new RegExp(carriers[1]!.name) })
      .getByText('Bound')
      .waitFor();

    // The policy's page shows what was bound: the carrier, the cost and the schedule at binding. The broker
    // follows the link at once, while the bind's notification still shows and screen readers are still being
    // told the Bind button is done: nothing of that may be left naming the button, gone with the bind.
    await broker
      .getByRole('status')
      .filter({ hasText: `${policyNumber} is in force.` })
      .waitFor();
    await broker.getByRole('link', { name: 'Open the policy' }).click();
    const whatBound = broker.getByRole('region', { name: 'What Was Bound' });
    await whatBound.getByText(carriers[1]!.name, { exact: true }).waitFor({ timeout: 60_000 });
    await whatBound.getByText('$17,995').waitFor();
    await whatBound.getByRole('grid', { name: 'Coverages' }).waitFor();
    expect(await seriousViolations(broker)).toEqual([]);

    const policies = (await (await customer.request.get('/api/policies')).json()) as Array<{ policyNumber: string; premium: number }>;
    expect(policies.find((p) => p.policyNumber === policyNumber)).toMatchObject({ premium: 16900 });
    const history = (await (await broker.request.get(`/api/submissions/${submission.id}`)).json()).history.map(
      (h: { action: string }) => h.action,
    );
    expect(history).toEqual(
      expect.arrayContaining(['Option chosen', 'Policy bound', 'Client confirmation', 'Markets not taken up', 'Package sent']),
    );
  });
});

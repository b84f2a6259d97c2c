/**
 * A broker's day end to end, in one browser: an e-mail with a schedule comes in and its columns are
 * reviewed; a new client's submission is made in the wizard from a CSV schedule and shared with them; three
 * carriers are asked, two quote and one declines; the quotes are compared and proposed (the client, with no
 * portal account, is mailed the PDF); the client says yes by phone and the broker binds for a chosen
 * period; the policy, its certificate, an endorsement, the renewals list, the premium bordereau and
 * Insights each show the same carrier, premium, terms, dates and schedule. Then the placing and the portal
 * on a phone, and the wizard from the keyboard alone.
 */
import { mkdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it, onTestFailed } from 'vitest';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import * as XLSX from 'xlsx';
import { formatDate, formatMoney } from '@workbench/core';
import { hiddenSideways, launchBrowser, newPage, signInByApi } from './support/browser.ts';
import { confirmMapping } from './support/mapping.ts';
import { carriersOfRun, detailOf, isoDayFromToday, mailsTo, pdfText, tick, typeDateIn, type TestCarrier } from './support/placing.ts';
import { apiSubmission, freshSubmission, openDetail, tab } from './support/submissions.ts';
import { button, heading, onPath, start, toggleCoverage } from './support/wizard.ts';

const SHOTS = '/tmp/broker-day';
const run = Date.now().toString(36);
let browser: Browser;
const contexts: BrowserContext[] = [];

async function brokerPage(width: number, height = 900): Promise<Page> {
  const { context, page } = await newPage(browser, { width, height });
  contexts.push(context);
  // What the screen showed when a step failed, for the person reading the failure.
  onTestFailed(async ({ task }) => {
    await page.screenshot({ path: `${SHOTS}/failed-${task.name.slice(0, 24).replace(/\W+/g, '-')}-${width}.png`, fullPage: true });
  });
  await signInByApi(page, 'broker');
  return page;
}

beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  browser = await launchBrowser();
});
afterAll(async () => {
  for (const context of contexts) await context.close().catch(() => undefined);
  await browser?.close();
});

/** One coverage's terms in a carrier's quote. */
interface Term {
  coverage: string;
  limit: number;
  deductible: number;
}

/** A quote as the carrier gave it, keyed into the Record Quote dialog: a row of terms per coverage. */
interface Quote {
  premium: number;
  taxes: number;
  fees: number;
  commissionRate: number;
  terms: Term[];
  subjectivity: string;
}
const total = (q: Quote) => q.premium + q.taxes + q.fees;

/**
 * Keys a carrier's quote. The dialog starts with a row for each coverage the submission asks for: a row the
 * carrier did not quote is removed, a coverage it added gets a row of its own, each field named for its coverage.
 */
async function recordQuote(page: Page, carrier: TestCarrier, quote: Quote) {
  await page.getByRole('button', { name: `Record ${carrier.name}'s quote` }).click();
  const dialog = page.getByRole('dialog', { name: `${carrier.name}'s quote` });
  const field = (label: string) => dialog.getByRole('textbox', { name: label, exact: true });
  await field('Premium').fill(String(quote.premium));
  await field('Taxes').fill(String(quote.taxes));
  await field('Fees').fill(String(quote.fees));
  await field('Commission (%)').fill(String(quote.commissionRate));
  const rows = dialog.getByRole('textbox', { name: /^Coverage \d+$/ });
  for (const asked of await rows.evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value)))
    if (!quote.terms.some((t) => t.coverage === asked)) await dialog.getByRole('button', { name: `Remove ${asked}` }).click();
  for (const term of quote.terms) {
    if ((await field(`Limit, ${term.coverage}`).count()) === 0) {
      await dialog.getByRole('button', { name: 'Add Coverage' }).click();
      await field(`Coverage ${await rows.count()}`).fill(term.coverage);
    }
    await field(`Limit, ${term.coverage}`).fill(String(term.limit));
    await field(`Deductible, ${term.coverage}`).fill(String(term.deductible));
  }
  await field('Subjectivities').fill(quote.subjectivity);
  await dialog.getByRole('button', { name: 'Record Quote' }).click();
  await dialog.waitFor({ state: 'detached' });
}

const marketRow = (page: Page, carrier: TestCarrier) =>
  page.getByRole('grid', { name: 'Markets' }).getByRole('row', { name: new RegExp(carrier.name) });

/** Chooses the option named `option` in the select whose button is named by `label`. */
async function choose(page: Page, scope: Locator | Page, label: RegExp, option: string) {
  await scope.getByRole('button', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** The text of the main region, once it holds `expected` (screens fill in after their data arrives). */
async function mainOnceItSays(page: Page, expected: string): Promise<string> {
  const main = page.getByRole('main');
  await expect.poll(() => main.innerText()).toContain(expected);
  return main.innerText();
}

/**
 * An inception in this month (the bordereau offers months up to this one) but not today, and an expiry 75
 * days on: inside the renewals list's 90-day window and outside its 60-day one.
 */
function chosenPeriod() {
  const today = isoDayFromToday(0);
  const inception = Number(today.slice(8)) <= 25 ? isoDayFromToday(3) : isoDayFromToday(-3);
  const expiry = new Date(Date.parse(inception) + 75 * 86_400_000).toISOString().slice(0, 10);
  return { inception, expiry };
}

const EMAIL_SCHEDULE = [
  'Location Name,Street,City,State,Zip',
  ...Array.from({ length: 5 }, (_, i) => `Yard ${i + 1},${i + 1} Mill Lane,Bangor,ME,0440${i}`),
].join('\n');

const intakeMail = (subject: string) =>
  [
    'From: Mara Quill <mara@osprey-haulage.example>',
    'To: submissions@broker.example',
    `Subject: ${subject}`,
    'Date: Wed, 02 Dec 2026 08:10:00 +0000',
    'MIME-Version: 1.0',
    'Content-Type: multipart/mixed; boundary="b1"',
    '',
    '--b1',
    'Content-Type: text/plain; charset=utf-8',
    '',
    'Our yards are listed in the attached schedule; please quote.',
    '--b1',
    'Content-Type: text/csv; name="yards.csv"',
    'Content-Disposition: attachment; filename="yards.csv"',
    'Content-Transfer-Encoding: base64',
    '',
    Buffer.from(EMAIL_SCHEDULE).toString('base64'),
    '--b1--',
    '',
  ].join('\r\n');

const WIZARD_SCHEDULE = [
  'Location Name,Address,City,State,Zip,TIV',
  'North Depot,1 Wharf Road,Portland,ME,04101,1250000',
  'South Depot,2 Wharf Road,Portland,ME,04102,750000',
].join('\n');
/** The schedule's total insured value, which the screens, the comparison, the policy and the bordereau show alike (whole dollars). */
const TIV = '$2,000,000';
const LOCATIONS = ['North Depot', 'South Depot'];
const VEHICLE = { make: 'Ford', model: 'Transit', year: '2022', vin: '1FTBW3XM5NKA00001' };

describe("a broker's day", () => {
  it('takes an e-mailed schedule and a new client from intake and the wizard through placing, binding and the policy to the reports', async () => {
    const page = await brokerPage(1280);
    const carriers = await carriersOfRun(page, ['Harbour Mutual', 'Fenwick Specialty', 'Tamar Re'], run);
    const [harbour, fenwick, tamar] = carriers as [TestCarrier, TestCarrier, TestCarrier];
    const other: Quote = {
      premium: 21_400,
      taxes: 1_070,
      fees: 300,
      commissionRate: 12.5,
      terms: [
        { coverage: 'Material Damage', limit: 3_000_000, deductible: 10_000 },
        { coverage: 'Business Interruption', limit: 750_000, deductible: 0 },
      ],
      subjectivity: 'Roof survey',
    };
    const bound: Quote = {
      premium: 19_800,
      taxes: 990,
      fees: 250,
      commissionRate: 15,
      terms: [
        { coverage: 'Material Damage', limit: 2_500_000, deductible: 25_000 },
        { coverage: 'Motor Fleet', limit: 1_000_000, deductible: 2_500 },
      ],
      subjectivity: 'Sprinkler certificate',
    };
    const commission = (bound.premium * bound.commissionRate) / 100;
    const { inception, expiry } = chosenPeriod();
    const period = `${formatDate(inception)} to ${formatDate(expiry)}`;

    // 1. The e-mail with its schedule comes in through Upload Submission.
    const subject = `Yards for Osprey Haulage ${run}`;
    await page.goto('/');
    await page.getByRole('button', { name: 'Upload Submission' }).click();
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('dialog', { name: 'Upload Submission' }).getByRole('button', { name: 'Choose a document' }).click();
    await (await chooser).setFiles({ name: 'yards.eml', mimeType: 'message/rfc822', buffer: Buffer.from(intakeMail(subject)) });
    await page.waitForURL(/\/submissions\/SUB-\d{4}-\d+/);
    const intakeId = page.url().split('/').pop()!;
    const draft = await apiSubmission(page, intakeId);
    expect(draft).toMatchObject({ type: 'email', status: 'pending' });
    expect(draft.messages[0].subject).toBe(subject);
    expect(draft.documents.map((d: { filename: string }) => d.filename)).toEqual(['yards.csv']);
    expect(draft.properties.map((p: { name: string }) => p.name)).toEqual(['Yard 1', 'Yard 2', 'Yard 3', 'Yard 4', 'Yard 5']);

    // 2. Its columns are reviewed from Risk Details; confirming reads the same five yards, not five more.
    await tab(page, 'Risk Details').click();
    const yards = page.getByRole('grid', { name: 'Commercial Properties' });
    await yards.getByText('5 Mill Lane').waitFor();
    await page.getByRole('button', { name: 'Review columns of yards.csv' }).click();
    await page
      .getByRole('dialog', { name: 'Review column mapping' })
      .getByText('The 5 locations read from yards.csv are already on the schedule.', { exact: false })
      .waitFor();
    await confirmMapping(page);
    await expect.poll(async () => (await apiSubmission(page, intakeId)).history[0].action, { timeout: 30_000 }).toBe('Schedule read again');
    expect((await apiSubmission(page, intakeId)).properties).toHaveLength(5);
    await expect.poll(() => yards.getByRole('row').filter({ hasText: 'Mill Lane' }).count()).toBe(5);

    // 3. The wizard: a new client with an e-mail address (and no portal account), Material Damage from a CSV
    // schedule and Motor Fleet with one vehicle.
    const company = `Osprey Haulage ${run}`;
    const clientEmail = `mara.${run}@osprey-haulage.example`;
    await start(page);
    await page.getByRole('tab', { name: 'New Client' }).click();
    await page.getByRole('textbox', { name: /Company Name/ }).fill(company);
    await page.getByRole('textbox', { name: 'Contact Person' }).fill('Mara Quill');
    await page.getByRole('textbox', { name: 'Email' }).fill(clientEmail);
    await button(page, 'Continue').click();
    await onPath(page, '/create-submission/coverage');
    await toggleCoverage(page, 'Material Damage');
    await toggleCoverage(page, 'Motor Fleet');
    await button(page, 'Continue').click();
    await onPath(page, '/create-submission/coverage-detail/property');
    await heading(page, 'Material Damage Details').waitFor();
    const upload = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Upload Schedule' }).click();
    await (await upload).setFiles({ name: 'osprey-sov.csv', mimeType: 'text/csv', buffer: Buffer.from(WIZARD_SCHEDULE) });
    await confirmMapping(page);
    const properties = page.getByRole('grid', { name: 'Properties' });
    for (const name of LOCATIONS) await properties.getByText(name).waitFor();
    // The schedule step sums the CSV's values under its table.
    expect(await page.getByRole('region', { name: 'Location totals' }).innerText()).toMatch(new RegExp(`Total insured value\\s*\\${TIV}`));
    await button(page, 'Continue').click();
    await onPath(page, '/create-submission/coverage-detail/motor_fleet');
    await heading(page, 'Motor Fleet Details').waitFor();
    await page.getByRole('textbox', { name: /^Make/ }).fill(VEHICLE.make);
    await page.getByRole('textbox', { name: /^Model/ }).fill(VEHICLE.model);
    await page.getByRole('textbox', { name: /^Year/ }).fill(VEHICLE.year);
    await page.getByRole('textbox', { name: /^VIN/ }).fill(VEHICLE.vin);
    await button(page, 'Add Vehicle').click();
    await page.getByRole('grid', { name: 'Vehicles' }).getByText(VEHICLE.vin).waitFor();
    await button(page, 'Continue').click();
    await onPath(page, '/create-submission/details');
    await page.getByRole('textbox', { name: /Description/ }).fill('Two Portland depots and their van');
    await button(page, 'Continue').click();
    await onPath(page, '/create-submission/preview');
    await page
      .getByRole('region', { name: 'Material Damage' })
      .getByText(/North Depot/)
      .waitFor();
    await button(page, 'Save Submission').click();
    await page.waitForURL((url) => /^\/submissions\/SUB-[^/]+$/.test(url.pathname));
    const submissionId = decodeURIComponent(new URL(page.url()).pathname.split('/').pop()!);
    const saved = await apiSubmission(page, submissionId);
    expect(saved).toMatchObject({ client: company, clientEmail, shareWithClient: false });
    expect(saved.properties.map((p: { name: string }) => p.name)).toEqual(LOCATIONS);
    expect(saved.vehicles.map((v: { vin: string }) => v.vin)).toEqual([VEHICLE.vin]);
    expect(saved.documents.map((d: { filename: string }) => d.filename)).toEqual(['osprey-sov.csv']);
    await expect
      .poll(() => page.getByRole('region', { name: 'Policy Information' }).innerText())
      .toMatch(new RegExp(`Total Insured Value\\s*\\${TIV}`));

    // 4. Shared with the client after creation, from the Client Information card.
    const card = page.getByRole('region', { name: 'Client Information' });
    await card.getByRole('button', { name: 'Share with client' }).click();
    const share = page.getByRole('dialog', { name: 'Share with client?' });
    await share.getByText(`${company} will see ${submissionId} in the customer portal at ${clientEmail}.`).waitFor();
    await share.getByRole('button', { name: 'Share with client' }).click();
    await card.getByRole('button', { name: 'Stop sharing' }).waitFor();
    await expect.poll(async () => (await mailsTo(clientEmail)).map((m) => m.text).join('\n')).toContain(submissionId);
    expect((await apiSubmission(page, submissionId)).shareWithClient).toBe(true);

    // 5. Markets: three carriers asked, two quotes keyed in and one decline.
    await tab(page, 'Quotes').click();
    await page.getByRole('button', { name: 'Choose Markets' }).click();
    const markets = page.getByRole('dialog', { name: 'Choose markets' });
    for (const carrier of carriers) await tick(page, markets.getByRole('checkbox', { name: new RegExp(carrier.name) }));
    await markets.getByRole('button', { name: 'Ask 3 carriers' }).click();
    for (const carrier of carriers) await marketRow(page, carrier).getByText('Asked').waitFor();
    await recordQuote(page, harbour, other);
    await recordQuote(page, fenwick, bound);
    await page.getByRole('button', { name: `Record ${tamar.name}'s answer` }).click();
    const answer = page.getByRole('dialog', { name: `${tamar.name}'s answer` });
    await choose(page, answer, /^(?!Record ).*Answer$/, 'Declined');
    await answer.getByRole('textbox', { name: /Reason for declining/ }).fill('No motor fleets this year');
    await answer.getByRole('button', { name: 'Record Answer' }).click();
    await marketRow(page, tamar).getByText('No motor fleets this year').waitFor();
    await marketRow(page, harbour).getByText(formatMoney(other.premium)).waitFor();
    await marketRow(page, fenwick).getByText(formatMoney(bound.premium)).waitFor();
    await page.screenshot({ path: `${SHOTS}/markets-1280.png`, fullPage: true });

    // 6. The two quotes side by side.
    const comparison = page.getByRole('grid', { name: 'Quoted options side by side' });
    const comparisonRow = (term: RegExp) => comparison.getByRole('row', { name: term });
    await comparisonRow(/Total cost/)
      .getByText(formatMoney(total(bound)))
      .waitFor();
    expect(await comparisonRow(/Total cost/).innerText()).toContain(formatMoney(total(other)));
    // Beside the comparison's title, the risk both options are quoted for.
    await page.getByText(`Total insured value ${TIV}`, { exact: true }).waitFor();
    await comparisonRow(/Premium/)
      .getByText('Differs')
      .waitFor();
    // Each coverage's terms are rows of their own, carrier by carrier; a coverage a carrier left out reads so.
    const byCarrier = (term: string) =>
      comparisonRow(new RegExp(`^${term}`))
        .getByRole('gridcell')
        .allInnerTexts();
    expect(await byCarrier('Material Damage deductible')).toEqual(expect.arrayContaining([formatMoney(10_000), formatMoney(25_000)]));
    expect(await byCarrier('Motor Fleet limit')).toEqual(expect.arrayContaining(['Not offered', formatMoney(1_000_000)]));
    expect(await byCarrier('Business Interruption limit')).toEqual(expect.arrayContaining([formatMoney(750_000), 'Not offered']));

    // 7. Proposed: the client, with no portal account, is mailed the proposal with its PDF.
    await page.getByRole('button', { name: 'Propose to Client' }).click();
    const propose = page.getByRole('dialog', { name: 'Propose to the client' });
    await propose.getByRole('textbox', { name: 'Message to the client' }).fill('Two markets quoted; Fenwick is the better value.');
    await propose.getByRole('button', { name: 'Share Proposal' }).click();
    await page.getByText(/waiting for the client's choice/).waitFor();
    const proposalSubject = `Proposal ready to choose from: ${submissionId}`;
    await expect.poll(async () => (await mailsTo(clientEmail)).map((m) => m.subject)).toContain(proposalSubject);
    const proposalMail = (await mailsTo(clientEmail)).find((m) => m.subject === proposalSubject)!;
    expect(proposalMail.to.join(' ')).toContain(clientEmail);
    expect(proposalMail.attachments.map((a) => [a.filename.startsWith(`Proposal ${submissionId}`), a.contentType])).toEqual([
      [true, 'application/pdf'],
    ]);
    const proposalText = await pdfText(Buffer.from(proposalMail.attachments[0]!.content, 'base64'));
    for (const figure of [harbour.name, formatMoney(total(other)), fenwick.name, formatMoney(total(bound)), bound.subjectivity])
      expect(proposalText).toContain(figure);

    // 8. The client says yes by phone: bound on their word, for the period chosen.
    await marketRow(page, fenwick)
      .getByRole('button', { name: `Bind ${fenwick.name}'s quote` })
      .click();
    const bind = page.getByRole('dialog', { name: `Bind ${fenwick.name}` });
    const summary = bind.getByRole('region', { name: 'What will be bound' });
    expect(await detailOf(summary, 'Premium').textContent()).toBe(formatMoney(bound.premium));
    expect(await detailOf(summary, 'Total cost').textContent()).toBe(formatMoney(total(bound)));
    await typeDateIn(page, bind, 'Inception date', inception);
    await typeDateIn(page, bind, 'Expiry date', expiry);
    await choose(page, bind, /How the client confirmed/, "On the client's word, by phone");
    await bind.getByRole('textbox', { name: 'Note' }).fill('Mara Quill said yes on the phone');
    await bind.getByRole('button', { name: 'Bind policy' }).click();
    await bind.waitFor({ state: 'detached' });
    const boundAs = page.getByText(/^Bound as POL-/);
    await boundAs.waitFor();
    const policyNumber = (await boundAs.textContent())!.replace('Bound as ', '');
    await marketRow(page, harbour).getByText('Not taken up').waitFor();

    // 9. The policy's page: the same carrier, premium, terms, period and schedule.
    await page.getByRole('link', { name: 'Open the policy' }).click();
    await page.getByRole('heading', { name: `Policy ${policyNumber}`, level: 1 }).waitFor();
    const policyId = new URL(page.url()).pathname.split('/').pop()!;
    const details = page.getByRole('region', { name: 'Details', exact: true });
    await expect.poll(() => detailOf(details, 'Policy period').textContent()).toBe(period);
    const whatBound = page.getByRole('region', { name: 'What Was Bound' });
    await detailOf(whatBound, 'Carrier').getByText(fenwick.name, { exact: true }).waitFor();
    expect(await detailOf(whatBound, 'Policy period').textContent()).toBe(period);
    expect(await detailOf(whatBound, 'Premium').textContent()).toBe(formatMoney(bound.premium));
    expect(await detailOf(whatBound, 'Taxes').textContent()).toBe(formatMoney(bound.taxes));
    expect(await detailOf(whatBound, 'Fees').textContent()).toBe(formatMoney(bound.fees));
    expect(await detailOf(whatBound, 'Total cost').textContent()).toBe(formatMoney(total(bound)));
    expect(await detailOf(whatBound, 'Commission').textContent()).toBe(`${formatMoney(commission)} (${bound.commissionRate}%)`);
    await expect
      .poll(() => whatBound.getByRole('region', { name: 'Location totals' }).innerText())
      .toMatch(new RegExp(`Total insured value\\s*\\${TIV}`));
    expect(await detailOf(whatBound, 'Subjectivities').textContent()).toBe(bound.subjectivity);
    expect(await detailOf(whatBound, 'Client confirmation').textContent()).toBe(
      "On the client's word, by phone: Mara Quill said yes on the phone",
    );
    // Every coverage of the quote bound arrived, each with its own limit and deductible.
    const coverages = whatBound.getByRole('grid', { name: 'Coverages' });
    for (const term of bound.terms) {
      const row = coverages.getByRole('row', { name: new RegExp(term.coverage) });
      expect(await row.innerText()).toContain(formatMoney(term.limit));
      expect(await row.innerText()).toContain(formatMoney(term.deductible));
    }
    const locations = whatBound.getByRole('grid', { name: 'Locations at binding' });
    for (const name of LOCATIONS) await locations.getByText(name, { exact: true }).waitFor();
    await whatBound.getByRole('grid', { name: 'Vehicles at binding' }).getByText(VEHICLE.vin).waitFor();
    await page.screenshot({ path: `${SHOTS}/policy-1280.png`, fullPage: true });

    // 10. A certificate for a holder: its PDF names the insurer, the bound cover and the period.
    const certificates = page.getByRole('region', { name: 'Certificates of insurance' });
    const holder = `Portland Harbour Board ${run}`;
    await certificates.getByRole('textbox', { name: /Holder name/ }).fill(holder);
    await certificates.getByRole('textbox', { name: /Holder address/ }).fill('1 Commercial Street, Portland ME');
    await certificates.getByRole('button', { name: 'Add holder' }).click();
    await expect.poll(() => certificates.getByRole('checkbox', { name: new RegExp(holder) }).isChecked()).toBe(true);
    const issue = certificates.getByRole('button', { name: /^Issue/ });
    await expect.poll(() => issue.isEnabled()).toBe(true);
    await issue.press('Enter');
    const issued = certificates.getByRole('list', { name: 'Issued certificates' });
    await expect.poll(() => issued.innerText()).toContain(holder);
    // The policy is new: its one certificate is the one just issued.
    const link = issued.getByRole('link', { name: /^Download Certificate-/ }).first();
    const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
    const certificatePath = `${SHOTS}/certificate.pdf`;
    await download.saveAs(certificatePath);
    const certificate = await pdfText(await readFile(certificatePath));
    for (const fact of [
      'CERTIFICATE OF INSURANCE',
      policyNumber,
      holder,
      company,
      fenwick.name,
      period,
      ...bound.terms.flatMap((t) => [t.coverage, formatMoney(t.limit), formatMoney(t.deductible)]),
    ])
      expect(certificate).toContain(fact);
    // The client's holders leave as a CSV file, for a mailing or another system: the one just added is on it.
    const [holderList] = await Promise.all([
      page.waitForEvent('download'),
      certificates.getByRole('link', { name: 'Export holders (CSV)' }).click(),
    ]);
    expect(holderList.suggestedFilename()).toBe(`${policyNumber}-certificate-holders.csv`);
    await holderList.saveAs(`${SHOTS}/certificate-holders.csv`);
    expect(await readFile(`${SHOTS}/certificate-holders.csv`, 'utf8')).toContain(`${holder},"1 Commercial Street, Portland ME",No,No,`);
    await certificates.screenshot({ path: `${SHOTS}/certificates.png` });

    // 11. An endorsement adding a vehicle: recorded as the next version with the vehicle it adds, which then
    // stands on the policy's vehicle schedule beside the one bound (its value in whole dollars, as everywhere).
    const endorsements = page.getByRole('region', { name: 'Endorsements' });
    const added = 'Add a 2024 Mercedes Sprinter to the fleet';
    const sprinter = { make: 'Mercedes', model: 'Sprinter', year: '2024', vin: 'WD3PE8CD5JP000002', value: '52500.40' };
    const endorsedPremium = 640;
    await choose(page, endorsements, /Change/, 'Add vehicle');
    await typeDateIn(page, endorsements, 'Effective date', inception);
    await endorsements.getByRole('textbox', { name: /Premium adjustment/ }).fill(String(endorsedPremium));
    const vehicleAdded = endorsements.getByRole('group', { name: 'Vehicle added' });
    await vehicleAdded.getByRole('textbox', { name: /^Make/ }).fill(sprinter.make);
    await vehicleAdded.getByRole('textbox', { name: /^Model/ }).fill(sprinter.model);
    await vehicleAdded.getByRole('textbox', { name: /^Year/ }).fill(sprinter.year);
    await vehicleAdded.getByRole('textbox', { name: /^VIN/ }).fill(sprinter.vin);
    await vehicleAdded.getByRole('textbox', { name: /^Value/ }).fill(sprinter.value);
    await endorsements.getByRole('textbox', { name: /Description/ }).fill(added);
    await page.screenshot({ path: `${SHOTS}/endorsement-vehicle-1280.png`, fullPage: true });
    await endorsements.getByRole('button', { name: 'Record endorsement' }).click();
    const versions = endorsements.getByRole('list', { name: 'Versions' });
    await expect.poll(() => versions.innerText()).toContain('Version 2: Add vehicle');
    const version = await versions.innerText();
    expect(version).toContain(added);
    expect(version).toContain(`from ${formatDate(inception)} · +${formatMoney(endorsedPremium)}`);
    const scheduled = page.getByRole('region', { name: 'Vehicle schedule' }).getByRole('grid', { name: 'Scheduled vehicles' });
    const sprinterRow = scheduled.getByRole('row', { name: new RegExp(sprinter.vin) });
    await expect.poll(() => sprinterRow.innerText()).toContain('2024 Mercedes Sprinter');
    expect(await sprinterRow.innerText()).toContain('$52,500');
    expect(await sprinterRow.innerText()).toContain('Version 2');
    expect(await scheduled.getByRole('row', { name: new RegExp(VEHICLE.vin) }).innerText()).toContain('Binding');
    await page.getByRole('region', { name: 'Vehicle schedule' }).screenshot({ path: `${SHOTS}/vehicle-schedule-1280.png` });

    // 12. Renewals: expiring in 75 days, it is within 90 days and not within 60.
    await page.goto('/renewals?within=90');
    const renewals = page.getByRole('grid', { name: 'Renewals' }).or(page.getByRole('table', { name: 'Renewals' }));
    await expect.poll(() => renewals.innerText()).toContain(policyNumber);
    const renewal = renewals.getByRole('row').filter({ hasText: policyNumber });
    expect(await renewal.innerText()).toContain(formatDate(expiry));
    await page.goto('/renewals?within=60');
    await page.getByRole('heading', { name: 'Renewals', level: 1 }).waitFor();
    await expect.poll(() => renewals.innerText()).not.toContain(policyNumber);

    // 13. The premium bordereau of the inception's month, for the carrier: the same figures in its cells, the
    // endorsement's premium written on top of the bound one, the firm's commission on both, and the schedule's
    // total insured value.
    const written = bound.premium + endorsedPremium;
    await page.goto('/reports');
    await choose(page, page, /Carrier/, fenwick.name);
    const [workbook] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download Premium bordereau as Excel' }).click(),
    ]);
    expect(workbook.suggestedFilename()).toContain(inception.slice(0, 7));
    const book = XLSX.read(await readFile((await workbook.path())!), { cellDates: true });
    const rows = XLSX.utils.sheet_to_json<Record<string, unknown>>(book.Sheets[book.SheetNames[0]!]!);
    const line = rows.find((r) => r['Policy number'] === policyNumber);
    expect(line).toMatchObject({
      Carrier: fenwick.name,
      Insured: company,
      'Gross premium': written,
      Taxes: bound.taxes,
      Fees: bound.fees,
      Commission: (written * bound.commissionRate) / 100,
      Submission: submissionId,
      'Total insured value': 2_000_000,
    });
    expect((line!['Period from'] as Date).toISOString().slice(0, 10)).toBe(inception);
    expect((line!['Period to'] as Date).toISOString().slice(0, 10)).toBe(expiry);

    // 14. Insights for the carrier counts the bind, its premium bound to the client.
    await page.goto(`/insights?carrier=${encodeURIComponent(fenwick.name)}`);
    await expect.poll(() => page.getByRole('region', { name: 'Bound', exact: true }).locator('p').first().textContent()).toBe('1');
    const topClients = page
      .getByRole('grid', { name: 'Top clients by premium' })
      .or(page.getByRole('table', { name: 'Top clients by premium' }));
    const client = topClients.getByRole('row').filter({ hasText: company });
    await expect.poll(() => client.innerText()).toContain(formatMoney(bound.premium));

    // The policy page and the markets at a phone's width, for the screenshots.
    const phone = await brokerPage(390, 844);
    await phone.goto(`/policies/${policyId}`);
    await mainOnceItSays(phone, fenwick.name);
    await phone.screenshot({ path: `${SHOTS}/policy-390.png`, fullPage: true });
    await openDetail(phone, submissionId);
    await tab(phone, 'Quotes').click();
    await marketRow(phone, tamar).getByText('No motor fleets this year').waitFor();
    await phone.getByRole('grid', { name: 'Markets' }).screenshot({ path: `${SHOTS}/markets-390.png` });
  }, 300_000);
});

describe('placing and the portal on a phone', () => {
  it('asks, quotes and binds from the markets at 390 px, and the client reads the policy in the portal', async () => {
    const phone = await brokerPage(390, 844);
    const { context, page: customer } = await newPage(browser, { width: 390, height: 844 });
    contexts.push(context);
    await signInByApi(customer, 'customer');
    const carriers = await carriersOfRun(phone, ['Pelican Mutual', 'Osier Specialty'], run);
    const [pelican, osier] = carriers as [TestCarrier, TestCarrier];
    const user = await (await customer.request.get('/api/auth/user')).json();
    const clients = (await (await phone.request.get(`/api/clients?q=${encodeURIComponent(user.email)}`)).json()) as {
      id: string;
      name: string;
      email: string;
    }[];
    const submission = await freshSubmission(phone, { client: clients.find((c) => c.email === user.email)!, shareWithClient: true });
    const quote: Quote = {
      premium: 12_300,
      taxes: 615,
      fees: 150,
      commissionRate: 10,
      terms: [
        { coverage: 'Material Damage', limit: 1_000_000, deductible: 5_000 },
        { coverage: 'Motor Fleet', limit: 500_000, deductible: 1_000 },
      ],
      subjectivity: 'Driver list',
    };

    await openDetail(phone, submission.id);
    await tab(phone, 'Quotes').click();
    await phone.getByRole('button', { name: 'Choose Markets' }).click();
    const chooseMarkets = phone.getByRole('dialog', { name: 'Choose markets' });
    for (const carrier of carriers) await tick(phone, chooseMarkets.getByRole('checkbox', { name: new RegExp(carrier.name) }));
    await chooseMarkets.getByRole('button', { name: 'Ask 2 carriers' }).click();
    for (const carrier of carriers) await marketRow(phone, carrier).getByText('Asked').waitFor();
    // Every market's every action is in reach without scrolling sideways.
    for (const carrier of carriers)
      for (const action of await marketRow(phone, carrier).getByRole('button').all()) {
        expect(await hiddenSideways(action), (await action.getAttribute('aria-label')) ?? '').toBe(0);
        const box = (await action.boundingBox())!;
        expect(box.x + box.width).toBeLessThanOrEqual(390);
      }
    await recordQuote(phone, osier, quote);
    await marketRow(phone, osier).getByText(formatMoney(quote.premium)).waitFor();
    expect(await phone.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);

    await marketRow(phone, osier)
      .getByRole('button', { name: `Bind ${osier.name}'s quote` })
      .click();
    const bind = phone.getByRole('dialog', { name: `Bind ${osier.name}` });
    expect(await detailOf(bind.getByRole('region', { name: 'What will be bound' }), 'Total cost').textContent()).toBe(
      formatMoney(total(quote)),
    );
    await choose(phone, bind, /How the client confirmed/, "On the client's word, by e-mail");
    await bind.getByRole('button', { name: 'Bind policy' }).click();
    await bind.waitFor({ state: 'detached' });
    const boundAs = phone.getByText(/^Bound as POL-/);
    await boundAs.waitFor();
    const policyNumber = (await boundAs.textContent())!.replace('Bound as ', '');
    await marketRow(phone, pelican).getByText('Not taken up').waitFor();

    // The client, in the portal on their phone: the submission and the policy with what was bound.
    await customer.goto(`/customer/submissions/${submission.submissionId}`);
    await mainOnceItSays(customer, submission.submissionId);
    const policies = (await (await customer.request.get('/api/policies')).json()) as { id: string; policyNumber: string }[];
    const policy = policies.find((p) => p.policyNumber === policyNumber)!;
    expect(policy).toBeDefined();
    await customer.goto(`/customer/policies/${policy.id}`);
    const whatBound = customer.getByRole('region', { name: 'What Was Bound' });
    await detailOf(whatBound, 'Carrier').getByText(osier.name, { exact: true }).waitFor();
    expect(await detailOf(whatBound, 'Premium').textContent()).toBe(formatMoney(quote.premium));
    expect(await detailOf(whatBound, 'Total cost').textContent()).toBe(formatMoney(total(quote)));
    // The firm's commission is its own record, not the client's.
    expect(await whatBound.innerText()).not.toContain('Commission');
    expect(await customer.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await customer.screenshot({ path: `${SHOTS}/portal-policy-390.png`, fullPage: true });
  });
});

/** Presses Tab until `target` has focus (at most `most` presses). */
async function tabTo(page: Page, target: Locator, most = 80): Promise<void> {
  for (let presses = 0; presses < most; presses++) {
    if (await target.evaluate((el) => el === document.activeElement || el.contains(document.activeElement)).catch(() => false)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab did not reach ${target} in ${most} presses`);
}

describe('the wizard from the keyboard', () => {
  it('goes from an existing client to a saved submission with Tab, Space, typing and Enter alone', async () => {
    const page = await brokerPage(1280);
    const client = 'Summit Ridge Manufacturing';
    const description = `General liability for the plant, keyed ${run}`;
    await start(page);
    await tabTo(page, page.getByRole('searchbox'));
    await page.keyboard.type(client);
    const radio = page.getByRole('radiogroup', { name: 'Clients' }).getByRole('radio', { name: new RegExp(client) });
    await radio.waitFor();
    await tabTo(page, radio);
    await page.keyboard.press('Space');
    await expect.poll(() => radio.isChecked()).toBe(true);
    await tabTo(page, button(page, 'Continue'));
    await page.keyboard.press('Enter');
    await onPath(page, '/create-submission/coverage');

    const liability = page.getByRole('group', { name: 'Coverages' }).getByRole('checkbox', { name: /General Liability/ });
    await tabTo(page, liability);
    await page.keyboard.press('Space');
    await expect.poll(() => liability.isChecked()).toBe(true);
    await tabTo(page, button(page, 'Continue'));
    await page.keyboard.press('Enter');
    await onPath(page, '/create-submission/coverage-detail/general_liability');
    await heading(page, 'General Liability Details').waitFor();
    await tabTo(page, page.getByRole('textbox', { name: 'Limit' }));
    await page.keyboard.type('2000000');
    await tabTo(page, button(page, 'Continue'));
    await page.keyboard.press('Enter');
    await onPath(page, '/create-submission/details');

    await tabTo(page, page.getByRole('textbox', { name: /Description/ }));
    await page.keyboard.type(description);
    await tabTo(page, button(page, 'Continue'));
    await page.keyboard.press('Enter');
    await onPath(page, '/create-submission/preview');
    await page.getByRole('region', { name: 'General Liability' }).waitFor();
    await tabTo(page, button(page, 'Save Submission'));
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => /^\/submissions\/SUB-[^/]+$/.test(url.pathname));

    const saved = await apiSubmission(page, decodeURIComponent(new URL(page.url()).pathname.split('/').pop()!));
    expect(saved).toMatchObject({ client, description });
    expect(saved.coverages).toEqual([expect.objectContaining({ coverage: 'general_liability', limit: 2_000_000 })]);
  });
});

import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, seriousViolations, signInByApi } from './support/browser.ts';
import { confirmMapping } from './support/mapping.ts';
import { apiSubmission, openDetail, tab } from './support/submissions.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const EML = [
  'From: Fiona Bell <fiona@bell-removals.co.uk>',
  'To: submissions@broker.example',
  'Subject: Renewal of our fleet cover',
  'Date: Mon, 23 Nov 2026 09:30:00 +0000',
  'MIME-Version: 1.0',
  'Content-Type: multipart/mixed; boundary="b1"',
  '',
  '--b1',
  'Content-Type: text/plain; charset=utf-8',
  '',
  'Please find our fleet list attached for the renewal.',
  '--b1',
  'Content-Type: text/csv; name="fleet.csv"',
  'Content-Disposition: attachment; filename="fleet.csv"',
  'Content-Transfer-Encoding: base64',
  '',
  Buffer.from('Fleet ID,Make,Model,Year\nV1,Ford,Transit,2021\n').toString('base64'),
  '--b1--',
  '',
].join('\r\n');

describe('Upload Submission with a saved e-mail', () => {
  it('opens the draft made from the e-mail, with its message and document', async () => {
    const { context, page } = await newPage(browser);
    await signInByApi(page, 'broker');
    await page.goto('/');
    const file = join(mkdtempSync(join(tmpdir(), 'intake-')), 'renewal.eml');
    writeFileSync(file, EML);
    await page.getByRole('button', { name: 'Upload Submission' }).click();
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('dialog', { name: 'Upload Submission' }).getByRole('button', { name: 'Choose a document' }).click();
    await (await chooser).setFiles(file);
    await page.waitForURL(/\/submissions\/SUB-\d{4}-\d+/);
    await page
      .getByText(/created from the e-mail/)
      .first()
      .waitFor();
    const id = page.url().split('/').pop()!;
    const detail = await (await page.request.get(`/api/submissions/${id}`)).json();
    expect(detail).toMatchObject({ type: 'email', status: 'pending', transactionType: 'renewal' });
    expect(detail.documents.map((d: { filename: string }) => d.filename)).toEqual(['fleet.csv']);
    expect(detail.messages[0].subject).toBe('Renewal of our fleet cover');
    // The detail screen shows the draft under the client the e-mail was filed under.
    await page.getByRole('main').getByText('Bell Removals').first().waitFor();
    await page.screenshot({ path: join(tmpdir(), 'intake-draft.png') });
    await context.close();
  });

  it('waits on the E-mail intake page, reached from the sidebar, with its quarantined attachment, and is discarded with a reason', async () => {
    const { context, page } = await newPage(browser);
    await signInByApi(page, 'broker');
    const subject = `Stock cover for Wren Textiles ${Date.now()}`;
    const eml = EML.replace('From: Fiona Bell <fiona@bell-removals.co.uk>', 'From: Ada Wren <ada@wren-textiles.co.uk>')
      .replace('Subject: Renewal of our fleet cover', `Subject: ${subject}`)
      .replace(
        '--b1--',
        [
          '--b1',
          'Content-Type: application/octet-stream; name="setup.exe"',
          'Content-Disposition: attachment; filename="setup.exe"',
          'Content-Transfer-Encoding: base64',
          '',
          Buffer.from('MZ').toString('base64'),
          '--b1--',
        ].join('\r\n'),
      );
    const taken = await page.request.post('/api/submissions/from-email', {
      multipart: { email: { name: 'stock.eml', mimeType: 'message/rfc822', buffer: Buffer.from(eml) } },
    });
    expect(taken.status()).toBe(201);
    const { submission } = await taken.json();

    await page.goto('/');
    // Brokers find the queue in the sidebar.
    await page
      .getByRole('link', { name: /E-mail intake/ })
      .first()
      .click();
    await page.waitForURL(/\/intake$/);
    const item = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: subject }) });
    await item.getByText('setup.exe: quarantined: a program or script').waitFor();
    await item.getByText('Ada Wren <ada@wren-textiles.co.uk>', { exact: false }).waitFor();
    await page.screenshot({ path: join(tmpdir(), 'intake-queue.png'), fullPage: true });

    await item.getByRole('button', { name: `Discard ${subject}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Discard the e-mail' });
    await dialog.getByRole('textbox', { name: 'Reason' }).fill('Sent to the wrong broker');
    await dialog.getByRole('button', { name: 'Discard' }).click();
    await page.getByText('E-mail discarded').first().waitFor();
    await page.getByRole('heading', { name: subject }).waitFor({ state: 'detached' });
    expect((await page.request.get(`/api/submissions/${submission.id}`)).status()).toBe(404);
    await context.close();
  });

  it("reviews the columns of the mail's schedule from Risk Details, and confirming it, twice, keeps its eight locations", async () => {
    // At a laptop's width, where the upload box and its documents must still read clearly.
    const { context, page } = await newPage(browser, { width: 1280 });
    await signInByApi(page, 'broker');
    const schedule = [
      'Location Name,Street,City,State,Zip,TIV',
      ...Array.from({ length: 8 }, (_, i) => `Depot ${i + 1},${i + 1} Quay Road,Salem,MA,0197${i},${(i + 1) * 100000}`),
    ].join('\n');
    const eml = EML.replace('Subject: Renewal of our fleet cover', `Subject: Property schedule ${Date.now()}`)
      .replace('From: Fiona Bell <fiona@bell-removals.co.uk>', 'From: Ada Wren <ada@wren-depots.co.uk>')
      .replace('Content-Type: text/csv; name="fleet.csv"', 'Content-Type: text/csv; name="depots.csv"')
      .replace('Content-Disposition: attachment; filename="fleet.csv"', 'Content-Disposition: attachment; filename="depots.csv"')
      .replace(
        Buffer.from('Fleet ID,Make,Model,Year\nV1,Ford,Transit,2021\n').toString('base64'),
        Buffer.from(schedule).toString('base64'),
      );
    const taken = await page.request.post('/api/submissions/from-email', {
      multipart: { email: { name: 'depots.eml', mimeType: 'message/rfc822', buffer: Buffer.from(eml) } },
    });
    expect(taken.status()).toBe(201);
    const { submission } = await taken.json();
    expect((await apiSubmission(page, submission.id)).properties).toHaveLength(8);

    await openDetail(page, submission.id);
    await tab(page, 'Risk Details').click();
    const grid = page.getByRole('grid', { name: 'Commercial Properties' });
    await grid.getByText('8 Quay Road').waitFor();
    const read = page.getByRole('button', { name: 'Review columns of depots.csv' });
    await read.waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: join(tmpdir(), 'intake-attachment-entry.png') });

    for (let time = 1; time <= 2; time++) {
      await read.click();
      const review = page.getByRole('dialog', { name: 'Review column mapping' });
      await review.getByText('The 8 locations read from depots.csv are already on the schedule.', { exact: false }).waitFor();
      await review.getByText(/^8 locations will be added in their place/).waitFor();
      if (time === 1) {
        expect(await seriousViolations(page)).toEqual([]);
        await page.screenshot({ path: join(tmpdir(), 'intake-attachment-review.png') });
      }
      await confirmMapping(page);
      await page
        .locator('[role="status"], [role="alert"]')
        .filter({ hasText: 'in place of the 8 locations read from it before' })
        .first()
        .waitFor();
      const saved = await apiSubmission(page, submission.id);
      expect(saved.properties).toHaveLength(8);
      expect(saved.properties.map((p: { name: string }) => p.name)).toEqual(Array.from({ length: 8 }, (_, i) => `Depot ${i + 1}`));
      await expect.poll(async () => await grid.getByRole('row').filter({ hasText: 'Quay Road' }).count()).toBe(8);
      // Ready for the next file once the box has held its finished bar.
      await read.waitFor();
    }
    expect((await apiSubmission(page, submission.id)).history[0]).toMatchObject({ action: 'Schedule read again' });
    await context.close();
  });
});

import { describe, expect, it } from 'vitest';
import { useBrowser } from './support/browser.ts';
import { wholeInView } from './support/layout.ts';
import { freshSubmission, openDetail, tab } from './support/submissions.ts';

/**
 * What a broker reads at the widths offices use: the top bar whole at 1024 px, an empty schedule's text in
 * view on a table wider than its frame, amounts in the upload preview written as the schedule writes them.
 */
const { pageAs } = useBrowser();

describe('fitting and formatting', () => {
  it('shows every top-bar tab and the signed-in name at 1024 px, and says an unknown page does not exist', async () => {
    const page = await pageAs('broker', { width: 1024, height: 768 });
    for (const path of ['/', '/profile']) {
      await page.goto(path);
      const bar = page.getByRole('banner');
      // The views are tabs on the dashboard they switch, and links to it from any other page (none marked there).
      const view = path === '/' ? 'tab' : 'link';
      await bar.getByRole(view, { name: 'Activity' }).waitFor();
      expect(await bar.getByRole('tab', { selected: true }).count(), path).toBe(path === '/' ? 1 : 0);
      for (const name of ['My Workbench', 'Assigned to me', 'Created', 'Activity']) {
        expect(await wholeInView(bar.getByRole(view, { name })), `${path}: ${name}`).toBe(true);
      }
      expect(await bar.getByText('Alex Morgan').isVisible(), path).toBe(true);
      expect(await wholeInView(bar.getByText('Alex Morgan')), path).toBe(true);
      expect(await bar.getByRole('combobox', { name: 'Search submissions' }).isVisible(), path).toBe(true);
    }
    await page.getByRole('heading', { name: '404 Page Not Found' }).waitFor();
    await page.getByText('The page you are looking for does not exist.').waitFor();
  });

  it('keeps the empty Locations text in view on a schedule wider than its frame', async () => {
    const page = await pageAs('broker', { width: 1280, height: 800 });
    const s = await freshSubmission(page, { properties: [], vehicles: [] });
    await openDetail(page, s.id);
    await tab(page, 'Risk Details').click();
    const empty = page
      .getByRole('grid', { name: 'Commercial Properties' })
      .getByText('No locations added yet. Upload documents or add locations manually.');
    await empty.waitFor();
    expect(await wholeInView(empty)).toBe(true);
  });

  it('writes amounts in the upload preview as the Locations table writes them', async () => {
    const page = await pageAs('broker');
    const s = await freshSubmission(page, { properties: [], vehicles: [] });
    await openDetail(page, s.id);
    await tab(page, 'Risk Details').click();
    await page.getByTestId('upload-documents-input').setInputFiles({
      name: 'values.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(
        ['Location Name,Street,City,State,Zip,Building Value', 'Harbour Depot,9 Harbour Rd,Salem,MA,01970,14180.02'].join('\n'),
      ),
    });
    const preview = page.getByRole('dialog', { name: 'Review column mapping' }).getByRole('grid', { name: 'Preview of the rows to add' });
    await preview.getByRole('columnheader', { name: 'Building Value' }).waitFor();
    const row = preview.getByRole('row', { name: /Harbour Depot/ });
    await expect.poll(() => row.innerText()).toContain('$14,180');
    expect(await row.innerText()).not.toContain('14180.02');
  });
});

// Measures the 10,000-row table story in Chromium: time to first render, rows in the DOM, filter time,
// and that arrow keys move through virtualised rows.
import { launch, openStory, serve } from './catalogue.mjs';

const server = await serve();
const browser = await launch();
const page = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
try {
  const started = Date.now();
  await openStory(page, server.url, 'table--ten-thousand-rows', 'light');
  await page.waitForSelector('[role=row] [role=rowheader]');
  const renderMs = Date.now() - started;
  const rowsInDom = await page.locator('[role=row]').count();
  const rowCount = await page.getAttribute('[role=grid]', 'aria-rowcount');
  const searchStarted = Date.now();
  await page.getByRole('searchbox').fill('Globex Retail 19');
  await page.waitForFunction(() => document.querySelector('[data-testid=table-row-count]')?.textContent?.startsWith('111'));
  const filterMs = Date.now() - searchStarted;
  await page.getByRole('searchbox').fill('');
  await page.waitForFunction(() => document.querySelector('[data-testid=table-row-count]')?.textContent?.startsWith('10000'));
  await page.getByText('Acme Manufacturing 1', { exact: true }).click({ force: true });
  for (let i = 0; i < 40; i++) await page.keyboard.press('ArrowDown');
  const focused = await page.evaluate(() => document.activeElement?.closest('[role=row]')?.getAttribute('aria-rowindex'));
  console.log(JSON.stringify({ renderMs, rowsInDom, ariaRowCount: rowCount, filterMs, focusedRowIndexAfter40Down: focused }));
} finally {
  await browser.close();
  await server.close();
}

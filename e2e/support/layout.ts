/** What the layout suites look at: whether a text shows whole, and pictures of a screen to look at. */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';

/** Whether the text of `element` lies inside the visible part of every box it sits in. */
export const wholeInView = (element: Locator): Promise<boolean> =>
  element.evaluate((node) => {
    const range = document.createRange();
    range.selectNodeContents(node);
    const text = range.getBoundingClientRect();
    for (let box = node.parentElement; box; box = box.parentElement) {
      const style = getComputedStyle(box);
      if (style.overflowX === 'visible' && style.overflowY === 'visible') continue;
      const shown = box.getBoundingClientRect();
      if (text.left < shown.left - 1 || text.right > shown.right + 1) return false;
    }
    return text.width > 0;
  });

/**
 * A picture of the screen as `name`.png in SCREENSHOT_DIR when it is set (nothing otherwise), once what is
 * appearing (a dialog, a toast) has finished appearing, so the picture shows it and not a fade.
 */
export async function screenshot(page: Page, name: string): Promise<void> {
  const dir = process.env.SCREENSHOT_DIR;
  if (!dir) return;
  await page.evaluate(() =>
    Promise.race([
      Promise.all(document.getAnimations().map((a) => a.finished.catch(() => undefined))),
      new Promise((resolve) => setTimeout(resolve, 2000)),
    ]),
  );
  mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: join(dir, `${name}.png`), fullPage: false });
}

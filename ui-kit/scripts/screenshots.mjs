// Screenshots stories of the built catalogue into ui-kit/screenshots/ for a visual check.
// Usage: node scripts/screenshots.mjs [filter] [theme]
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { launch, openStory, serve, stories } from './catalogue.mjs';

const out = fileURLToPath(new URL('../screenshots/', import.meta.url));
mkdirSync(out, { recursive: true });
const [filter, theme = 'light', width = '1100', height = '700'] = process.argv.slice(2);
const ids = (await stories()).filter((id) => !filter || id.includes(filter));
const server = await serve();
const browser = await launch();
const context = await browser.newContext({ viewport: { width: Number(width), height: Number(height) }, reducedMotion: 'reduce' });
const page = await context.newPage();
try {
  for (const id of ids) {
    await openStory(page, server.url, id, theme);
    // Clip to the story's content (plus overlays) so small components give small pictures.
    const box = await page.evaluate(() => {
      let right = 0;
      let bottom = 0;
      for (const el of document.querySelectorAll(
        'main *, [role=dialog], [role=status], [role=alert], [role=tooltip], [role=listbox], [data-trigger]',
      )) {
        const r = el.getBoundingClientRect();
        if (r.width && r.height) {
          right = Math.max(right, r.right);
          bottom = Math.max(bottom, r.bottom);
        }
      }
      return { right, bottom };
    });
    const clip = {
      x: 0,
      y: 0,
      width: Math.min(Number(width), Math.ceil(box.right) + 24),
      height: Math.min(Number(height), Math.ceil(box.bottom) + 24),
    };
    await page.screenshot({ path: `${out}${id}${theme === 'light' ? '' : `.${theme}`}.png`, clip });
    console.log(id);
  }
} finally {
  await browser.close();
  await server.close();
}

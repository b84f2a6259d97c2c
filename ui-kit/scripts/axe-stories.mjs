// Runs axe-core on every story of the built Ladle catalogue in Chromium, light and dark; exits 1 on any violation.
// Usage: npm run test:axe -w @workbench/ui-kit   (builds the catalogue first unless SKIP_BUILD=1)
import { execFileSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { launch, openStory, serve, stories } from './catalogue.mjs';

const require = createRequire(import.meta.url);
const axeSource = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
const uiKit = fileURLToPath(new URL('..', import.meta.url));

if (process.env.SKIP_BUILD !== '1') {
  execFileSync('npx', ['ladle', 'build'], { cwd: uiKit, stdio: ['ignore', 'ignore', 'inherit'] });
}

const only = process.argv[2];
const ids = (await stories()).filter((id) => !only || id.includes(only));
const themes = (process.env.AXE_THEMES ?? 'light,dark').split(',');
const server = await serve();
const browser = await launch();
const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, reducedMotion: 'reduce' });
const page = await context.newPage();
const pageErrors = [];
page.on('pageerror', (e) => pageErrors.push(e.message));

let failed = 0;
let passed = 0;
try {
  for (const theme of themes) {
    for (const id of ids) {
      pageErrors.length = 0;
      await openStory(page, server.url, id, theme);
      await page.addScriptTag({ content: axeSource });
      const result = await page.evaluate(async () => {
        // Ladle's own chrome is not part of the story under test.
        const ladle = [['.ladle-addons'], ['[data-testid="ladle-dialog-overlay"]']];
        const all = await window.axe.run({ exclude: ladle }, { rules: { region: { enabled: false } }, resultTypes: ['violations'] });
        // Pop-ups (tooltips, pop-overs) are portalled to the end of <body> but belong to a trigger inside a
        // landmark, so the 'region' rule is checked on everything else.
        const region = await window.axe.run(
          { exclude: [...ladle, ['[data-overlay-container]']] },
          { runOnly: { type: 'rule', values: ['region'] }, resultTypes: ['violations'] },
        );
        return [...all.violations, ...region.violations].map((v) => ({
          id: v.id,
          impact: v.impact,
          help: v.help,
          nodes: v.nodes.slice(0, 3).map((n) => `${n.target.join(' ')}: ${n.failureSummary?.split('\n').slice(0, 2).join(' ')}`),
        }));
      });
      if (result.length || pageErrors.length) {
        failed += 1;
        console.log(`✗ ${id} [${theme}]`);
        for (const v of result) {
          console.log(`    ${v.id} (${v.impact}): ${v.help}`);
          for (const n of v.nodes) console.log(`      ${n}`);
        }
        for (const e of pageErrors) console.log(`    page error: ${e}`);
      } else {
        passed += 1;
        console.log(`✓ ${id} [${theme}]`);
      }
    }
  }
} finally {
  await browser.close();
  await server.close();
}
console.log(`axe: ${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);

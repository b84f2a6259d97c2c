// Serves the built Ladle catalogue (ui-kit/build) on a loopback port and opens Debian's Chromium on it.
import { createServer } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

export const buildDir = fileURLToPath(new URL('../build/', import.meta.url));

const types = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
};

export function stories() {
  const metaPath = join(buildDir, 'meta.json');
  if (!existsSync(metaPath)) throw new Error(`No catalogue at ${buildDir}: run "npm run ladle:build -w @workbench/ui-kit" first`);
  return import(metaPath, { with: { type: 'json' } }).then((m) => Object.keys(m.default.stories).sort());
}

export async function serve() {
  const server = createServer(async (req, res) => {
    const path = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    let file = normalize(join(buildDir, path));
    if (!file.startsWith(buildDir)) return res.writeHead(403).end();
    try {
      if ((await stat(file)).isDirectory()) file = join(file, 'index.html');
    } catch {
      file = join(buildDir, 'index.html');
    }
    try {
      const body = await readFile(file);
      res.writeHead(200, { 'content-type': types[extname(file)] ?? 'application/octet-stream' }).end(body);
    } catch {
      res.writeHead(404).end();
    }
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  return { url: `http://127.0.0.1:${port}`, close: () => new Promise((r) => server.close(r)) };
}

export async function launch() {
  const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (!existsSync(executablePath)) throw new Error(`Chromium not found at ${executablePath} (apt-get install -y chromium)`);
  return chromium.launch({
    executablePath,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
      '--disable-sync',
    ],
  });
}

export const storyUrl = (base, id, theme = 'light') => `${base}/?story=${encodeURIComponent(id)}&mode=preview&theme=${theme}`;

/** Waits until the story has rendered inside Ladle's preview. */
export async function openStory(page, base, id, theme) {
  await page.goto(storyUrl(base, id, theme), { waitUntil: 'load' });
  await page.waitForSelector('[data-storyloaded]', { timeout: 15_000 }).catch(() => {});
  await page.waitForSelector('main', { timeout: 15_000 });
  await page.waitForTimeout(250);
}

/**
 * Web app speed, printed (not a pass/fail test): `npm run bench:web`.
 *  1. JavaScript loaded for /auth, gzipped (target: at most 200 KB), per file.
 *  2. Dashboard render time with at least 1,000 submissions in the database, in Chromium.
 *  3. Submissions list: a server page of 50, and 1,000 rows rendered at once (virtualised) with the
 *     frame times while scrolling through them.
 *  4. Submission detail with 1,000 locations: filtering the schedule and opening a row.
 * Starts its own server on a fresh database, like the browser suite.
 */
import { gzipSync } from 'node:zlib';
import { chromium, type Browser, type Page } from 'playwright-core';
import { CHROMIUM, ensureChromium, ensureWebBuild, startServer } from '../e2e/support/server.ts';

const TARGET_AUTH_KB = 200;
const WANTED_SUBMISSIONS = 1_000;
const RUNS = 5;
const LAUNCH_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
];

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const ms = (n: number) => `${n.toFixed(0)} ms`;
const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

async function authJavaScript(browser: Browser, baseURL: string) {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  const scripts: { url: string; raw: number; gzip: number }[] = [];
  const pending: Promise<void>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    pending.push(
      response.body().then((body) => {
        scripts.push({ url: new URL(response.url()).pathname, raw: body.length, gzip: gzipSync(body, { level: 9 }).length });
      }),
    );
  });
  await page.goto('/auth', { waitUntil: 'networkidle' });
  await page.getByRole('button', { name: 'Login', exact: true }).waitFor();
  await Promise.all(pending);
  await context.close();
  return scripts.sort((a, b) => b.gzip - a.gzip);
}

async function signedInPage(browser: Browser, baseURL: string, viewport = { width: 1440, height: 900 }): Promise<Page> {
  const context = await browser.newContext({ baseURL, viewport });
  const page = await context.newPage();
  const response = await page.request.post('/api/auth/login', {
    data: { username: 'broker', password: 'broker123' },
    headers: { Origin: baseURL },
  });
  if (!response.ok()) throw new Error(`sign-in failed: ${response.status()}`);
  return page;
}

/** Tops the database up to WANTED_SUBMISSIONS through the API, eight requests at a time. */
async function ensureSubmissions(page: Page, baseURL: string): Promise<number> {
  const count = async () => Number((await page.request.get('/api/submissions?limit=1')).headers()['x-total-count']);
  const have = await count();
  const clients: { id: string }[] = await (await page.request.get('/api/clients')).json();
  const missing = Math.max(0, WANTED_SUBMISSIONS - have);
  const types = ['new_business', 'renewal', 'mta'];
  const priorities = ['low', 'medium', 'high', 'urgent'];
  let next = 0;
  const worker = async () => {
    while (next < missing) {
      const i = next++;
      const response = await page.request.post('/api/submissions', {
        headers: { Origin: baseURL },
        data: {
          clientId: clients[i % clients.length]!.id,
          transactionType: types[i % types.length],
          priority: priorities[i % priorities.length],
          dueDate: new Date(Date.now() + ((i % 60) + 1) * 86_400_000).toISOString().slice(0, 10),
          description: `Bench submission ${i + 1}`,
          coverages: [
            {
              coverage: 'general_liability',
              selected: true,
              limit: 1_000_000,
              deductible: 5_000,
              premium: 12_000,
              notes: null,
              properties: [],
              vehicles: [],
            },
          ],
          status: 'pending',
          notes: [],
          shareWithClient: false,
        },
      });
      if (!response.ok()) throw new Error(`creating a submission failed: ${response.status()} ${await response.text()}`);
    }
  };
  await Promise.all(Array.from({ length: 8 }, worker));
  return count();
}

/** Milliseconds from navigation start until `ready` holds, read from the page's own clock. */
async function timeToReady(page: Page, path: string, ready: (page: Page) => Promise<unknown>): Promise<number> {
  await page.goto(path, { waitUntil: 'commit' });
  await ready(page);
  return page.evaluate(() => performance.now());
}

const dashboardReady = async (page: Page) => {
  for (const name of ['Pending', 'In Progress', 'In Review']) {
    await page.getByRole('grid', { name }).getByRole('row').nth(1).waitFor();
  }
  await page.getByRole('region', { name: 'Metrics' }).getByText('%').waitFor();
};

/** Filtering a 1,000-location schedule and opening a row, as a person does it, timed from the action. */
async function largeSchedule(browser: Browser, baseURL: string): Promise<string> {
  const page = await signedInPage(browser, baseURL);
  const headers = { Origin: baseURL };
  const [client] = await (await page.request.get('/api/clients')).json();
  const created = await page.request.post('/api/submissions', {
    headers,
    data: {
      clientId: client.id,
      transactionType: 'new_business',
      priority: 'medium',
      dueDate: null,
      description: 'Large schedule for the web benchmark',
      coverages: [
        {
          coverage: 'property',
          selected: true,
          limit: 1_000_000,
          deductible: 5000,
          premium: null,
          notes: null,
          properties: [],
          vehicles: [],
        },
      ],
      status: 'pending',
      notes: [],
      shareWithClient: false,
    },
  });
  if (!created.ok()) throw new Error(`creating the submission failed: ${created.status()} ${await created.text()}`);
  const { id } = await created.json();
  const rows = Array.from({ length: 1000 }, (_, i) => ({
    name: `Site ${i}`,
    address: `${i} Bulk Street`,
    city: i === 777 ? 'Needle City' : 'Haystack',
    state: 'IL',
    zipCode: '60601',
    constructionType: 'Joisted Masonry',
    stories: 2,
  }));
  const added = await page.request.post(`/api/submissions/${id}/properties`, { headers, data: rows });
  if (!added.ok()) throw new Error(`adding the locations failed: ${added.status()}`);

  const filter: number[] = [];
  const open: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    await page.goto(`/submissions/${id}`);
    await page.getByRole('tab', { name: 'Risk Details', exact: true }).click({ timeout: 60_000 });
    const grid = page.getByRole('grid', { name: 'Commercial Properties' });
    await grid.getByText('Haystack').first().waitFor({ timeout: 60_000 });
    let started = performance.now();
    await page.getByRole('searchbox', { name: 'Search Commercial Properties' }).fill('needle');
    await grid.getByText('777 Bulk Street').waitFor();
    filter.push(performance.now() - started);
    started = performance.now();
    await grid.getByText('777 Bulk Street').click();
    await page.getByRole('dialog', { name: 'Location Details' }).waitFor();
    open.push(performance.now() - started);
  }
  await page.context().close();
  return `filter median ${ms(median(filter))} (runs: ${filter.map(ms).join(', ')}), open a row median ${ms(median(open))} (runs: ${open.map(ms).join(', ')})`;
}

const SCROLL_STEP = 400;
/** One display refresh at 60 Hz, the rate headless Chromium begins frames at. */
const REFRESH_MS = 1000 / 60;
const percentile95 = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length * 0.95)] ?? 0;

/**
 * The same scroll, as long, over a page with nothing to draw: what this browser on this machine gives at
 * best, in the same run.
 */
async function emptyScroll(browser: Browser, like: Page, height: number): Promise<Scroll> {
  const page = await browser.newPage({ viewport: like.viewportSize() });
  try {
    await page.setContent(
      `<main style="height:100vh;overflow:auto"><div role="grid" aria-label="Nothing" style="height:${height}px"></div></main>`,
    );
    return await page.evaluate(scrollThrough, SCROLL_STEP);
  } finally {
    await page.close();
  }
}

interface Scroll {
  /**
   * Each frame's time: from the start of the frame before it to its own start, as the browser stamps it on
   * the frames it begins (requestAnimationFrame's timestamp). A frame the page was too slow for shows as two
   * refreshes or more.
   */
  frames: number[];
  /**
   * The same intervals read with performance.now() when the frame's callback got to run: they also move
   * with whatever ran on the main thread just before it, so they scatter around the frame's time.
   */
  callbacks: number[];
}

/** Scrolls the first grid's scroll area from top to bottom, `step` px a frame. */
async function scrollThrough(step: number): Promise<Scroll> {
  const grid = document.querySelector('[role="grid"]') as HTMLElement;
  let scroller: HTMLElement | null = grid;
  while (scroller && scroller.scrollHeight <= scroller.clientHeight) scroller = scroller.parentElement;
  if (!scroller) return { frames: [], callbacks: [] };
  scroller.scrollTop = 0;
  // No helper function here: the page runs this function's own text, without the bundler's helpers.
  let lastStart = await new Promise<number>(requestAnimationFrame);
  let lastCallback = performance.now();
  const frames: number[] = [];
  const callbacks: number[] = [];
  const end = scroller.scrollHeight;
  for (let y = 0; y < end; y += step) {
    scroller.scrollTop = y;
    const start = await new Promise<number>(requestAnimationFrame);
    const now = performance.now();
    frames.push(start - lastStart);
    callbacks.push(now - lastCallback);
    lastStart = start;
    lastCallback = now;
  }
  return { frames, callbacks };
}

/**
 * The same scroll under a Chromium trace: the renderer main thread's CPU time (not wall time) per frame, and
 * the part of it in script (which includes any style and layout a script forces), style and layout, paint;
 * then what each frame costs off the main thread, on the same cores: the renderer's compositor thread, its
 * raster workers (software raster, as with --disable-gpu) and the GPU process's compositor drawing the frame.
 */
async function scrollCpu(browser: Browser, page: Page) {
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 300)));
  await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline'] });
  const frames = (await page.evaluate(scrollThrough, SCROLL_STEP)).frames.length || 1;
  const events: { name: string; ph: string; pid: number; tid: number; tdur?: number; args?: { name?: string } }[] = JSON.parse(
    (await browser.stopTracing()).toString(),
  ).traceEvents;
  const main = events.find(
    (e) =>
      e.name === 'thread_name' && e.args?.name === 'CrRendererMain' && events.some((x) => x.pid === e.pid && x.name === 'FunctionCall'),
  );
  const threadOf = new Map(events.filter((e) => e.name === 'thread_name').map((e) => [`${e.pid}:${e.tid}`, e.args?.name]));
  const cpuWhere = (keep: (e: (typeof events)[number]) => boolean) =>
    events.filter((e) => e.ph === 'X' && keep(e)).reduce((n, e) => n + (e.tdur ?? 0), 0) / 1000 / frames;
  const cpu = (...names: string[]) => cpuWhere((e) => e.pid === main?.pid && e.tid === main?.tid && names.includes(e.name));
  return {
    total: cpu('RunTask'),
    script: cpu('FunctionCall'),
    styleLayout: cpu('UpdateLayoutTree', 'Layout'),
    paint: cpu('PrePaint', 'Paint', 'Layerize'),
    compositor: cpuWhere((e) => e.pid === main?.pid && threadOf.get(`${e.pid}:${e.tid}`) === 'Compositor' && e.name === 'RunTask'),
    raster: cpuWhere((e) => e.pid === main?.pid && e.name === 'RasterTask'),
    display: cpuWhere((e) => threadOf.get(`${e.pid}:${e.tid}`) === 'VizCompositorThread' && e.name === 'RunTask'),
  };
}

async function main() {
  ensureChromium();
  ensureWebBuild({ force: true });
  const server = await startServer();
  const browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: LAUNCH_ARGS });
  try {
    const scripts = await authJavaScript(browser, server.baseURL);
    const totalGzip = scripts.reduce((n, s) => n + s.gzip, 0);
    const totalRaw = scripts.reduce((n, s) => n + s.raw, 0);
    console.log('\n/auth: JavaScript loaded');
    for (const s of scripts) console.log(`  ${s.url.padEnd(48)} ${kb(s.raw).padStart(10)} raw ${kb(s.gzip).padStart(10)} gzip`);
    const withinBudget = totalGzip <= TARGET_AUTH_KB * 1024;
    console.log(
      `  total: ${scripts.length} files, ${kb(totalRaw)} raw, ${kb(totalGzip)} gzipped, ${((100 * totalGzip) / (TARGET_AUTH_KB * 1024)).toFixed(0)}% of the ${TARGET_AUTH_KB} KB budget`,
    );
    // The sign-in page is the first thing every user waits for: a page added to the app must not grow it
    // unnoticed, so going over the budget fails the benchmark, loudly, whatever the rest measures.
    if (!withinBudget) {
      console.error(`\nBUDGET EXCEEDED: /auth loads ${kb(totalGzip)} of JavaScript gzipped, over the ${TARGET_AUTH_KB} KB budget.`);
      process.exitCode = 1;
    }

    const page = await signedInPage(browser, server.baseURL);
    const submissions = await ensureSubmissions(page, server.baseURL);
    console.log(`\nDatabase: ${submissions.toLocaleString('en-US')} submissions`);

    // The baseline: the lightest page of the app (the sign-in form, no data) loaded in the same browser and
    // run, so the dashboard's figure reads as a multiple of what loading any page here costs now.
    const signIn = await browser.newPage({ baseURL: server.baseURL });
    const floor: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      floor.push(await timeToReady(signIn, '/auth', (p) => p.getByRole('button', { name: 'Login', exact: true }).waitFor()));
    }
    await signIn.close();
    const dashboard: number[] = [];
    for (let i = 0; i < RUNS; i++) dashboard.push(await timeToReady(page, '/', dashboardReady));
    console.log(`Sign-in page, full load to the form painted (baseline): median ${ms(median(floor))}`);
    console.log(
      `Dashboard, full load to tiles and three tables painted: median ${ms(median(dashboard))} (runs: ${dashboard.map(ms).join(', ')}), ${(median(dashboard) / median(floor)).toFixed(1)}x the sign-in page (target <= 400 ms)`,
    );

    const list: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      list.push(
        await timeToReady(page, '/submissions', (p) => p.getByRole('grid', { name: 'All Submissions' }).getByRole('row').nth(50).waitFor()),
      );
    }
    console.log(`Submissions list, page of 50, full load to rows painted: median ${ms(median(list))}`);

    // 1,000 rows at once: the list's largest page is 500 (the API's maximum), so two real pages are joined
    // and served for one request, to measure the table itself with 1,000 rows.
    const rows = [
      ...(await (await page.request.get('/api/submissions?limit=500&offset=0')).json()),
      ...(await (await page.request.get('/api/submissions?limit=500&offset=500')).json()),
    ];
    await page.route(/\/api\/submissions\?.*limit=500/, (route) =>
      route.fulfill({
        status: 200,
        contentType: 'application/json',
        headers: { 'X-Total-Count': String(submissions) },
        body: JSON.stringify(rows),
      }),
    );
    const big: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      big.push(
        await timeToReady(page, '/submissions?size=500', (p) =>
          p.getByRole('grid', { name: 'All Submissions' }).getByRole('link', { name: rows[0].submissionId, exact: true }).waitFor(),
        ),
      );
    }
    console.log(
      `Submissions list with ${rows.length.toLocaleString('en-US')} rows (virtualised), full load to rows painted: median ${ms(median(big))}`,
    );

    const scroll = await page.evaluate(scrollThrough, SCROLL_STEP);
    const { frames } = scroll;
    const p95 = percentile95(frames);
    const missed = frames.filter((t) => Math.round(t / REFRESH_MS) > 1).length;
    const p95Refreshes = percentile95(frames.map((t) => Math.max(1, Math.round(t / REFRESH_MS))));
    console.log(
      `Scrolling through them: ${frames.length} frames, frame time (start to start) median ${median(frames).toFixed(1)} ms, p95 ${p95.toFixed(1)} ms, longest ${Math.max(...frames).toFixed(1)} ms`,
    );
    console.log(
      `  in display refreshes at 60 Hz: p95 ${p95Refreshes} (${(p95Refreshes * REFRESH_MS).toFixed(1)} ms; target <= 16.7 ms, one frame at 60 Hz) ${p95Refreshes <= 1 ? 'met' : 'MISSED'}; frames that took more than one refresh: ${missed}`,
    );
    console.log("  (the page's clock is rounded to 0.1 ms with a little noise, so a steady 16.67 ms reads 16.6 to 16.8)");
    console.log(
      `  the frame callbacks' own times (performance.now() when each ran): median ${median(scroll.callbacks).toFixed(1)} ms, p95 ${percentile95(scroll.callbacks).toFixed(1)} ms, longest ${Math.max(...scroll.callbacks).toFixed(1)} ms`,
    );
    const idle = await emptyScroll(browser, page, frames.length * SCROLL_STEP);
    console.log(
      `  baseline, the same scroll over a page with nothing to draw: frame time median ${median(idle.frames).toFixed(1)} ms, p95 ${percentile95(idle.frames).toFixed(1)} ms; callbacks median ${median(idle.callbacks).toFixed(1)} ms, p95 ${percentile95(idle.callbacks).toFixed(1)} ms`,
    );
    // Frame times grow with whatever else the machine runs; the page's own CPU time per frame much less so.
    const cpu = await scrollCpu(browser, page);
    console.log(
      `  main-thread CPU per frame (a second, traced pass): ${cpu.total.toFixed(1)} ms, of which script ${cpu.script.toFixed(1)} ms (with the layout it forces), style and layout ${cpu.styleLayout.toFixed(1)} ms, paint ${cpu.paint.toFixed(1)} ms`,
    );
    console.log(
      `  off the main thread, CPU per frame: compositor thread ${cpu.compositor.toFixed(1)} ms, raster ${cpu.raster.toFixed(1)} ms, GPU process drawing the frame ${cpu.display.toFixed(1)} ms`,
    );

    console.log(`\nSubmission detail with 1,000 locations: ${await largeSchedule(browser, server.baseURL)}`);
  } finally {
    await browser.close();
    await server.stop();
  }
}

await main();

// (c) Pages in Chromium on the production build: JavaScript transferred on a first load
// (cold cache, compressed bytes on the wire), time to first rows, and "next page" to new rows.
import { existsSync } from 'node:fs';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { summarize, type LatencySummary } from './samples';
import { BENCH_STACK_SIZES, withBenchStack } from './sim-process';

export interface PageWeight {
  path: string;
  scripts: number;
  jsBytes: number;
  /** Content-Encoding of the scripts as served ('gzip', 'br', 'identity'…). */
  encodings: string[];
  /** The largest scripts (file name, bytes transferred), to see what the weight is made of. */
  largest: { file: string; bytes: number }[];
}
export interface TableTiming {
  path: string;
  table: string;
  firstRows: LatencySummary;
  nextPage: LatencySummary;
}
export interface PagesResult {
  weights: PageWeight[];
  tables: TableTiming[];
  chromium: string;
  simSizes: { trucks: number; drivers: number; events: number };
}

const PAGES = ['/', '/trucks', '/drivers', '/events', '/scores', '/analytics', '/webhooks'];
const TABLES = [
  { path: '/trucks', table: 'Trucks' },
  { path: '/drivers', table: 'Drivers' },
];
const ROWS = (table: string) => `table[aria-label="${table}"] tbody:not([aria-label="Loading"]) tr[data-index] td`;
// Bounds a page that never settles; not a measurement.
const SETTLE_MS = 30_000;

export function chromiumPath(): string {
  const path = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
  if (!existsSync(path)) throw new Error(`no Chromium at ${path}: install it or set CHROMIUM_PATH`);
  return path;
}

async function signedInState(browser: Browser, baseUrl: string) {
  const context = await browser.newContext({ baseURL: baseUrl });
  try {
    const { csrfToken } = (await (await context.request.get('/api/auth/csrf')).json()) as { csrfToken: string };
    await context.request.post('/api/auth/callback/credentials', {
      form: { csrfToken, username: 'admin', password: 'fleet-demo', callbackUrl: `${baseUrl}/`, json: 'true' },
      maxRedirects: 0,
    });
    return await context.storageState();
  } finally {
    await context.close();
  }
}

async function measureWeight(context: BrowserContext, path: string): Promise<PageWeight> {
  const page = await context.newPage();
  const scripts: Promise<{ file: string; bytes: number; encoding: string }>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    scripts.push(
      response
        .finished()
        .then(() => response.request().sizes())
        .then(async (sizes) => ({ file: new URL(response.url()).pathname.split('/').pop() ?? '', bytes: sizes.responseBodySize, encoding: (await response.headerValue('content-encoding')) ?? 'identity' })),
    );
  });
  await page.goto(path, { waitUntil: 'load', timeout: SETTLE_MS });
  await page.waitForLoadState('networkidle', { timeout: SETTLE_MS }).catch(() => undefined);
  const done = await Promise.all(scripts);
  await page.close();
  return {
    path,
    scripts: done.length,
    jsBytes: done.reduce((sum, s) => sum + s.bytes, 0),
    encodings: [...new Set(done.map((s) => s.encoding))],
    largest: done.sort((a, b) => b.bytes - a.bytes).slice(0, 6).map(({ file, bytes }) => ({ file, bytes })),
  };
}

/** ms from navigation start until the table shows data rows (performance.now() in the page). */
async function firstRowsMs(page: Page, path: string, table: string): Promise<number> {
  await page.goto(path, { waitUntil: 'commit', timeout: SETTLE_MS });
  const handle = await page.waitForFunction((sel) => (document.querySelector(sel) ? performance.now() : null), ROWS(table), { polling: 'raf', timeout: SETTLE_MS });
  return (await handle.jsonValue()) as number;
}

// Runs in the page. A string, not a function: tsx would wrap a function's inner helpers in
// `__name(...)`, which does not exist in the browser.
const CLICK_NEXT_AND_TIME = `({ sel, limit }) => new Promise((resolve, reject) => {
  const first = () => document.querySelector(sel)?.textContent ?? null;
  const before = first();
  const button = document.querySelector('button[aria-label="Next page"]');
  if (!button || button.disabled) return reject(new Error('no enabled "Next page" button'));
  const started = performance.now();
  const observer = new MutationObserver(() => {
    const now = first();
    if (now !== null && now !== before) {
      observer.disconnect();
      clearTimeout(timer);
      resolve(performance.now() - started);
    }
  });
  observer.observe(document.body, { subtree: true, childList: true, characterData: true });
  const timer = setTimeout(() => {
    observer.disconnect();
    reject(new Error('the rows did not change after "Next page"'));
  }, limit);
  button.click();
})`;

/** Clicks "Next page" in the page itself and times until the first row's text changes (DOM commit). */
async function nextPageMs(page: Page, table: string): Promise<number> {
  return (await page.evaluate(`(${CLICK_NEXT_AND_TIME})(${JSON.stringify({ sel: ROWS(table), limit: SETTLE_MS })})`)) as number;
}

/** Polls `ready` (every 20 ms, at most SETTLE_MS). */
async function waitFor(ready: () => boolean, what: string) {
  const stopAt = performance.now() + SETTLE_MS;
  while (!ready()) {
    if (performance.now() > stopAt) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

export async function runPages(opts: { quick: boolean; simPort: number; dashboardPort: number }): Promise<PagesResult> {
  const runs = opts.quick ? 2 : 5;
  return withBenchStack(opts, async ({ dashboard }) => {
    const executablePath = chromiumPath();
    const browser = await chromium.launch({ executablePath, args: ['--no-sandbox', '--disable-background-networking', '--disable-dev-shm-usage'] });
    try {
      const storageState = await signedInState(browser, dashboard.url);
      const fresh = () => browser.newContext({ baseURL: dashboard.url, storageState, viewport: { width: 1440, height: 900 } });
      // One untimed pass so first-request work on the server (route init) is not measured.
      {
        const warm = await fresh();
        for (const path of PAGES) await measureWeight(warm, path);
        await warm.close();
      }
      const weights: PageWeight[] = [];
      for (const path of PAGES) {
        const context = await fresh(); // cold browser cache: a first visit
        weights.push(await measureWeight(context, path));
        await context.close();
        console.log(`[bench] pages: ${path} ${(weights.at(-1)!.jsBytes / 1024).toFixed(1)} KB JS`);
      }
      const tables: TableTiming[] = [];
      for (const { path, table } of TABLES) {
        const first: number[] = [];
        const next: number[] = [];
        for (let run = 0; run < runs; run++) {
          const context = await fresh();
          const page = await context.newPage();
          const fetchedPages = new Set<string>();
          page.on('requestfinished', (request) => {
            const url = new URL(request.url());
            if (url.pathname === `/api/fleet${path}`) fetchedPages.add(url.searchParams.get('page') ?? '0');
          });
          first.push(await firstRowsMs(page, path, table));
          for (let click = 0; click < 3; click++) {
            // As a reader would: the table has prefetched the following page before "Next".
            await waitFor(() => fetchedPages.has(String(click + 1)), `prefetch of ${path} page ${click + 1}`);
            next.push(await nextPageMs(page, table));
          }
          await context.close();
        }
        tables.push({ path, table, firstRows: summarize(first), nextPage: summarize(next) });
        console.log(`[bench] pages: ${path} first rows p50 ${summarize(first).p50.toFixed(0)} ms, next page p50 ${summarize(next).p50.toFixed(0)} ms`);
      }
      return { weights, tables, chromium: `${executablePath} (${browser.version()})`, simSizes: BENCH_STACK_SIZES };
    } finally {
      await browser.close();
    }
  });
}

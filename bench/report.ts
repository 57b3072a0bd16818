// Renders bench/REPORT.md from whatever parts ran. Targets are marked, never enforced.
import type { MachineFacts } from './machine';
import type { PagesResult } from './pages';
import type { ProxyResult } from './proxy-overhead';
import { round } from './samples';
import type { ScaleStep } from './sim-scale';

export interface BenchResults {
  machine: MachineFacts;
  quick: boolean;
  totalSeconds: number;
  proxy?: ProxyResult | Error;
  sim?: ScaleStep[] | Error;
  pages?: PagesResult | Error;
  /** Parts not run this time whose figures come from an earlier run (when it was). */
  earlier: Partial<Record<'proxy' | 'sim' | 'pages', string>>;
}

export const TARGETS = {
  bffOverheadP50Ms: 2,
  bffThroughputShare: 0.7,
  listP50Ms: 10,
  reportP50Ms: 300,
  seedSeconds: 60,
  trucksFirstLoadJsKb: 200,
  nextPageMs: 150,
};

const mark = (met: boolean) => (met ? '**met**' : '**not met**');
const ms = (n: number) => `${round(n, n < 10 ? 2 : 1)} ms`;
const kb = (bytes: number) => `${round(bytes / 1024, 1)} KB`;
const table = (head: string[], rows: (string | number)[][]) =>
  [`| ${head.join(' | ')} |`, `|${head.map(() => '---').join('|')}|`, ...rows.map((r) => `| ${r.join(' | ')} |`)].join('\n');
const failed = (what: string, error: Error) => `**This part failed:** ${what}: \`${error.message.split('\n')[0]}\`\n`;

function proxySection(r: ProxyResult): string {
  const rows = r.rows.map((row) => {
    const overhead = row.bff.p50 - row.direct.p50;
    const share = row.bff.reqPerSec / row.direct.reqPerSec;
    return [
      row.name,
      row.connections,
      `${ms(row.direct.p50)} / ${ms(row.direct.p99)}`,
      `${ms(row.bff.p50)} / ${ms(row.bff.p99)}`,
      `+${ms(overhead)} ${row.connections === 50 ? mark(overhead < TARGETS.bffOverheadP50Ms) : ''}`,
      `${row.direct.reqPerSec} / ${row.bff.reqPerSec}`,
      `${round(share * 100, 0)} % ${row.connections === 50 ? mark(share >= TARGETS.bffThroughputShare) : ''}`,
      `${row.direct.failures} / ${row.bff.failures}`,
    ];
  });
  return [
    `Simulator (${r.simSizes.trucks} trucks, ${r.simSizes.drivers} drivers, ${r.simSizes.events} events) in its own process; dashboard = \`next start\` on the production build, signed in as admin, rate limit raised to 100,000/min so the limiter is not measured. autocannon with ${r.requestsPerRun} requests per run at 50 connections; then a fifth of that one at a time (1 connection, timed by the bench with sub-millisecond resolution), which shows the per-request cost without queueing. autocannon's latencies are whole milliseconds. Direct runs first, then the BFF, for each query.`,
    '',
    table(['query', 'conn.', 'direct p50 / p99', 'BFF p50 / p99', `BFF p50 overhead (target < ${TARGETS.bffOverheadP50Ms} ms)`, 'req/s direct / BFF', `BFF throughput share (target ≥ ${TARGETS.bffThroughputShare * 100} %)`, 'non-2xx/errors direct / BFF'], rows),
    '',
    'Queries: ' + r.rows.filter((x) => x.connections === 50).map((x) => `\`?${x.query}\``).join(', ') + ' (the same query string on `/api/public/…` and `/api/fleet/…`).',
    r.breakdown ? breakdownSection(r.breakdown) : '',
  ].join('\n');
}

function breakdownSection(b: NonNullable<ProxyResult['breakdown']>): string {
  return [
    '',
    `**Where one BFF request's time goes** (sequential p50s through the same server, first query; the upstream page is ${kb(b.pageBytes)}):`,
    '',
    table(
      ['request', 'p50', 'what it adds'],
      [
        ['simulator directly', ms(b.direct), 'the upstream itself'],
        ['BFF without a session (401)', ms(b.anonymous401), 'Next.js routing, `proxy.ts` (CSP nonce, headers), the guard'],
        ['`/api/auth/session` with the cookie', ms(b.sessionRead), 'next-auth `getServerSession`: decrypting the JWE session (and re-issuing it)'],
        ['zod parse of the upstream page (in-process)', ms(b.zodParse), '`truckPageSchema.parse` on every answer'],
        ['full BFF request', ms(b.fullBff), `overhead over direct: +${ms(b.fullBff - b.direct)}`],
      ],
    ),
  ].join('\n');
}

function simSection(steps: ScaleStep[]): string {
  const last = steps.at(-1)!;
  const seedRows = steps.map((s) => [s.trucks.toLocaleString('en-US'), s.drivers.toLocaleString('en-US'), s.events.toLocaleString('en-US'), `${round(s.seedMs / 1000, 1)} s`]);
  const targetFor = (kind: string) => (kind === 'list' ? TARGETS.listP50Ms : kind === 'report' ? TARGETS.reportP50Ms : null);
  const atScale = last.results.map(({ query, latency }) => {
    const target = targetFor(query.kind);
    return [query.name, ms(latency.p50), ms(latency.p99), latency.samples, target === null ? '—' : `< ${target} ms p50: ${mark(latency.p50 < target)}`];
  });
  const growth = last.results.map(({ query }, i) => [query.name, ...steps.map((s) => `${ms(s.results[i].latency.p50)} / ${ms(s.results[i].latency.p99)}`)]);
  return [
    'In-process simulator (`startSimulator`, in-memory SQLite), sequential requests over loopback HTTP, timed to the last byte of the body.',
    '',
    '**Seeding** (`startSimulator` until listening, seeding included):',
    '',
    table(['trucks', 'drivers', 'DMS events', 'seeding time'], seedRows),
    '',
    `Seeding ${last.events.toLocaleString('en-US')} events: ${round(last.seedMs / 1000, 1)} s, target < ${TARGETS.seedSeconds} s: ${mark(last.seedMs / 1000 < TARGETS.seedSeconds)}${last.events < 1_000_000 ? ' (quick mode: not the 1M-event target size)' : ''}.`,
    '',
    `**At ${last.trucks.toLocaleString('en-US')} trucks, ${last.drivers.toLocaleString('en-US')} drivers, ${last.events.toLocaleString('en-US')} events:**`,
    '',
    table(['query', 'p50', 'p99', 'samples', 'target'], atScale),
    '',
    '**Growth with the number of events** (p50 / p99):',
    '',
    table(['query', ...steps.map((s) => `${s.events.toLocaleString('en-US')} events`)], growth),
    '',
    'Paths: ' + last.results.map(({ query }) => `\`${query.path}\``).join(', ') + '.',
  ].join('\n');
}

function pagesSection(r: PagesResult): string {
  const trucks = r.weights.find((w) => w.path === '/trucks');
  const weights = r.weights.map((w) => [
    `\`${w.path}\``,
    w.scripts,
    kb(w.jsBytes),
    w.encodings.join(', '),
    w.path === '/trucks' ? `< ${TARGETS.trucksFirstLoadJsKb} KB: ${mark(w.jsBytes / 1024 < TARGETS.trucksFirstLoadJsKb)}` : '—',
  ]);
  const timings = r.tables.map((t) => [
    `\`${t.path}\``,
    `${ms(t.firstRows.p50)} (max ${ms(t.firstRows.max)}, ${t.firstRows.samples} loads)`,
    `${ms(t.nextPage.p50)} (max ${ms(t.nextPage.max)}, ${t.nextPage.samples} clicks)`,
    `< ${TARGETS.nextPageMs} ms: ${mark(t.nextPage.p50 < TARGETS.nextPageMs)}`,
  ]);
  return [
    `Chromium ${r.chromium}, 1440×900, production build (\`next start\`), simulator with ${r.simSizes.trucks} trucks / ${r.simSizes.drivers} drivers / ${r.simSizes.events} events, signed in as admin. Each first load uses a fresh browser context (cold cache) after one untimed warm-up pass over all pages.`,
    '',
    '**JavaScript transferred on a first load** (script responses, encoded body bytes as received):',
    '',
    table(['page', 'scripts', 'JS transferred', 'encoding', 'target'], weights),
    trucks?.largest ? `\nLargest scripts of \`/trucks\`: ${trucks.largest.map((f) => `\`${f.file}\` ${kb(f.bytes)}`).join(', ')}.` : '',
    '',
    '**Tables** (time to first rows = from navigation start to the first data row in the DOM; next page = from the click on "Next page" to the first row changing, after the table prefetched that page):',
    '',
    table(['page', 'time to first rows, median', 'next page, median', 'next-page target'], timings),
  ].join('\n');
}

const earlierNote = (r: BenchResults, part: keyof BenchResults['earlier']) =>
  r.earlier[part] ? `_Figures from an earlier run (${r.earlier[part]}); this run had \`--only\`._\n` : '';

export function renderReport(r: BenchResults): string {
  const m = r.machine;
  const parts = [
    '# Benchmarks',
    '',
    `Written by \`npm run bench${r.quick ? ' -- --quick' : ''}\` (\`bench/run.ts\`) on ${m.date}; the run took ${Math.round(r.totalSeconds)} s. Measurements, not tests: a target not met is reported, never failed.`,
    '',
    table(
      ['machine', ''],
      [
        ['CPU', `${m.cpuCount} × ${m.cpuModel}`],
        ['memory', `${m.memoryGb} GB`],
        ['Node', m.node],
        ['platform', m.platform],
        ['load average (1 min) at start', `${m.loadAtStart} — the machine is shared, so figures include other work`],
      ],
    ),
    '',
    '## 1. Proxy overhead (BFF vs direct)',
    '',
    earlierNote(r, 'proxy'),
    r.proxy === undefined ? '_Not run (`--only`)._' : r.proxy instanceof Error ? failed('proxy', r.proxy) : proxySection(r.proxy),
    '',
    '## 2. Simulator at scale',
    '',
    earlierNote(r, 'sim'),
    r.sim === undefined ? '_Not run (`--only`)._' : r.sim instanceof Error ? failed('sim', r.sim) : simSection(r.sim),
    '',
    '## 3. Pages in Chromium',
    '',
    earlierNote(r, 'pages'),
    r.pages === undefined ? '_Not run (`--only`)._' : r.pages instanceof Error ? failed('pages', r.pages) : pagesSection(r.pages),
    '',
  ];
  return parts.join('\n');
}

// (b) The simulator at scale: seeding time and the latency of typical reads at 10k, 100k and
// 1M DMS events (100k trucks, 10k drivers), one size after another in this process.
import { authorizationHeaderValue, UPSTREAM_PATHS } from '../lib/fleet-api/endpoints';
import { startSimulator } from '../sim/server';
import { sample, timedGet, type LatencySummary } from './samples';

export interface ScaleQuery {
  name: string;
  /** 'list' pages aim for < 10 ms p50; 'report' for < 300 ms. */
  kind: 'list' | 'report' | 'summary';
  path: string;
}
export interface ScaleStep {
  trucks: number;
  drivers: number;
  events: number;
  seedMs: number;
  results: { query: ScaleQuery; latency: LatencySummary }[];
}

const DAY_MS = 86_400_000;
const utcDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

function queries(keyword: string): ScaleQuery[] {
  const today = Date.now();
  return [
    { name: 'truck page: status + year filter, 2-key sort, 50 rows, page 3', kind: 'list', path: `${UPSTREAM_PATHS.trucks}?status.equals=ACTIVE&year.greaterThan=2018&sort=make,asc&sort=year,desc&size=50&page=2` },
    { name: `driver keyword search ("${keyword}")`, kind: 'list', path: `${UPSTREAM_PATHS.drivers}?keyword=${encodeURIComponent(keyword)}&size=20` },
    { name: 'events page with include_media, severity filter, newest first, 50 rows', kind: 'list', path: `${UPSTREAM_PATHS.dmsEvents}?include_media=true&severity.in=HIGH,CRITICAL&sort=occurredAt,desc&size=50` },
    { name: '90-day safety report, groupBy=tag', kind: 'report', path: `${UPSTREAM_PATHS.safetyReport}?from=${utcDay(today - 89 * DAY_MS)}&to=${utcDay(today)}&groupBy=tag` },
    { name: 'fleet summary', kind: 'summary', path: UPSTREAM_PATHS.fleetSummary },
  ];
}

async function measureStep(sizes: { trucks: number; drivers: number; events: number }, port: number, quick: boolean): Promise<ScaleStep> {
  console.log(`[bench] sim: seeding ${sizes.trucks} trucks, ${sizes.drivers} drivers, ${sizes.events} events`);
  const started = performance.now();
  const sim = await startSimulator({ port, quiet: true, apiKey: 'bench-sim-key', ...sizes });
  const seedMs = performance.now() - started;
  try {
    const headers = { authorization: authorizationHeaderValue(sim.apiKey, ''), accept: 'application/json' };
    // A keyword that matches a real driver (a last name fragment), found through the API itself.
    const probe = (await (await fetch(`${sim.url}${UPSTREAM_PATHS.drivers}?size=1&page=${Math.floor(sizes.drivers / 2)}`, { headers })).json()) as {
      content: { lastName?: string }[];
    };
    const keyword = (probe.content[0]?.lastName ?? 'son').slice(0, 4).toLowerCase();
    const results: ScaleStep['results'] = [];
    for (const query of queries(keyword)) {
      const heavy = query.kind === 'report';
      const latency = await sample(() => timedGet(`${sim.url}${query.path}`, headers), {
        count: quick ? (heavy ? 8 : 40) : heavy ? 30 : 200,
        budgetMs: quick ? 5_000 : heavy ? 30_000 : 15_000,
        warmup: heavy ? 1 : 5,
      });
      console.log(`[bench] sim:   ${query.name}: p50 ${latency.p50.toFixed(1)} ms, p99 ${latency.p99.toFixed(1)} ms (${latency.samples} samples)`);
      results.push({ query, latency });
    }
    return { ...sizes, seedMs, results };
  } finally {
    await sim.close();
  }
}

/** Uses ports `port`, `port + 1`, `port + 2`. */
export async function runSimScale(opts: { quick: boolean; port: number }): Promise<ScaleStep[]> {
  const fleet = opts.quick ? { trucks: 10_000, drivers: 1_000 } : { trucks: 100_000, drivers: 10_000 };
  const eventSizes = opts.quick ? [10_000, 100_000] : [10_000, 100_000, 1_000_000];
  const steps: ScaleStep[] = [];
  for (const [i, events] of eventSizes.entries()) {
    // A port per size: a keep-alive socket to the previous (closed) simulator is never reused.
    steps.push(await measureStep({ ...fleet, events }, opts.port + i, opts.quick));
    // Let the closed in-memory database go before the next, larger one is built.
    (globalThis as { gc?: () => void }).gc?.();
  }
  return steps;
}

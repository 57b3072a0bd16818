// (a) Proxy overhead: the same list queries sent straight to the simulator and through the
// BFF (signed-in session), with autocannon, in the same run, against the same simulator.
import autocannon from 'autocannon';
import { authorizationHeaderValue, UPSTREAM_PATHS } from '../lib/fleet-api/endpoints';
import { truckPageSchema } from '../lib/fleet-api/schemas/trucks';
import { signIn } from '../test/support/stack';
import { round, sample, timedGet } from './samples';
import { BENCH_STACK_SIZES, withBenchStack } from './sim-process';

export interface LoadFigures {
  p50: number;
  p99: number;
  reqPerSec: number;
  requests: number;
  failures: number;
}
export interface ProxyRow {
  name: string;
  query: string;
  connections: number;
  direct: LoadFigures;
  bff: LoadFigures;
}
/** Where a BFF request's time goes: sequential p50s of cheaper requests through the same server. */
export interface ProxyBreakdown {
  /** GET /api/fleet/trucks without a session: Next routing + proxy.ts + the guard's 401. */
  anonymous401: number;
  /** GET /api/auth/session with the cookie: next-auth decoding (and re-issuing) the session. */
  sessionRead: number;
  /** The full BFF list request (same as the first 1-connection row). */
  fullBff: number;
  /** The same request straight to the simulator. */
  direct: number;
  /** In this process: zod parsing of that upstream page (the BFF does it on every answer). */
  zodParse: number;
  /** Bytes of that upstream page. */
  pageBytes: number;
}
export interface ProxyResult {
  rows: ProxyRow[];
  breakdown?: ProxyBreakdown;
  requestsPerRun: number;
  simSizes: { trucks: number; drivers: number; events: number };
}

// BFF paths mirror the upstream table one to one (contract §5).
const QUERIES = [
  { name: 'trucks: make filter, year sort, 50 rows', upstream: UPSTREAM_PATHS.trucks, bff: '/api/fleet/trucks', query: 'make.equals=Volvo&sort=year,desc&size=50' },
  { name: 'drivers: status filter, name sort, 20 rows', upstream: UPSTREAM_PATHS.drivers, bff: '/api/fleet/drivers', query: 'status.equals=ACTIVE&sort=lastName,asc&size=20' },
];

/** autocannon at `connections` for `amount` requests; req/s over the run's own wall time. */
async function load(url: string, headers: Record<string, string>, connections: number, amount: number): Promise<LoadFigures> {
  // autocannon notices that the last response came only at its next sample tick (default every
  // 1000 ms), so with the default a run's wall time was rounded up to whole seconds: a direct run
  // of 0.4 s counted as 1 s. Sampling every 10 ms keeps req/s accurate to ~10 ms.
  const options = { url, headers, connections, amount, timeout: 30, sampleInt: 10 };
  const started = performance.now();
  const r = await autocannon(options);
  const seconds = (performance.now() - started) / 1000;
  return {
    p50: r.latency.p50,
    p99: r.latency.p99,
    reqPerSec: round(r.requests.total / seconds, 0),
    requests: r.requests.total,
    failures: r.errors + r.timeouts + r.non2xx,
  };
}

async function sequential(url: string, headers: Record<string, string>, amount: number): Promise<LoadFigures> {
  const started = performance.now();
  const latency = await sample(() => timedGet(url, headers), { count: amount, budgetMs: 60_000, warmup: 0 });
  return { p50: latency.p50, p99: latency.p99, reqPerSec: round(latency.samples / ((performance.now() - started) / 1000), 0), requests: latency.samples, failures: 0 };
}

async function measureBreakdown(simUrl: string, dashboardUrl: string, direct: Record<string, string>, cookie: string, amount: number): Promise<ProxyBreakdown> {
  const q = QUERIES[0];
  const n = { count: Math.round(amount / 5), budgetMs: 60_000, warmup: 20 };
  console.log('[bench] proxy: breakdown of one BFF request');
  const anonymous401 = (await sample(() => timedGet(`${dashboardUrl}${q.bff}?${q.query}`, { accept: 'application/json' }, 401), n)).p50;
  const sessionRead = (await sample(() => timedGet(`${dashboardUrl}/api/auth/session`, { cookie }), n)).p50;
  const fullBff = (await sample(() => timedGet(`${dashboardUrl}${q.bff}?${q.query}`, { cookie }), n)).p50;
  const directP50 = (await sample(() => timedGet(`${simUrl}${q.upstream}?${q.query}`, direct), n)).p50;
  const text = await (await fetch(`${simUrl}${q.upstream}?${q.query}`, { headers: direct })).text();
  const zodParse = (
    await sample(async () => {
      const started = performance.now();
      truckPageSchema.parse(JSON.parse(text));
      return performance.now() - started;
    }, { count: 500, budgetMs: 10_000, warmup: 50 })
  ).p50;
  return { anonymous401, sessionRead, fullBff, direct: directP50, zodParse, pageBytes: Buffer.byteLength(text) };
}

export async function runProxyOverhead(opts: { quick: boolean; simPort: number; dashboardPort: number }): Promise<ProxyResult> {
  const amount = opts.quick ? 1000 : 5000;
  return withBenchStack(opts, async ({ sim, dashboard }) => {
    const cookie = await signIn(dashboard.url, 'admin', 'fleet-demo');
    const direct = { authorization: authorizationHeaderValue(sim.apiKey, ''), accept: 'application/json' };
    const viaBff = { cookie, accept: 'application/json' };
    const rows: ProxyRow[] = [];
    for (const q of QUERIES) {
      const directUrl = `${sim.url}${q.upstream}?${q.query}`;
      const bffUrl = `${dashboard.url}${q.bff}?${q.query}`;
      // Warm both paths (JIT, connection pools, Next's route compilation cache).
      await load(directUrl, direct, 10, 300);
      await load(bffUrl, viaBff, 10, 300);
      console.log(`[bench] proxy: ${q.name}, 50 connections, ${amount} requests each way`);
      rows.push({ name: q.name, query: q.query, connections: 50, direct: await load(directUrl, direct, 50, amount), bff: await load(bffUrl, viaBff, 50, amount) });
      // One request at a time, timed here with sub-millisecond resolution (autocannon's
      // histogram has whole milliseconds): the BFF's own cost per request, without queueing.
      const n = Math.round(amount / 5);
      console.log(`[bench] proxy: ${q.name}, 1 connection (sequential), ${n} requests each way`);
      rows.push({ name: q.name, query: q.query, connections: 1, direct: await sequential(directUrl, direct, n), bff: await sequential(bffUrl, viaBff, n) });
    }
    const breakdown = await measureBreakdown(sim.url, dashboard.url, direct, cookie, amount);
    return { rows, breakdown, requestsPerRun: amount, simSizes: BENCH_STACK_SIZES };
  });
}

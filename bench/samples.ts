// Latency sampling for the sequential benchmarks: bounded in count AND time, percentiles.

export interface LatencySummary {
  samples: number;
  p50: number;
  p99: number;
  max: number;
}

/** Nearest-rank percentile of sorted milliseconds. */
export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[rank];
}

export function summarize(ms: number[]): LatencySummary {
  const sorted = [...ms].sort((a, b) => a - b);
  return { samples: sorted.length, p50: percentile(sorted, 50), p99: percentile(sorted, 99), max: sorted.at(-1) ?? Number.NaN };
}

/**
 * Runs `once` (which returns its own duration in ms) after `warmup` untimed runs, up to
 * `count` times but never past `budgetMs`; at least one timed sample is always taken.
 */
export async function sample(once: () => Promise<number>, opts: { count: number; budgetMs: number; warmup?: number }): Promise<LatencySummary> {
  for (let i = 0; i < (opts.warmup ?? 3); i++) await once();
  const stopAt = performance.now() + opts.budgetMs;
  const ms: number[] = [];
  do ms.push(await once());
  while (ms.length < opts.count && performance.now() < stopAt);
  return summarize(ms);
}

/** One GET, timed from sending to the last byte of the body; throws unless it answers `expect`. */
export async function timedGet(url: string, headers: Record<string, string>, expect = 200): Promise<number> {
  const started = performance.now();
  const res = await fetch(url, { headers });
  const body = await res.arrayBuffer();
  const elapsed = performance.now() - started;
  if (res.status !== expect) throw new Error(`GET ${url} answered ${res.status}: ${Buffer.from(body).toString('utf8').slice(0, 300)}`);
  return elapsed;
}

export const round = (n: number, digits = 1) => (Number.isFinite(n) ? Number(n.toFixed(digits)) : Number.NaN);

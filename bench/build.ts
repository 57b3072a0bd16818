// The production build the benchmarks measure, in a build dir of their own (.next-bench).
import { buildNeeded, startNextBuild } from '../scripts/lib/build';
import { exitOf } from '../scripts/lib/processes';

export const BENCH_DIST_DIR = process.env.NEXT_DIST_DIR || '.next-bench';

/** Builds the app into BENCH_DIST_DIR unless an up-to-date build is there already. */
export async function ensureProductionBuild(): Promise<void> {
  const why = buildNeeded(BENCH_DIST_DIR);
  if (!why) return;
  console.log(`[bench] next build into ${BENCH_DIST_DIR}/ (${why})`);
  const code = await exitOf(startNextBuild({ ...process.env, NEXT_DIST_DIR: BENCH_DIST_DIR }));
  if (code !== 0) throw new Error(`next build failed (exit code ${code})`);
}

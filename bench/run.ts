// `npm run bench`: measures the BFF against the simulator, the simulator at scale and the
// pages in Chromium, then writes bench/REPORT.md. Options:
//   --only=proxy,sim,pages   run some parts (the report says which did not run)
//   --quick                  smaller sizes and fewer samples (minutes instead of a quarter hour)
// Builds the app into .next-bench (or NEXT_DIST_DIR) when needed; starts and stops everything
// itself on loopback ports 5101–5122.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { ensureProductionBuild } from './build';
import { machineFacts } from './machine';
import { runPages } from './pages';
import { runProxyOverhead } from './proxy-overhead';
import { renderReport, type BenchResults } from './report';
import { runSimScale } from './sim-scale';

const PARTS = ['proxy', 'sim', 'pages'] as const;
type Part = (typeof PARTS)[number];
const PORTS = { proxySim: 5101, proxyDashboard: 5102, pagesSim: 5111, pagesDashboard: 5112, scaleSim: 5121 };
const REPORT = fileURLToPath(new URL('REPORT.md', import.meta.url));
const NOTES = fileURLToPath(new URL('notes.md', import.meta.url));
// Each part's last figures (gitignored): a run with --only keeps the other parts' sections.
const SAVED = fileURLToPath(new URL('.tmp/', import.meta.url));

function parseArgs(argv: string[]): { parts: Part[]; quick: boolean } {
  let parts: Part[] = [...PARTS];
  let quick = false;
  for (const arg of argv) {
    if (arg === '--quick') quick = true;
    else if (arg.startsWith('--only=')) {
      const names = arg.slice('--only='.length).split(',').map((s) => s.trim()).filter(Boolean);
      const unknown = names.filter((n) => !(PARTS as readonly string[]).includes(n));
      if (unknown.length || !names.length) throw new Error(`--only takes a comma list of ${PARTS.join(', ')} (got "${arg.slice(7)}")`);
      parts = names as Part[];
    } else throw new Error(`unknown argument ${arg}; use --only=${PARTS.join(',')} and/or --quick`);
  }
  return { parts, quick };
}

/** A part that fails is reported as failed; the others still run. Figures are saved for --only runs. */
async function attempt<T>(name: Part, run: () => Promise<T>): Promise<T | Error> {
  try {
    const result = await run();
    mkdirSync(SAVED, { recursive: true });
    writeFileSync(`${SAVED}${name}.json`, JSON.stringify({ at: new Date().toISOString(), quick, result }));
    return result;
  } catch (error) {
    console.error(`[bench] ${name} failed:`, error);
    return error instanceof Error ? error : new Error(String(error));
  }
}

let options: ReturnType<typeof parseArgs>;
try {
  options = parseArgs(process.argv.slice(2));
} catch (error) {
  console.error(`[bench] ${(error as Error).message}`);
  process.exit(2);
}
const { parts, quick } = options;
process.on('SIGINT', () => process.exit(130)).on('SIGTERM', () => process.exit(143)); // children die with us (exit hooks)

const started = performance.now();
const results: BenchResults = { machine: machineFacts(), quick, totalSeconds: 0, earlier: {} };
if (parts.includes('proxy') || parts.includes('pages')) await ensureProductionBuild();
if (parts.includes('proxy')) results.proxy = await attempt('proxy', () => runProxyOverhead({ quick, simPort: PORTS.proxySim, dashboardPort: PORTS.proxyDashboard }));
if (parts.includes('sim')) results.sim = await attempt('sim', () => runSimScale({ quick, port: PORTS.scaleSim }));
if (parts.includes('pages')) results.pages = await attempt('pages', () => runPages({ quick, simPort: PORTS.pagesSim, dashboardPort: PORTS.pagesDashboard }));
results.totalSeconds = (performance.now() - started) / 1000;
for (const part of PARTS.filter((p) => !parts.includes(p) && existsSync(`${SAVED}${p}.json`))) {
  const saved = JSON.parse(readFileSync(`${SAVED}${part}.json`, 'utf8')) as { at: string; quick: boolean; result: never };
  results[part] = saved.result;
  results.earlier[part] = `${saved.at}${saved.quick ? ', --quick' : ''}`;
}

const notes = existsSync(NOTES) ? `\n## What the figures mean\n\n${readFileSync(NOTES, 'utf8').trim()}\n` : '';
writeFileSync(REPORT, renderReport(results) + notes);
console.log(`[bench] wrote ${REPORT.replace(process.cwd() + '/', '')} in ${Math.round(results.totalSeconds)} s`);
process.exit(0);

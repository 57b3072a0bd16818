// `npm test`: find Chromium → next build → vitest run → playwright test, then one summary line
// per step. Options: --only=<steps> / --skip=<steps> (comma lists of chromium, build, vitest,
// e2e); other arguments go to the one test runner selected with --only, e.g.
//   npm test -- --only=vitest test/sim/paging.test.ts
//   npm test -- --only=e2e e2e/home.spec.ts
import { createRequire } from 'node:module';
import { existsSync } from 'node:fs';
import { distDirOf } from './lib/build';
import { NEXT_BIN, runNode, whenOrphaned } from './lib/processes';

const STEPS = ['chromium', 'build', 'vitest', 'e2e'] as const;
type Step = (typeof STEPS)[number];

function parseSteps(flag: string): Step[] | null {
  const arg = process.argv.slice(2).find((a) => a.startsWith(`--${flag}=`));
  if (!arg) return null;
  const names = arg.slice(flag.length + 3).split(',').map((s) => (s.trim() === 'playwright' ? 'e2e' : s.trim()));
  const unknown = names.filter((n) => !(STEPS as readonly string[]).includes(n));
  if (unknown.length) fail(`unknown step ${unknown.join(', ')}; steps are ${STEPS.join(', ')}`);
  return names as Step[];
}

function fail(message: string): never {
  console.error(`[test] ${message}`);
  process.exit(1);
}

const only = parseSteps('only');
const skip = parseSteps('skip') ?? [];
// E2E needs Chromium, so selecting e2e alone still looks for it.
const selected = STEPS.filter((s) => (only ? only.includes(s) || (s === 'chromium' && only.includes('e2e')) : true) && !skip.includes(s));
const passThrough = process.argv.slice(2).filter((a) => !a.startsWith('--only=') && !a.startsWith('--skip='));
const runners = selected.filter((s) => s === 'vitest' || s === 'e2e');
if (passThrough.length && runners.length !== 1) {
  fail(`extra arguments (${passThrough.join(' ')}) need exactly one runner: add --only=vitest or --only=e2e`);
}

/** CHROMIUM_PATH, a system Chromium, or the one `npx playwright install chromium` downloaded. */
function findChromium(): string | null {
  if (process.env.CHROMIUM_PATH) {
    if (existsSync(process.env.CHROMIUM_PATH)) return process.env.CHROMIUM_PATH;
    fail(`CHROMIUM_PATH=${process.env.CHROMIUM_PATH} does not exist.`);
  }
  for (const path of ['/usr/bin/chromium', '/usr/bin/chromium-browser']) if (existsSync(path)) return path;
  try {
    const { chromium } = createRequire(import.meta.url)('playwright-core') as { chromium: { executablePath(): string } };
    const own = chromium.executablePath();
    if (own && existsSync(own)) return own;
  } catch {
    // playwright-core without a browser download: fall through to the message.
  }
  return null;
}

const env: NodeJS.ProcessEnv = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' };
const results: { step: Step; status: string; seconds: number }[] = [];
let failed = false;
let blocked = false; // no Chromium, or no build: nothing after it can pass
let interrupted = false;
// runNode passes these signals to the running step; here they only stop the steps after it.
process.on('SIGINT', () => (interrupted = true)).on('SIGTERM', () => (interrupted = true));
whenOrphaned(() => process.kill(process.pid, 'SIGTERM'));

async function step(name: Step, run: () => Promise<number>) {
  if (!selected.includes(name)) return results.push({ step: name, status: 'skipped', seconds: 0 });
  if (blocked) return results.push({ step: name, status: 'not run (an earlier step failed)', seconds: 0 });
  if (interrupted) return results.push({ step: name, status: 'not run (interrupted)', seconds: 0 });
  console.log(`\n[test] ── ${name} ──`);
  const started = Date.now();
  const code = await run();
  const seconds = Math.round((Date.now() - started) / 1000);
  if (code !== 0 || interrupted) {
    failed = true;
    blocked ||= name === 'chromium' || name === 'build';
  }
  results.push({ step: name, status: code === 0 ? 'ok' : `FAILED (exit code ${code})`, seconds });
}

await step('chromium', async () => {
  const path = findChromium();
  if (!path) {
    console.error(
      '[test] No Chromium found for the end-to-end tests. Install one of:\n' +
        '         sudo apt-get install chromium          (Debian/Ubuntu; found at /usr/bin/chromium)\n' +
        '         npx playwright install chromium        (Playwright’s own download)\n' +
        '       or point CHROMIUM_PATH at a Chromium binary.',
    );
    return 1;
  }
  console.log(`[test] Chromium: ${path}`);
  env.CHROMIUM_PATH = path;
  return 0;
});
await step('build', async () => {
  console.log(`[test] next build into ${distDirOf(env)}/`);
  return runNode([NEXT_BIN, 'build'], env);
});
await step('vitest', () => runNode(['node_modules/vitest/vitest.mjs', 'run', ...(runners[0] === 'vitest' ? passThrough : [])], env));
await step('e2e', () =>
  // A fresh server for this build: never reuse one left on the e2e port by an older build.
  runNode(['node_modules/@playwright/test/cli.js', 'test', ...(runners[0] === 'e2e' ? passThrough : [])], { ...env, E2E_FRESH_SERVER: '1' }),
);

console.log('\n[test] summary');
for (const r of results) console.log(`[test]   ${r.step.padEnd(9)} ${r.status}${r.seconds ? ` (${r.seconds} s)` : ''}`);
console.log(failed ? '[test] FAILED' : '[test] all selected steps passed');
process.exit(failed ? 1 : 0);

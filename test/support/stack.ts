// The test harness: real processes over real HTTP. Vitest integration tests and the
// Playwright server (e2e/support/serve.ts) start the simulator, a recording proxy and
// `next start` (on an existing build) through these helpers.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SIM_DEFAULTS } from '../../lib/fleet-api/constants';
import { stopChild } from '../../scripts/lib/processes';
import { startSimulator } from '../../sim/server';
import { startRecordingProxy, type RecordingProxy } from './recording-proxy';

export { startSimulator };
export { startRecordingProxy, type ProxyMode, type RecordedRequest, type RecordingProxy } from './recording-proxy';
export { signIn, bffMutationHeaders } from './sign-in';

export const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));
/** The fixed NEXTAUTH_SECRET of test dashboards (tests may mint or inspect session tokens with it). */
export const TEST_NEXTAUTH_SECRET = 'test-nextauth-secret-not-for-production-0123456789';
/** Dashboards point at the upstream with this short timeout so fault tests finish quickly. */
export const TEST_FLEET_API_TIMEOUT_MS = 1500;

/** A free TCP port on 127.0.0.1 (the OS picks it; the caller binds it soon after). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

const tempDirs = new Set<string>();

/**
 * Environment for a dashboard pointed at a simulator or a proxy, with demo users and a
 * fresh database of its own. NEXTAUTH_URL is left to `startDashboard` (it knows the port)
 * unless `extra` sets it.
 */
export function dashboardEnvFor(upstream: { url: string; apiKey: string }, extra: Record<string, string> = {}): Record<string, string> {
  const dir = mkdtempSync(join(tmpdir(), 'fleet-dashboard-'));
  tempDirs.add(dir);
  return {
    FLEET_API_BASE_URL: upstream.url,
    FLEET_API_KEY: upstream.apiKey,
    NEXTAUTH_SECRET: TEST_NEXTAUTH_SECRET,
    DEMO_USERS: '1',
    DEMO_PASSWORD: 'fleet-demo',
    WEBHOOK_SIGNING_SECRET: SIM_DEFAULTS.demoWebhookSecret,
    DASHBOARD_DB: join(dir, 'dashboard.db'),
    FLEET_API_TIMEOUT_MS: String(TEST_FLEET_API_TIMEOUT_MS),
    NODE_ENV: 'production',
    ...extra,
  };
}

export interface Dashboard {
  url: string;
  port: number;
  stop(): Promise<void>;
  /** Everything the server wrote to stdout and stderr so far. */
  logs(): string;
  /** Settles with the exit code (or signal) when the server process ends. */
  exited: Promise<number | string | null>;
}

// Settings the dashboard reads; a test's dashboard must not inherit them from the shell.
const INHERITED_CONFIG = /^(FLEET_API_|FLEET_MEDIA_|NEXTAUTH_|DEMO_|DASHBOARD_|DATABASE_URL$|SIM_|OIDC_|WEBHOOK_SIGNING_SECRET$|PORT$|NODE_ENV$|VITEST|__NEXT)/;
const live = new Set<ChildProcess>();
process.once('exit', () => {
  for (const child of live) child.kill('SIGKILL');
});

/** Starts `next start` on an existing build (run `next build` first) and waits until it answers HTTP. */
export async function startDashboard(opts: {
  env: Record<string, string>;
  port?: number;
  distDir?: string;
  /** Echo the server's output to stderr as it comes (also with FLEET_TEST_VERBOSE=1). */
  echo?: boolean;
}): Promise<Dashboard> {
  const distDir = opts.distDir || process.env.NEXT_DIST_DIR || '.next';
  if (!existsSync(join(REPO_ROOT, distDir, 'BUILD_ID'))) {
    throw new Error(`no production build in ${distDir}/: run \`NEXT_DIST_DIR=${distDir} npx next build\` first (npm test does).`);
  }
  const port = opts.port || (await freePort());
  const url = `http://127.0.0.1:${port}`;
  const inherited = Object.fromEntries(Object.entries(process.env).filter(([k]) => !INHERITED_CONFIG.test(k)));
  const env: Record<string, string | undefined> = {
    ...inherited,
    NEXT_TELEMETRY_DISABLED: '1',
    NEXT_DIST_DIR: distDir,
    NEXTAUTH_URL: url,
    ...opts.env,
  };
  // Idle keep-alive sockets stay open longer than clients (fetch, Playwright) keep them idle, so a
  // client never reuses a socket at the instant the server closes it (ECONNRESET under load).
  const args = ['node_modules/next/dist/bin/next', 'start', '-p', String(port), '-H', '127.0.0.1', '--keepAliveTimeout', '65000'];
  const child = spawn(process.execPath, args, {
    cwd: REPO_ROOT,
    env: env as NodeJS.ProcessEnv,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  live.add(child);
  let output = '';
  const verbose = opts.echo || process.env.FLEET_TEST_VERBOSE === '1';
  const collect = (chunk: Buffer) => {
    output += chunk.toString('utf8');
    if (verbose) process.stderr.write(chunk.toString('utf8').replace(/^(?=.)/gm, `[web:${port}] `));
  };
  child.stdout!.on('data', collect);
  child.stderr!.on('data', collect);
  const exited = new Promise<number | string | null>((resolve) => child.once('exit', (code, signal) => resolve(code ?? signal)));
  void exited.then(() => live.delete(child));

  const stop = async () => {
    await stopChild(child);
    const db = opts.env.DASHBOARD_DB;
    if (db && tempDirs.has(dirname(db))) {
      rmSync(dirname(db), { recursive: true, force: true });
      tempDirs.delete(dirname(db));
    }
  };

  try {
    await waitUntilAnswering(url, child);
  } catch (err) {
    await stop();
    throw new Error(`${(err as Error).message}\n--- dashboard output ---\n${output.slice(-4000)}`);
  }
  return { url, port, stop, logs: () => output, exited };
}

// A startup guard for the harness (not a test assertion): a build that cannot start fails
// the hook with the server's output instead of hanging it.
async function waitUntilAnswering(url: string, child: ChildProcess, limitMs = 90_000) {
  const deadline = Date.now() + limitMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`next start exited (${child.exitCode ?? child.signalCode}) before answering at ${url}`);
    }
    try {
      await fetch(`${url}/`, { redirect: 'manual', signal: AbortSignal.timeout(5000) });
      return;
    } catch {
      await new Promise((r) => setTimeout(r, 150));
    }
  }
  throw new Error(`next start did not answer at ${url} within ${limitMs} ms`);
}

type SimOptions = NonNullable<Parameters<typeof startSimulator>[0]>;
export type Simulator = Awaited<ReturnType<typeof startSimulator>>;

export interface Stack {
  sim: Simulator;
  /** Between the dashboard and the simulator: records what reached "upstream", injects faults. */
  proxy: RecordingProxy;
  dashboard: Dashboard;
  stop(): Promise<void>;
}

/** Simulator (port 0) ← recording proxy ← dashboard: the usual BFF test setup. */
export async function startStack(opts: { sim?: Partial<SimOptions>; env?: Record<string, string>; distDir?: string } = {}): Promise<Stack> {
  const sim = await startSimulator({ port: 0, quiet: true, ...opts.sim });
  const proxy = await startRecordingProxy({ target: sim.url });
  let dashboard: Dashboard;
  try {
    dashboard = await startDashboard({ env: dashboardEnvFor({ url: proxy.url, apiKey: sim.apiKey }, opts.env), distDir: opts.distDir });
  } catch (err) {
    await proxy.close();
    await sim.close();
    throw err;
  }
  return {
    sim,
    proxy,
    dashboard,
    async stop() {
      await dashboard.stop();
      await proxy.close();
      await sim.close();
    },
  };
}

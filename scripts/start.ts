// `npm start` (production) and `npm run dev` (`--dev`). Without FLEET_API_BASE_URL it runs the
// embedded simulator first and points the dashboard at it; with it, only the dashboard.
import type { ChildProcess } from 'node:child_process';
import { SIM_DEFAULTS } from '../lib/fleet-api/constants';
import { buildNeeded, distDirOf, startNextBuild } from './lib/build';
import { NEXT_BIN, exitOf, portInUse, spawnNode, waitForHttp, whenOrphaned } from './lib/processes';

const dev = process.argv.includes('--dev');
const port = Number(process.env.PORT || 3000);
const simPort = Number(process.env.SIM_PORT || SIM_DEFAULTS.port);
const embedded = !process.env.FLEET_API_BASE_URL?.trim();
const say = (line: string) => console.log(`[start] ${line}`);

const baseEnv: NodeJS.ProcessEnv = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' };
// "Unset" is how the dashboard knows it runs on the embedded simulator (lib/server/config.ts).
const dashboardEnv: NodeJS.ProcessEnv = { ...baseEnv, PORT: String(port) };
if (embedded) {
  for (const name of Object.keys(dashboardEnv)) if (name.startsWith('FLEET_API_')) delete dashboardEnv[name];
  dashboardEnv.SIM_PORT = String(simPort);
}

const children: ChildProcess[] = [];
let stopping = false;

async function stop(code: number): Promise<never> {
  if (!stopping) {
    stopping = true;
    if (children.length) say('stopping…');
    for (const child of children) child.kill('SIGTERM');
    const force = setTimeout(() => children.forEach((c) => c.kill('SIGKILL')), 10_000);
    await Promise.all(children.map(exitOf));
    clearTimeout(force);
  }
  process.exit(code);
}
process.on('SIGINT', () => void stop(130));
process.on('SIGTERM', () => void stop(143));
whenOrphaned(() => void stop(143));

/** Starts a long-running child; if it dies on its own, everything stops. */
function supervise(label: string, name: string, args: string[], env: NodeJS.ProcessEnv): ChildProcess {
  const child = spawnNode(label, args, env);
  children.push(child);
  void exitOf(child).then((code) => {
    if (stopping) return;
    say(`the ${name} exited (code ${code}); stopping.`);
    void stop(code || 1);
  });
  return child;
}

async function requireFreePort(p: number, variable: string) {
  if (await portInUse(p)) {
    say(`port ${p} is already in use (another npm start?). Stop that process or choose another port with ${variable}=<port>.`);
    process.exit(1);
  }
}

await requireFreePort(port, 'PORT');
if (embedded) {
  await requireFreePort(simPort, 'SIM_PORT');
  say(`FLEET_API_BASE_URL is not set: starting the embedded simulator on port ${simPort}.`);
  const sim = supervise('sim', 'simulator', ['--import', 'tsx', 'sim/main.ts'], {
    ...baseEnv,
    SIM_PORT: String(simPort),
    SIM_DEMO_WEBHOOK_URL: process.env.SIM_DEMO_WEBHOOK_URL || `http://127.0.0.1:${port}/api/webhooks/receive`,
  });
  await waitForHttp(`http://127.0.0.1:${simPort}/openapi.json`, sim).catch((err: Error) => {
    say(`the simulator ${err.message}`);
    return stop(1);
  });
  say('simulator ready.');
} else {
  say(`using the Fleet API at ${process.env.FLEET_API_BASE_URL} (no simulator).`);
}

if (!dev) {
  const distDir = distDirOf(dashboardEnv);
  const reason = buildNeeded(distDir);
  if (reason) {
    say(`building the dashboard: ${reason}. This takes a few minutes the first time.`);
    const build = startNextBuild(dashboardEnv);
    children.push(build); // so Ctrl+C stops it too
    const code = await exitOf(build);
    children.splice(children.indexOf(build), 1);
    if (stopping) await new Promise(() => {}); // stop() is already exiting
    if (code !== 0) {
      say(`next build failed (exit code ${code}); see the [build] lines above.`);
      await stop(code);
    }
  }
}

// 65 s keep-alive: longer than the usual 60 s idle timeout of a load balancer in front, so the
// balancer (or a browser) never reuses a connection at the instant the server closes it.
const webArgs = dev ? [NEXT_BIN, 'dev', '-p', String(port)] : [NEXT_BIN, 'start', '-p', String(port), '--keepAliveTimeout', '65000'];
const web = supervise('web', 'dashboard', webArgs, dashboardEnv);
await waitForHttp(`http://127.0.0.1:${port}/`, web).catch((err: Error) => {
  say(`the dashboard ${err.message}`);
  return stop(1);
});

// The password is printed only on the embedded simulator: against a real API it was chosen
// by the operator (DEMO_PASSWORD is required then) and has no place in a log.
const password = process.env.DEMO_PASSWORD || 'fleet-demo';
const demoUsers = ['1', 'true'].includes(process.env.DEMO_USERS ?? '');
say(
  embedded
    ? `Open http://localhost:${port} — demo users admin / safety / dispatch, password ${password}`
    : demoUsers
      ? `Open http://localhost:${port} — demo users admin / safety / dispatch with DEMO_PASSWORD, or a user from DASHBOARD_USERS_FILE`
      : `Open http://localhost:${port} — sign in with a user from DASHBOARD_USERS_FILE`,
);
say('Press Ctrl+C to stop.');

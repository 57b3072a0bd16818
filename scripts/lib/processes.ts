// Child processes for `npm start` and `npm test`: labelled output, HTTP readiness, free ports.
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));
export const NEXT_BIN = 'node_modules/next/dist/bin/next';

/** Prints every line of `stream` with `[label] ` in front. */
function prefixLines(stream: NodeJS.ReadableStream, label: string, out: NodeJS.WriteStream) {
  createInterface({ input: stream, crlfDelay: Infinity }).on('line', (line) => out.write(`[${label}] ${line}\n`));
}

/** Runs `node <args>` in the repository with its output prefixed by `[label]`. */
export function spawnNode(label: string, args: string[], env: NodeJS.ProcessEnv): ChildProcess {
  const child = spawn(process.execPath, args, { cwd: REPO_ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
  prefixLines(child.stdout!, label, process.stdout);
  prefixLines(child.stderr!, label, process.stderr);
  return child;
}

/** Runs `node <args>` with inherited output (test runners keep their own formatting); resolves with the exit code. */
export function runNode(args: string[], env: NodeJS.ProcessEnv): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, args, { cwd: REPO_ROOT, env, stdio: 'inherit' });
    const forward = (signal: NodeJS.Signals) => child.kill(signal);
    process.on('SIGINT', forward).on('SIGTERM', forward);
    child.on('exit', (code, signal) => {
      process.off('SIGINT', forward).off('SIGTERM', forward);
      resolve(code ?? (signal ? 128 + 15 : 1));
    });
  });
}

/** Resolves with the exit code once the child has ended. */
export function exitOf(child: ChildProcess): Promise<number> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(child.exitCode ?? 1);
  return new Promise((resolve) => child.once('exit', (code) => resolve(code ?? 1)));
}

/** SIGTERM, then SIGKILL after 5 s if the child is still there; resolves once it has exited. */
export async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  const forced = setTimeout(() => child.kill('SIGKILL'), 5000);
  await exited;
  clearTimeout(forced);
}

/** Waits until `url` answers HTTP at all (any status); rejects if `child` exits first. */
export async function waitForHttp(url: string, child: ChildProcess): Promise<void> {
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(`exited (${child.exitCode ?? child.signalCode}) before answering at ${url}`);
    try {
      await fetch(url, { redirect: 'manual', signal: AbortSignal.timeout(10_000) });
      return;
    } catch {
      await new Promise((r) => setTimeout(r, 250));
    }
  }
}

/** True when something already listens on `port` (so we can say so instead of crashing later). */
export function portInUse(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(true));
    probe.listen(port, () => probe.close(() => resolve(false)));
  });
}

/**
 * Calls `onOrphaned` when our parent process goes away. `npm run` starts scripts through `sh -c`,
 * and sh does not pass SIGTERM on: without this, `kill <npm pid>` would leave servers running.
 */
export function whenOrphaned(onOrphaned: () => void) {
  const parent = process.ppid;
  setInterval(() => {
    if (process.ppid !== parent) onOrphaned();
  }, 1000).unref();
}

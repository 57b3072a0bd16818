// `next build` when the production build is missing or older than any of its sources.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { ChildProcess } from 'node:child_process';
import { NEXT_BIN, REPO_ROOT, spawnNode } from './processes';

// Everything `next build` reads. Tests, the simulator and scripts are not part of the app bundle.
const SOURCE_DIRS = ['app', 'components', 'lib', 'public'];
const SOURCE_FILES = [
  'proxy.ts',
  'instrumentation.ts',
  'next.config.mjs',
  'postcss.config.mjs',
  'tsconfig.json',
  'package.json',
  'package-lock.json',
];

function newestMtime(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs; // a deleted file shows as a newer directory
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)));
  return newest;
}

export function distDirOf(env: NodeJS.ProcessEnv): string {
  return env.NEXT_DIST_DIR || '.next';
}

/** Why a build is needed, or null when the existing one is up to date. */
export function buildNeeded(distDir: string): string | null {
  const marker = join(REPO_ROOT, distDir, 'BUILD_ID');
  if (!existsSync(marker)) return `no production build in ${distDir}/`;
  const builtAt = statSync(marker).mtimeMs;
  const sources = [...SOURCE_DIRS, ...SOURCE_FILES].map((p) => join(REPO_ROOT, p));
  const changed = sources.find((p) => newestMtime(p) > builtAt);
  return changed ? `sources changed since the last build (${changed.slice(REPO_ROOT.length)})` : null;
}

/** Starts `next build` with output prefixed `[build]` (await `exitOf(child)` for the result). */
export function startNextBuild(env: NodeJS.ProcessEnv): ChildProcess {
  return spawnNode('build', [NEXT_BIN, 'build'], { ...env, NEXT_TELEMETRY_DISABLED: '1' });
}

// Where the Playwright stack runs and how specs reach it. Ports and the build dir come from
// the environment so several engineers can run e2e at once (E2E_PORT, E2E_SIM_PORT, NEXT_DIST_DIR).
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Role } from '../../lib/auth/roles';
import { SIM_DEFAULTS } from '../../lib/fleet-api/constants';
import type { LoggedRequest } from '../../sim/http/request-log';

export const E2E_PORT = Number(process.env.E2E_PORT || 3210);
export const E2E_SIM_PORT = Number(process.env.E2E_SIM_PORT || 4210);
export const E2E_BASE_URL = `http://127.0.0.1:${E2E_PORT}`;
export const E2E_SIM_URL = `http://127.0.0.1:${E2E_SIM_PORT}`;
export const SIM_API_KEY = SIM_DEFAULTS.apiKey;

/** The demo users (contract §2) and the role each has. */
export const DEMO_USERS = { admin: 'admin', safety: 'safety_manager', dispatch: 'dispatcher' } as const satisfies Record<string, Role>;
export type DemoUser = keyof typeof DEMO_USERS;
export const DEMO_PASSWORD = process.env.DEMO_PASSWORD || 'fleet-demo';

const E2E_DIR = fileURLToPath(new URL('../', import.meta.url));

/** Saved session of a demo user (by user name or by role), written by `auth.setup.ts`. */
export function storageStateFor(who: DemoUser | Role): string {
  const user = (Object.keys(DEMO_USERS) as DemoUser[]).find((u) => u === who || DEMO_USERS[u] === who);
  if (!user) throw new Error(`no demo user for "${who}"`);
  return join(E2E_DIR, '.auth', String(E2E_PORT), `${user}.json`);
}

export type SimRequest = LoggedRequest;

/**
 * Requests the simulator received (oldest first, credentials redacted), for specs that assert
 * what reached the upstream: a predicate, or `{method, path}` where `path` matches as a prefix.
 */
export async function simRequests(filter?: ((r: SimRequest) => boolean) | { method?: string; path?: string }): Promise<SimRequest[]> {
  const res = await fetch(`${E2E_SIM_URL}/__sim/requests`, { headers: { authorization: SIM_API_KEY } });
  if (!res.ok) throw new Error(`GET /__sim/requests answered ${res.status}`);
  const all = (await res.json()) as SimRequest[];
  if (!filter) return all;
  if (typeof filter === 'function') return all.filter(filter);
  return all.filter(
    (r) => (!filter.method || r.method.toUpperCase() === filter.method.toUpperCase()) && (!filter.path || r.path.startsWith(filter.path)),
  );
}

/** Forgets what the simulator received so far (`DELETE /__sim/requests`). */
export async function clearSimRequests(): Promise<void> {
  const res = await fetch(`${E2E_SIM_URL}/__sim/requests`, { method: 'DELETE', headers: { authorization: SIM_API_KEY } });
  if (!res.ok) throw new Error(`DELETE /__sim/requests answered ${res.status}`);
}

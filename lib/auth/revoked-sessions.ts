import 'server-only';
// Sessions ended by signing out. A JWT session is otherwise valid until it expires, so a copy
// of the cookie (another tab's, a stolen one) would outlive the sign-out. The ids live in the
// dashboard database, so every instance sharing it refuses them; each instance keeps them in
// memory and re-reads them at most every REFRESH_MS, so a request costs no query.
import { getDb } from '@/lib/server/db';

const REFRESH_MS = 2_000;

interface RevokedCache {
  /** From the database, as of `loadedAt`. */
  sids: Set<string>;
  /** Revoked by this process (sid → unix seconds it would have ended), in force even if the write failed. */
  local: Map<string, number>;
  loadedAt: number;
  loading: Promise<void> | null;
}

// On globalThis: Next.js may bundle this module into several chunks that must share it.
const CACHE_KEY = Symbol.for('fleet-dashboard.revoked-sessions');
function cache(): RevokedCache {
  const holder = globalThis as { [CACHE_KEY]?: RevokedCache };
  holder[CACHE_KEY] ??= { sids: new Set(), local: new Map(), loadedAt: 0, loading: null };
  return holder[CACHE_KEY];
}

async function reload(state: RevokedCache): Promise<void> {
  try {
    const db = await getDb();
    const nowSec = Math.floor(Date.now() / 1000);
    const rows = await db.selectFrom('revoked_sessions').select('sid').where('expires_at', '>=', nowSec).execute();
    state.sids = new Set(rows.map((r) => r.sid));
    for (const [sid, expiresAt] of state.local) if (expiresAt < nowSec) state.local.delete(sid);
  } catch (error) {
    // The known ids stay in force; the next request tries again.
    console.error(`[auth] could not read signed-out sessions: ${error instanceof Error ? error.message : String(error)}`);
  } finally {
    state.loadedAt = Date.now();
  }
}

/** True when the session with this id was signed out (here or on another instance sharing the database). */
export async function isSessionRevoked(sid: string): Promise<boolean> {
  const state = cache();
  if (state.local.has(sid) || state.sids.has(sid)) return true;
  if (Date.now() - state.loadedAt >= REFRESH_MS) {
    state.loading ??= reload(state).finally(() => (state.loading = null));
    await state.loading;
  }
  return state.sids.has(sid);
}

/** Ends a session for good: this instance refuses it at once, the others within REFRESH_MS. */
export async function revokeSession(sid: string, username: string, expiresAtSec: number): Promise<void> {
  cache().local.set(sid, expiresAtSec);
  const db = await getDb();
  await db
    .insertInto('revoked_sessions')
    .values({ sid, username, revoked_at: new Date().toISOString(), expires_at: Math.ceil(expiresAtSec) })
    .onConflict((oc) => oc.column('sid').doNothing())
    .execute();
  // Pruned here, on the rare write, not on the reads every request path may trigger.
  await db.deleteFrom('revoked_sessions').where('expires_at', '<', Math.floor(Date.now() / 1000)).execute();
}

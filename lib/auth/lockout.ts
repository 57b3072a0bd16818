import 'server-only';
// Sign-in lockout: after MAX_FAILURES failed attempts for one username within WINDOW_MS, that
// username is refused until LOCK_MS have passed. In memory (one dashboard process); a
// restart forgets it, which is acceptable for slowing down password guessing.
export const MAX_FAILURES = 5;
export const WINDOW_MS = 15 * 60_000;
export const LOCK_MS = 15 * 60_000;
const MAX_TRACKED = 10_000;

interface Entry {
  failures: number[];
  lockedUntil: number;
}
const entries = new Map<string, Entry>();

const keyOf = (username: string) => username.trim().toLowerCase();

/** Milliseconds the username stays locked, or 0. */
export function lockedForMs(username: string, now = Date.now()): number {
  const entry = entries.get(keyOf(username));
  return entry && entry.lockedUntil > now ? entry.lockedUntil - now : 0;
}

/** Bounded memory: forget the oldest name that is not locked (Map keeps insertion order). */
function makeRoom(now: number) {
  if (entries.size < MAX_TRACKED) return;
  for (const [key, entry] of entries) {
    if (entry.lockedUntil <= now) return void entries.delete(key);
  }
  entries.delete(entries.keys().next().value!); // every name locked: the oldest lock goes
}

/** Counts one failure; the MAX_FAILURES-th within the window locks the username. */
export function recordFailure(username: string, now = Date.now()): void {
  const key = keyOf(username);
  if (!entries.has(key)) makeRoom(now);
  const entry = entries.get(key) ?? { failures: [], lockedUntil: 0 };
  entry.failures = [...entry.failures.filter((t) => now - t < WINDOW_MS), now];
  if (entry.failures.length >= MAX_FAILURES) {
    entry.lockedUntil = now + LOCK_MS;
    entry.failures = [];
  }
  entries.set(key, entry);
}

/**
 * Starts a sign-in attempt: refused (the locked milliseconds are returned) while the username
 * is locked, else counted as a failure right away — before the slow password check — so that
 * parallel guesses cannot all pass the lock check first. A success then clears the count.
 */
export function beginAttempt(username: string, now = Date.now()): number {
  const locked = lockedForMs(username, now);
  if (locked === 0) recordFailure(username, now);
  return locked;
}

export function recordSuccess(username: string): void {
  entries.delete(keyOf(username));
}

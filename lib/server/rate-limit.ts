import 'server-only';
// Per-user rate limit of the BFF: a fixed one-minute window per user, in memory (one
// dashboard process). Returns the seconds to wait when the user is over the limit.
const WINDOW_MS = 60_000;
const windows = new Map<string, { start: number; count: number }>();

export function rateLimitRetryAfterSec(key: string, limitPerMinute: number, now = Date.now()): number {
  let window = windows.get(key);
  if (!window || now - window.start >= WINDOW_MS) {
    if (windows.size > 10_000) windows.clear(); // bounded memory; at worst a fresh window
    window = { start: now, count: 0 };
    windows.set(key, window);
  }
  window.count += 1;
  return window.count > limitPerMinute ? Math.max(1, Math.ceil((window.start + WINDOW_MS - now) / 1000)) : 0;
}

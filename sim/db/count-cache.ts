// Remembers `COUNT(*)` answers (the `totalElements` of a page) until the database changes:
// paging through a large filtered collection repeats the same count for every page.
import type Database from 'better-sqlite3';
import type { SqlValue } from './criteria-sql';

const MAX_ENTRIES = 256;

/**
 * Changes whenever data may have changed: rows written on this connection (total_changes()
 * counts every INSERT/UPDATE/DELETE, trigger programs included) or commits by another
 * connection to the same file (data_version).
 */
export function writeGeneration(db: Database.Database): string {
  const changes = db.prepare('SELECT total_changes()').pluck().get() as number;
  return `${changes}:${db.pragma('data_version', { simple: true }) as number}`;
}

const caches = new WeakMap<Database.Database, Map<string, { generation: string; n: number }>>();

/** `count()` for the statement `sql` with `params`, reused while nothing was written. */
export function cachedCount(db: Database.Database, sql: string, params: SqlValue[], count: () => number): number {
  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = new Map()));
  const key = `${sql}\u0000${JSON.stringify(params)}`;
  const generation = writeGeneration(db);
  const hit = cache.get(key);
  if (hit && hit.generation === generation) return hit.n;
  const n = count();
  cache.delete(key); // re-inserted last: the map's order is its age
  cache.set(key, { generation, n });
  if (cache.size > MAX_ENTRIES) cache.delete(cache.keys().next().value!);
  return n;
}

import 'server-only';
// Picks the Kysely dialect. SQLite (better-sqlite3) is the default; a PostgreSQL database
// shared by several dashboard instances needs only a dialect here (`DATABASE_URL`) — the
// queries and migrations are written to run on both.
import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import Database from 'better-sqlite3';
import { SqliteDialect, type Dialect } from 'kysely';
import type { DialectKind } from './migrations';

export const DEFAULT_DASHBOARD_DB = '.data/dashboard.db';

export function createDialect(env: Record<string, string | undefined> = process.env): { kind: DialectKind; dialect: Dialect } {
  if (env.DATABASE_URL) {
    // Kysely's PostgresDialect takes a `pg` Pool; `pg` is not installed yet, so say so plainly.
    throw new Error(
      'DATABASE_URL is set, but PostgreSQL support needs the "pg" package: npm install pg, then return ' +
        "{ kind: 'postgres', dialect: new PostgresDialect({ pool: new Pool({ connectionString }) }) } here.",
    );
  }
  const file = env.DASHBOARD_DB?.trim() || DEFAULT_DASHBOARD_DB;
  if (file !== ':memory:') mkdirSync(dirname(resolve(/*turbopackIgnore: true*/ file)), { recursive: true });
  const database = new Database(file);
  // WAL lets several processes (e.g. two `next start`s in tests) read while one writes.
  database.pragma('journal_mode = WAL');
  database.pragma('busy_timeout = 5000');
  return { kind: 'sqlite', dialect: new SqliteDialect({ database }) };
}

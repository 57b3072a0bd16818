import 'server-only';
// Picks the Kysely dialect: PostgreSQL when DATABASE_URL is set (several dashboard instances
// sharing one database), else a SQLite file of this instance (DASHBOARD_DB). The queries and
// migrations are written once and run on both.
import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import Database from 'better-sqlite3';
import { PostgresDialect, SqliteDialect, type Dialect } from 'kysely';
import { Pool } from 'pg';
import type { DialectKind } from './migrations';

export const DEFAULT_DASHBOARD_DB = '.data/dashboard.db';
/** Connections per dashboard instance; the receiver and the pages need only a few. */
const POSTGRES_POOL_MAX = 10;

export function createDialect(env: Record<string, string | undefined> = process.env): { kind: DialectKind; dialect: Dialect } {
  const databaseUrl = env.DATABASE_URL?.trim();
  if (databaseUrl) {
    if (!/^postgres(ql)?:\/\//.test(databaseUrl)) {
      throw new Error('DATABASE_URL must be a PostgreSQL address, postgres://user:password@host:5432/database');
    }
    const pool = new Pool({ connectionString: databaseUrl, max: POSTGRES_POOL_MAX });
    // An idle connection the server drops must not crash the process; the pool replaces it.
    pool.on('error', (error) => console.error(`[db] idle PostgreSQL connection failed: ${error.message}`));
    return { kind: 'postgres', dialect: new PostgresDialect({ pool }) };
  }
  const file = env.DASHBOARD_DB?.trim() || DEFAULT_DASHBOARD_DB;
  if (file !== ':memory:') mkdirSync(dirname(resolve(/*turbopackIgnore: true*/ file)), { recursive: true });
  const database = new Database(file);
  // WAL lets several processes (e.g. two `next start`s in tests) read while one writes.
  database.pragma('journal_mode = WAL');
  database.pragma('busy_timeout = 5000');
  return { kind: 'sqlite', dialect: new SqliteDialect({ database }) };
}

import 'server-only';
// The dashboard's own database: one Kysely instance per process, migrated on first use.
import { Kysely, Migrator } from 'kysely';
import { createDialect } from './dialect';
import { dashboardMigrations } from './migrations';
import type { DashboardDatabase } from './schema';

// Kept on globalThis: Next.js may bundle this module into several route chunks, and they
// must share one connection and one migration run.
const GLOBAL_KEY = Symbol.for('fleet-dashboard.db');
type Holder = { [GLOBAL_KEY]?: Promise<Kysely<DashboardDatabase>> };

/** Opens and migrates a database (exported for tests, which pass their own env). */
export async function openDatabase(env: Record<string, string | undefined> = process.env): Promise<Kysely<DashboardDatabase>> {
  const { kind, dialect } = createDialect(env);
  const db = new Kysely<DashboardDatabase>({ dialect });
  const migrator = new Migrator({ db, provider: { getMigrations: async () => dashboardMigrations(kind) } });
  const { error } = await migrator.migrateToLatest();
  if (error) {
    await db.destroy();
    throw new Error(`dashboard database migration failed: ${error instanceof Error ? error.message : String(error)}`);
  }
  return db;
}

export function getDb(): Promise<Kysely<DashboardDatabase>> {
  const holder = globalThis as Holder;
  holder[GLOBAL_KEY] ??= openDatabase(process.env).catch((error) => {
    delete holder[GLOBAL_KEY]; // let the next request try again
    throw error;
  });
  return holder[GLOBAL_KEY];
}

// The dashboard database on PostgreSQL (DATABASE_URL): the same migrations and stores over the
// `pg` driver, against a real PostgreSQL engine (test/support/postgres.ts).
import { startPostgres } from '../support/postgres';
import { describeDashboardDb } from './dashboard-db-suite';

describeDashboardDb('PostgreSQL', async () => {
  const postgres = await startPostgres();
  return { env: { DATABASE_URL: postgres.url }, tearDown: () => postgres.stop() };
});

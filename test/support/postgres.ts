// A real PostgreSQL for tests, with no system service to install: PGlite (PostgreSQL compiled
// to WebAssembly) behind its wire-protocol socket server. The dashboard connects with its own
// `pg` Pool and Kysely's PostgresDialect, exactly as it would to a PostgreSQL server.
import { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';

export interface TestPostgres {
  /** `postgres://…` for DATABASE_URL. */
  url: string;
  stop(): Promise<void>;
}

export async function startPostgres(): Promise<TestPostgres> {
  const db = await PGlite.create();
  // The server multiplexes several client connections onto the one engine (a pool needs more than one).
  const server = new PGLiteSocketServer({ db, port: 0, host: '127.0.0.1', maxConnections: 20 });
  await server.start();
  return {
    url: `postgres://postgres:postgres@${server.getServerConn()}/postgres`,
    async stop() {
      await server.stop();
      await db.close();
    },
  };
}

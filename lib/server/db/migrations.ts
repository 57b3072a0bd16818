// Schema migrations, in code (not files) so they survive bundling by Next.js. Kysely's
// Migrator runs them in name order and records what ran. Only the id column differs
// between SQLite and PostgreSQL, so each migration takes the dialect kind.
import { sql, type Kysely, type Migration } from 'kysely';

export type DialectKind = 'sqlite' | 'postgres';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations see the schema as it was then
type AnyDb = Kysely<any>;

function idColumn(kind: DialectKind) {
  return kind === 'postgres' ? sql`serial primary key` : sql`integer primary key autoincrement`;
}

export function dashboardMigrations(kind: DialectKind): Record<string, Migration> {
  return {
    '001_webhooks': {
      async up(db: AnyDb) {
        await db.schema
          .createTable('webhook_deliveries')
          .addColumn('id', idColumn(kind))
          .addColumn('event_id', 'text', (c) => c.notNull().unique())
          .addColumn('event_type', 'text', (c) => c.notNull())
          .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(1))
          .addColumn('signature_valid', 'integer', (c) => c.notNull())
          .addColumn('received_at', 'text', (c) => c.notNull())
          .addColumn('last_received_at', 'text', (c) => c.notNull())
          .addColumn('headers', 'text', (c) => c.notNull())
          .addColumn('payload', 'text', (c) => c.notNull())
          .execute();
        await db.schema
          .createIndex('webhook_deliveries_last_received')
          .on('webhook_deliveries')
          .columns(['last_received_at', 'id'])
          .execute();

        await db.schema
          .createTable('webhook_audit')
          .addColumn('id', idColumn(kind))
          .addColumn('at', 'text', (c) => c.notNull())
          .addColumn('actor', 'text', (c) => c.notNull())
          .addColumn('action', 'text', (c) => c.notNull())
          .addColumn('subscription_id', 'integer')
          .addColumn('changes', 'text', (c) => c.notNull())
          .addColumn('detail', 'text')
          .execute();

        await db.schema
          .createTable('receiver_secrets')
          .addColumn('subscription_id', 'integer', (c) => c.primaryKey())
          .addColumn('secret', 'text', (c) => c.notNull())
          .addColumn('created_at', 'text', (c) => c.notNull())
          .execute();
      },
      async down(db: AnyDb) {
        await db.schema.dropTable('receiver_secrets').execute();
        await db.schema.dropTable('webhook_audit').execute();
        await db.schema.dropTable('webhook_deliveries').execute();
      },
    },
    '002_revoked_sessions': {
      // Signed-out sessions, so that a copy of the cookie stops working too (JWT sessions are
      // otherwise valid until they expire). Rows go once the session would have ended anyway.
      async up(db: AnyDb) {
        await db.schema
          .createTable('revoked_sessions')
          .addColumn('sid', 'text', (c) => c.primaryKey())
          .addColumn('username', 'text', (c) => c.notNull())
          .addColumn('revoked_at', 'text', (c) => c.notNull())
          .addColumn('expires_at', 'bigint', (c) => c.notNull())
          .execute();
        await db.schema.createIndex('revoked_sessions_expires').on('revoked_sessions').column('expires_at').execute();
      },
      async down(db: AnyDb) {
        await db.schema.dropTable('revoked_sessions').execute();
      },
    },
  };
}

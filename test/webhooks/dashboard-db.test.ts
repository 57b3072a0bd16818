// The dashboard database on SQLite (the default: DASHBOARD_DB, a file created with its directory).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { describeDashboardDb } from './dashboard-db-suite';

describeDashboardDb('SQLite', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'dashboard-db-test-'));
  return {
    // The directory is created on first use; an outer DATABASE_URL must not pick PostgreSQL here.
    env: { DATABASE_URL: '', DASHBOARD_DB: join(dir, 'nested', 'dashboard.db') },
    tearDown: async () => rmSync(dir, { recursive: true, force: true }),
  };
});

describe('DATABASE_URL', () => {
  it('must be a PostgreSQL address', async () => {
    const { createDialect } = await import('@/lib/server/db/dialect');
    expect(() => createDialect({ DATABASE_URL: 'mysql://localhost/fleet' })).toThrow(/must be a PostgreSQL address/);
    expect(createDialect({ DATABASE_URL: 'postgresql://u:p@db.internal:5432/fleet' }).kind).toBe('postgres');
  });
});

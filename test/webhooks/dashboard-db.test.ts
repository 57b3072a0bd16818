// The dashboard database in-process: migrations run once and are idempotent, the store
// de-duplicates by event id (also under concurrent arrivals), lists newest first, and the
// PostgreSQL switch fails with a message that says what to do.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const dir = mkdtempSync(join(tmpdir(), 'dashboard-db-test-'));
const file = join(dir, 'nested', 'dashboard.db'); // the directory is created on first use

beforeAll(() => {
  process.env.DASHBOARD_DB = file;
});
afterAll(async () => {
  const { getDb } = await import('@/lib/server/db');
  await (await getDb()).destroy();
  rmSync(dir, { recursive: true, force: true });
});

describe('dashboard database', () => {
  it('migrates a fresh file, and migrating again changes nothing', async () => {
    const { openDatabase } = await import('@/lib/server/db');
    const first = await openDatabase({ DASHBOARD_DB: file });
    const tables = (await first.introspection.getTables()).map((t) => t.name).sort();
    expect(tables).toEqual(expect.arrayContaining(['receiver_secrets', 'webhook_audit', 'webhook_deliveries']));
    await first.destroy();
    const second = await openDatabase({ DASHBOARD_DB: file });
    expect((await second.introspection.getTables()).length).toBe(tables.length);
    await second.destroy();
  });

  it('keeps one row per event id and counts every arrival, even concurrent ones', async () => {
    const { recordDelivery, listDeliveries } = await import('@/lib/webhooks/delivery-store');
    const arrival = (eventId: string, at: string) => ({
      eventId,
      eventType: 'truck.updated',
      headers: { 'content-type': 'application/json' },
      payload: `{"id":"${eventId}"}`,
      receivedAt: new Date(at),
    });
    await recordDelivery(arrival('evt_a', '2026-01-01T00:00:00Z'));
    await Promise.all([1, 2, 3].map(() => recordDelivery(arrival('evt_b', '2026-01-01T00:00:01Z'))));
    const again = await recordDelivery(arrival('evt_a', '2026-01-01T00:00:02Z'));
    expect(again.attempts).toBe(2);

    const page = await listDeliveries(0, 10);
    expect(page.totalElements).toBe(2);
    expect(page.content.map((d) => [d.eventId, d.attempts])).toEqual([
      ['evt_a', 2], // last arrival is the newest
      ['evt_b', 3],
    ]);
    expect(page.content[0]).toMatchObject({ receivedAt: '2026-01-01T00:00:00.000Z', lastReceivedAt: '2026-01-01T00:00:02.000Z' });
    expect((await listDeliveries(1, 1)).content.map((d) => d.eventId)).toEqual(['evt_b']);
  });

  it('remembers and forgets receiver secrets per subscription', async () => {
    const { rememberReceiverSecret, forgetReceiverSecret, listReceiverSecrets } = await import('@/lib/webhooks/receiver-secrets');
    await rememberReceiverSecret(7, 'whsec_one');
    await rememberReceiverSecret(7, 'whsec_two'); // re-created: the new secret replaces the old
    await rememberReceiverSecret(8, 'whsec_three');
    expect((await listReceiverSecrets()).sort()).toEqual(['whsec_three', 'whsec_two']);
    await forgetReceiverSecret(7);
    expect(await listReceiverSecrets()).toEqual(['whsec_three']);
  });

  it('says how to enable PostgreSQL when DATABASE_URL is set', async () => {
    const { createDialect } = await import('@/lib/server/db/dialect');
    expect(() => createDialect({ DATABASE_URL: 'postgres://localhost/fleet' })).toThrow(/npm install pg/);
  });
});

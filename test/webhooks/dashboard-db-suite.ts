// The dashboard database's behaviour, run once per engine (dashboard-db.test.ts: SQLite,
// dashboard-db-postgres.test.ts: PostgreSQL): migrations run once and are idempotent, the
// delivery store de-duplicates by event id (also under concurrent arrivals) and lists newest
// first, the audit trail and the receiver secrets round-trip, signed-out sessions are kept
// until they would have ended.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/** `env` selects the engine; the stores read it from process.env on their first query. */
export function describeDashboardDb(engine: string, setUp: () => Promise<{ env: Record<string, string>; tearDown(): Promise<void> }>) {
  describe(`dashboard database on ${engine}`, () => {
    let env: Record<string, string>;
    let tearDown: () => Promise<void>;
    beforeAll(async () => {
      ({ env, tearDown } = await setUp());
      Object.assign(process.env, env);
    });
    afterAll(async () => {
      const { getDb } = await import('@/lib/server/db');
      await (await getDb()).destroy();
      await tearDown();
    });

    it('migrates a fresh database, and migrating again changes nothing', async () => {
      const { openDatabase } = await import('@/lib/server/db');
      const first = await openDatabase(env);
      const tables = (await first.introspection.getTables()).map((t) => t.name).sort();
      expect(tables).toEqual(['receiver_secrets', 'revoked_sessions', 'webhook_audit', 'webhook_deliveries']);
      await first.destroy();
      const second = await openDatabase(env);
      expect((await second.introspection.getTables()).map((t) => t.name).sort()).toEqual(tables);
      await second.destroy();
    });

    it('keeps signed-out sessions until they would have ended, then lets them go', async () => {
      const { revokeSession, isSessionRevoked } = await import('@/lib/auth/revoked-sessions');
      const { getDb } = await import('@/lib/server/db');
      const nowSec = Math.floor(Date.now() / 1000);
      const db = await getDb();
      await db.insertInto('revoked_sessions').values({ sid: 'sid-old', username: 'admin', revoked_at: new Date().toISOString(), expires_at: nowSec - 10 }).execute();
      await revokeSession('sid-live', 'admin', nowSec + 3600);
      await revokeSession('sid-live', 'admin', nowSec + 3600); // twice is fine
      expect(await isSessionRevoked('sid-live')).toBe(true);
      expect(await isSessionRevoked('sid-old')).toBe(false);
      expect(await isSessionRevoked('sid-never')).toBe(false);
      const rows = await db.selectFrom('revoked_sessions').select('sid').execute();
      expect(rows.map((r) => r.sid)).toEqual(['sid-live']);
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
      expect(page).toMatchObject({ totalElements: 2, totalPages: 1, page: 0, size: 10 });
      expect(page.content.map((d) => [d.eventId, d.attempts, d.signatureValid])).toEqual([
        ['evt_a', 2, true], // last arrival is the newest
        ['evt_b', 3, true],
      ]);
      expect(page.content[0]).toMatchObject({ receivedAt: '2026-01-01T00:00:00.000Z', lastReceivedAt: '2026-01-01T00:00:02.000Z' });
      expect(page.content[0].headers).toEqual({ 'content-type': 'application/json' });
      expect((await listDeliveries(1, 1)).content.map((d) => d.eventId)).toEqual(['evt_b']);
    });

    it('keeps the audit trail newest first, with its changes and details', async () => {
      const { recordAudit, listAudit } = await import('@/lib/webhooks/audit-store');
      await recordAudit({ actor: 'admin', action: 'create', subscriptionId: 3, changes: { url: { before: null, after: 'https://a.example/hook' } } });
      await recordAudit({ actor: 'admin', action: 'test', subscriptionId: 3, detail: { delivered: true, responseStatus: 200 } });
      const page = await listAudit(0, 10);
      expect(page.totalElements).toBe(2);
      expect(page.content.map((e) => e.action)).toEqual(['test', 'create']);
      expect(page.content[0]).toMatchObject({ actor: 'admin', subscriptionId: 3, changes: {}, detail: { delivered: true, responseStatus: 200 } });
      expect(page.content[1]).toMatchObject({ changes: { url: { before: null, after: 'https://a.example/hook' } }, detail: null });
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
  });
}

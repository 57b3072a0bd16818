// Two dashboard instances (`next start` on the build) sharing one PostgreSQL database through
// DATABASE_URL: both migrate it on their first request at once (Kysely's migration lock), a
// delivery and its retry that reach different instances are one row with two attempts, and
// each instance lists what the other stored.
import { randomUUID } from 'node:crypto';
import { Pool } from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { SIM_DEFAULTS } from '@/lib/fleet-api/constants';
import { signatureHeader } from '@/lib/fleet-api/webhook-signature';
import { storedDeliveryPageSchema } from '@/lib/webhooks/dashboard-schemas';
import { startPostgres, type TestPostgres } from '../support/postgres';
import { dashboardEnvFor, signIn, startDashboard, startSimulator, type Dashboard, type Simulator } from '../support/stack';

let postgres: TestPostgres;
let sim: Simulator;
const dashboards: Dashboard[] = [];

beforeAll(async () => {
  postgres = await startPostgres();
  sim = await startSimulator({ port: 0, quiet: true });
  for (let i = 0; i < 2; i++) {
    dashboards.push(await startDashboard({ env: dashboardEnvFor({ url: sim.url, apiKey: sim.apiKey }, { DATABASE_URL: postgres.url }) }));
  }
});
afterAll(async () => {
  for (const dashboard of dashboards) await dashboard.stop();
  await sim?.close();
  await postgres?.stop();
});

function deliver(dashboard: Dashboard, body: string, eventId: string, attempt: number) {
  return fetch(`${dashboard.url}/api/webhooks/receive`, {
    method: 'POST',
    body,
    headers: {
      'content-type': 'application/json',
      'x-service-event-id': eventId,
      'x-service-delivery-attempt': String(attempt),
      'x-service-signature': signatureHeader(SIM_DEFAULTS.demoWebhookSecret, Math.floor(Date.now() / 1000), body),
    },
  });
}

it('stores deliveries to either instance in the one database, retries counted on the same row', async () => {
  const eventId = `evt_${randomUUID()}`;
  const body = JSON.stringify({ id: eventId, type: 'truck.updated', createdAt: new Date().toISOString(), data: { truckId: 12 } });
  // First requests to both at once: both run the migrations on first use.
  const [first, retry] = await Promise.all([deliver(dashboards[0], body, eventId, 1), deliver(dashboards[1], body, eventId, 2)]);
  expect([first.status, retry.status]).toEqual([200, 200]);
  const outcomes = [await first.json(), await retry.json()] as { attempts: number; duplicate: boolean }[];
  expect(outcomes.map((o) => o.attempts).sort()).toEqual([1, 2]);
  expect(outcomes.filter((o) => o.duplicate)).toHaveLength(1);

  for (const dashboard of dashboards) {
    const cookie = await signIn(dashboard.url, 'admin', 'fleet-demo');
    const res = await fetch(`${dashboard.url}/api/webhooks/received?size=50`, { headers: { cookie } });
    expect(res.status).toBe(200);
    const rows = storedDeliveryPageSchema.parse(await res.json()).content.filter((d) => d.eventId === eventId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ eventType: 'truck.updated', attempts: 2, signatureValid: true, payload: body });
  }

  // And it really is PostgreSQL that holds it.
  const pool = new Pool({ connectionString: postgres.url, max: 1 });
  try {
    const { rows } = await pool.query('select attempts from webhook_deliveries where event_id = $1', [eventId]);
    expect(rows).toEqual([{ attempts: 2 }]);
  } finally {
    await pool.end();
  }
});

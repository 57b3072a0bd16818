// Deliveries (contract §4.5): signed raw bodies, 3 attempts with growing gaps, same event id,
// and the events that mutations emit.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningSimulator } from '../../sim/server';
import { call, startSmallSimulator } from './sim-client';
import { startReceiver, type ReceivedDelivery, type Receiver } from './webhook-receiver';

const HOOKS = '/api/public/webhooks';
const BACKOFF_MS = 150;

async function subscribe(sim: RunningSimulator, url: string, eventTypes: string[]) {
  const { body } = await call(sim, HOOKS, { method: 'POST', body: { url, eventTypes } });
  return body as { id: number; secret: string };
}

/** Verifies a delivery the way a receiver must: HMAC over "<t>.<raw body>", constant-time. */
function verify(delivery: ReceivedDelivery, secret: string): boolean {
  const header = String(delivery.headers['x-service-signature']);
  const match = /^t=(\d+),v1=([0-9a-f]{64})$/.exec(header);
  if (!match) return false;
  const expected = createHmac('sha256', secret).update(`${match[1]}.${delivery.rawBody}`).digest();
  return timingSafeEqual(expected, Buffer.from(match[2], 'hex'));
}

describe('webhook deliveries', () => {
  let sim: RunningSimulator;
  const receivers: Receiver[] = [];
  const receiver = async (statusFor?: (n: number) => number) => {
    const r = await startReceiver(statusFor);
    receivers.push(r);
    return r;
  };
  beforeAll(async () => {
    sim = await startSmallSimulator({ trucks: 12, drivers: 12, events: 20, webhookBackoffMs: BACKOFF_MS, webhookTimeoutMs: 2000 });
  });
  afterAll(async () => {
    await sim.close();
    await Promise.all(receivers.map((r) => r.close()));
  });

  it('signs the raw body with the subscription secret and sends the contract headers', async () => {
    const r = await receiver();
    const sub = await subscribe(sim, r.url, ['webhook.test']);
    const result = await call(sim, `${HOOKS}/${sub.id}/test`);
    const [d] = await r.waitFor(1);
    expect(d.headers['content-type']).toBe('application/json');
    expect(d.headers['x-service-event-id']).toBe(result.body.eventId);
    expect(d.headers['x-service-event-type']).toBe('webhook.test');
    expect(d.headers['x-service-delivery-attempt']).toBe('1');
    expect(d.body).toEqual({ id: result.body.eventId, type: 'webhook.test', createdAt: expect.any(String), data: expect.any(Object) });
    expect(verify(d, sub.secret)).toBe(true);
    expect(verify(d, `${sub.secret}x`)).toBe(false);
    expect(verify({ ...d, rawBody: d.rawBody.replace('webhook.test', 'webhook.tesT') }, sub.secret)).toBe(false);
    const t = Number(/t=(\d+)/.exec(String(d.headers['x-service-signature']))![1]);
    expect(Math.abs(t - Date.now() / 1000)).toBeLessThan(300);
  });

  it('makes 3 attempts with growing gaps and the same event id when the receiver keeps failing', async () => {
    const r = await receiver(() => 500);
    const sub = await subscribe(sim, r.url, ['webhook.test']);
    const first = await call(sim, `${HOOKS}/${sub.id}/test`);
    expect(first.body).toMatchObject({ delivered: false, attempt: 1, responseStatus: 500 });
    const attempts = await r.waitFor(3);
    expect(attempts.map((d) => d.headers['x-service-delivery-attempt'])).toEqual(['1', '2', '3']);
    expect(new Set(attempts.map((d) => d.headers['x-service-event-id']))).toEqual(new Set([first.body.eventId]));
    expect(new Set(attempts.map((d) => d.rawBody)).size).toBe(1);
    const gap1 = attempts[1].at - attempts[0].at;
    const gap2 = attempts[2].at - attempts[1].at;
    expect(gap1).toBeGreaterThanOrEqual(BACKOFF_MS * 0.9);
    expect(gap2).toBeGreaterThanOrEqual(BACKOFF_MS * 2 * 0.9);
    expect(gap2).toBeGreaterThan(gap1);
    // No fourth attempt: wait longer than the next gap would be, then count.
    await new Promise((resolve) => setTimeout(resolve, BACKOFF_MS * 6));
    expect(r.deliveries).toHaveLength(3);
  });

  it('stops after the first 2xx: fails twice, then succeeds = exactly 3 attempts', async () => {
    const r = await receiver((n) => (n <= 2 ? 503 : 200));
    const sub = await subscribe(sim, r.url, ['webhook.test']);
    await call(sim, `${HOOKS}/${sub.id}/test`);
    await r.waitFor(3);
    await new Promise((resolve) => setTimeout(resolve, BACKOFF_MS * 6));
    expect(r.deliveries.map((d) => d.headers['x-service-delivery-attempt'])).toEqual(['1', '2', '3']);
  });

  it('delivers once when the first attempt succeeds', async () => {
    const r = await receiver(() => 202);
    const sub = await subscribe(sim, r.url, ['webhook.test']);
    expect((await call(sim, `${HOOKS}/${sub.id}/test`)).body.delivered).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, BACKOFF_MS * 3));
    expect(r.deliveries).toHaveLength(1);
  });

  it('treats a receiver slower than the timeout as a failure', async () => {
    const slow = await startSmallSimulator({ trucks: 1, drivers: 1, events: 0, webhookBackoffMs: 20, webhookTimeoutMs: 300 });
    const { createServer } = await import('node:http');
    let hits = 0;
    const server = createServer((_req, res) => {
      hits++;
      setTimeout(() => res.end(), 2000);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const url = `http://127.0.0.1:${(server.address() as import('node:net').AddressInfo).port}/slow`;
      const sub = await subscribe(slow, url, ['webhook.test']);
      const result = await call(slow, `${HOOKS}/${sub.id}/test`);
      expect(result.body).toMatchObject({ delivered: false, attempt: 1, responseStatus: null });
      expect(result.body.error).toMatch(/300 ms/);
      expect(hits).toBe(1);
    } finally {
      await slow.close();
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it('emits truck, driver, assignment and low-charge events to active subscriptions that list them', async () => {
    const r = await receiver();
    const all = await subscribe(sim, r.url, [
      'truck.created', 'truck.updated', 'truck.deleted', 'driver.created', 'driver.updated', 'driver.deleted',
      'driver.assignment.changed', 'ev.charge.low',
    ]);
    const onlyDeletes = await receiver();
    await subscribe(sim, onlyDeletes.url, ['truck.deleted']);
    const inactive = await receiver();
    const off = await subscribe(sim, inactive.url, ['truck.created']);
    await call(sim, `${HOOKS}/${off.id}`, { method: 'PATCH', body: { active: false } });

    const truck = (await call(sim, '/api/public/trucks', { method: 'POST', body: { unitNumber: 'EVT-1', make: 'Tesla', model: 'Semi', year: 2025, fuelType: 'ELECTRIC', chargeLevel: 60, rangeKm: 480 } })).body;
    await call(sim, `/api/public/trucks/${truck.id}`, { method: 'PATCH', body: { chargeLevel: 12, rangeKm: 96 } });
    await call(sim, `/api/public/trucks/${truck.id}`, { method: 'PATCH', body: { chargeLevel: 10 } }); // already low: no second alert
    const driver = (await call(sim, '/api/public/drivers', { method: 'POST', body: { firstName: 'Eve', lastName: 'Ent', email: 'eve.ent@fleetco.example', username: 'eent', truckId: truck.id } })).body;
    await call(sim, `/api/public/drivers/${driver.id}`, { method: 'DELETE' });
    await call(sim, `/api/public/trucks/${truck.id}`, { method: 'DELETE' });

    const got = await r.waitFor(9);
    const types = got.map((d) => d.body.type);
    expect(types.filter((t) => t === 'ev.charge.low')).toHaveLength(1);
    expect(types).toEqual(expect.arrayContaining(['truck.created', 'truck.updated', 'ev.charge.low', 'driver.created', 'driver.assignment.changed', 'driver.deleted', 'truck.deleted']));
    const low = got.find((d) => d.body.type === 'ev.charge.low')!;
    expect(low.body.data).toEqual({ truckId: truck.id, unitNumber: 'EVT-1', chargeLevel: 12, rangeKm: 96 });
    const created = got.find((d) => d.body.type === 'truck.created')!;
    expect(created.body.data).toMatchObject({ id: truck.id, unitNumber: 'EVT-1' });
    const assignment = got.find((d) => d.body.type === 'driver.assignment.changed')!;
    expect(assignment.body.data).toMatchObject({ driverId: driver.id, previousTruckId: null, truckId: truck.id });
    for (const d of got) expect(verify(d, all.secret)).toBe(true);

    const deletes = await onlyDeletes.waitFor(1);
    expect(deletes.map((d) => d.body.type)).toEqual(['truck.deleted']);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(onlyDeletes.deliveries).toHaveLength(1);
    expect(inactive.deliveries).toHaveLength(0);
  });
});

describe('DMS event deliveries', () => {
  it('emits dms.event.created and driver.score.updated for a recorded event', async () => {
    const r = await startReceiver();
    const sim = await startSmallSimulator({ trucks: 5, drivers: 5, events: 20 });
    try {
      await subscribe(sim, r.url, ['dms.event.created', 'driver.score.updated']);
      const driver = (await call(sim, '/api/public/drivers?truckId.specified=true&size=1')).body.content[0];
      const created = await call(sim, '/__sim/dms-events', { method: 'POST', body: { driverId: driver.id, type: 'PHONE_USE', severity: 'HIGH' } });
      expect(created.status).toBe(201);
      expect(created.body).toMatchObject({ driverId: driver.id, type: 'PHONE_USE', severity: 'HIGH', truckId: driver.truckAssignment.truckId });
      const got = await r.waitFor(2);
      const byType = Object.fromEntries(got.map((d) => [d.body.type, d.body.data]));
      expect(byType['dms.event.created']).toEqual(created.body);
      expect(byType['driver.score.updated']).toMatchObject({ driverId: driver.id });
      expect((await call(sim, `/safety/dms/events?id.equals=${created.body.id}`)).body.content[0]).toEqual(created.body);
      const problem = await call(sim, '/__sim/dms-events', { method: 'POST', body: { type: 'SNEEZING' } });
      expect(problem.status).toBe(400);
    } finally {
      await sim.close();
      await r.close();
    }
  });
});

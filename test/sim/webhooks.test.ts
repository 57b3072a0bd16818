// Webhook subscriptions (contract §4.4): CRUD, PATCH partial, secret masking, event types, /test.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WEBHOOK_EVENT_TYPES } from '../../lib/fleet-api/event-types';
import { SIM_DEFAULTS } from '../../lib/fleet-api/constants';
import type { RunningSimulator } from '../../sim/server';
import { call, expectProblem, readAllPages, startSmallSimulator, type Json } from './sim-client';
import { startReceiver, type Receiver } from './webhook-receiver';

const HOOKS = '/api/public/webhooks';

describe('webhook subscriptions', () => {
  let sim: RunningSimulator;
  let receiver: Receiver;
  beforeAll(async () => {
    receiver = await startReceiver();
    sim = await startSmallSimulator({ trucks: 5, drivers: 5, events: 10, webhookBackoffMs: 50, demoWebhookUrl: 'http://127.0.0.1:9/demo' });
  });
  afterAll(async () => {
    await sim.close();
    await receiver.close();
  });

  it('lists the event types', async () => {
    const { status, body } = await call(sim, `${HOOKS}/event-types`);
    expect(status).toBe(200);
    expect(body).toEqual([...WEBHOOK_EVENT_TYPES]);
  });

  it('seeds the demo subscription when asked, with the demo secret masked', async () => {
    const { body } = await call(sim, HOOKS);
    expect(body.totalElements).toBe(1);
    expect(body.content[0]).toMatchObject({
      url: 'http://127.0.0.1:9/demo',
      description: 'Dashboard receiver (demo)',
      active: true,
      eventTypes: [...WEBHOOK_EVENT_TYPES],
      secret: `whsec_…${SIM_DEFAULTS.demoWebhookSecret.slice(-4)}`,
    });
  });

  it('shows the secret in full only in the create response', async () => {
    const created = await call(sim, HOOKS, { method: 'POST', body: { url: receiver.url, eventTypes: ['truck.created'], description: 'ops' } });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ url: receiver.url, eventTypes: ['truck.created'], active: true, description: 'ops' });
    expect(created.body.secret).toMatch(/^whsec_[0-9a-f]{48}$/);
    const masked = `whsec_…${created.body.secret.slice(-4)}`;
    expect((await call(sim, `${HOOKS}/${created.body.id}`)).body.secret).toBe(masked);
    const listed = (await call(sim, `${HOOKS}?id.equals=${created.body.id}`)).body.content[0];
    expect(listed.secret).toBe(masked);
    const patched = await call(sim, `${HOOKS}/${created.body.id}`, { method: 'PATCH', body: { active: false } });
    expect(patched.body.secret).toBe(masked);
  });

  it('PATCH changes only the fields sent and replaces eventTypes whole', async () => {
    const { body: sub } = await call(sim, HOOKS, {
      method: 'POST',
      body: { url: receiver.url, eventTypes: ['truck.created', 'truck.updated', 'driver.created'], description: 'keep me' },
    });
    const p1 = await call(sim, `${HOOKS}/${sub.id}`, { method: 'PATCH', body: { eventTypes: ['ev.charge.low'] } });
    expect(p1.status).toBe(200);
    expect(p1.body).toMatchObject({ url: receiver.url, description: 'keep me', active: true, eventTypes: ['ev.charge.low'] });
    const p2 = await call(sim, `${HOOKS}/${sub.id}`, { method: 'PATCH', body: { description: null, active: false } });
    expect(p2.body).toMatchObject({ url: receiver.url, description: null, active: false, eventTypes: ['ev.charge.low'] });
    const p3 = await call(sim, `${HOOKS}/${sub.id}`, { method: 'PATCH', body: { url: 'https://hooks.example.com/x' } });
    expect(p3.body).toMatchObject({ url: 'https://hooks.example.com/x', active: false, eventTypes: ['ev.charge.low'] });
    expect(p3.body.createdAt).toBe(sub.createdAt);
  });

  it('validates url and event types with 400 naming the field', async () => {
    const badType = expectProblem(await call(sim, HOOKS, { method: 'POST', body: { url: receiver.url, eventTypes: ['truck.exploded'] } }), 400);
    expect(badType.errors?.[0].param).toMatch(/^eventTypes/);
    const badUrl = expectProblem(await call(sim, HOOKS, { method: 'POST', body: { url: 'ftp://example.com/x', eventTypes: ['truck.created'] } }), 400);
    expect(badUrl.errors?.[0].param).toBe('url');
    const none = expectProblem(await call(sim, HOOKS, { method: 'POST', body: { url: receiver.url, eventTypes: [] } }), 400);
    expect(none.errors?.[0].param).toBe('eventTypes');
    const patch = expectProblem(await call(sim, `${HOOKS}/1`, { method: 'PATCH', body: { eventTypes: ['nope'] } }), 400);
    expect(patch.errors?.[0].param).toMatch(/^eventTypes/);
    expectProblem(await call(sim, `${HOOKS}/4242`), 404);
    expectProblem(await call(sim, `${HOOKS}/4242/test`), 404);
    expectProblem(await call(sim, `${HOOKS}/1`, { method: 'PUT', body: {} }), 405);
  });

  it('filters by active and eventTypes, pages, deletes', async () => {
    const { rows } = await readAllPages(sim, `${HOOKS}?sort=id,asc`, 2);
    const active = (await call(sim, `${HOOKS}?size=100&active.equals=true`)).body.content;
    expect(active.map((s: Json) => s.id)).toEqual(rows.filter((s: Json) => s.active).map((s: Json) => s.id));
    const evLow = (await call(sim, `${HOOKS}?size=100&eventTypes.equals=ev.charge.low`)).body.content;
    expect(evLow.map((s: Json) => s.id)).toEqual(rows.filter((s: Json) => s.eventTypes.includes('ev.charge.low')).map((s: Json) => s.id));
    const last = rows[rows.length - 1];
    expect((await call(sim, `${HOOKS}/${last.id}`, { method: 'DELETE' })).status).toBe(204);
    expectProblem(await call(sim, `${HOOKS}/${last.id}`), 404);
  });

  it('/test answers after the first attempt with its outcome', async () => {
    const { body: sub } = await call(sim, HOOKS, { method: 'POST', body: { url: receiver.url, eventTypes: ['truck.deleted'] } });
    const before = receiver.deliveries.length;
    const result = await call(sim, `${HOOKS}/${sub.id}/test`);
    expect(result.status).toBe(200);
    expect(result.body).toEqual({ eventId: expect.stringMatching(/^evt_/), delivered: true, attempt: 1, responseStatus: 204, error: null });
    const delivery = receiver.deliveries[before];
    expect(delivery.body).toMatchObject({ id: result.body.eventId, type: 'webhook.test' });

    const { body: dead } = await call(sim, HOOKS, { method: 'POST', body: { url: 'http://127.0.0.1:9/closed', eventTypes: ['truck.deleted'] } });
    const failed = await call(sim, `${HOOKS}/${dead.id}/test`);
    expect(failed.body).toMatchObject({ delivered: false, attempt: 1, responseStatus: null });
    expect(failed.body.error).toEqual(expect.any(String));
  });
});

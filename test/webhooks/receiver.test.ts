// The dashboard's receiver over real HTTP (`next start` on a build, simulator upstream):
// signature checks, de-duplication, redaction, size cap, and the secret-capture path for a
// subscription created from the dashboard to its own receiver.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIM_DEFAULTS } from '@/lib/fleet-api/constants';
import { signatureHeader } from '@/lib/fleet-api/webhook-signature';
import { storedDeliveryPageSchema, auditEntryPageSchema, type StoredDelivery } from '@/lib/webhooks/dashboard-schemas';
import { bffMutationHeaders, signIn, startStack, type Stack } from '../support/stack';

const DEMO_PASSWORD = 'fleet-demo';
const MAX_DELIVERY_BYTES = 256 * 1024;

let stack: Stack;
let admin: string;

beforeAll(async () => {
  stack = await startStack();
  admin = await signIn(stack.dashboard.url, 'admin', DEMO_PASSWORD);
});
afterAll(async () => {
  await stack?.stop();
});

const receiveUrl = () => `${stack.dashboard.url}/api/webhooks/receive`;
const nowSec = () => Math.floor(Date.now() / 1000);

function deliveryBody(eventId: string, type = 'truck.updated') {
  return JSON.stringify({ id: eventId, type, createdAt: new Date().toISOString(), data: { truckId: 12 } });
}

async function deliver(body: string, { secret = SIM_DEFAULTS.demoWebhookSecret, t = nowSec(), headers = {} as Record<string, string>, signature = undefined as string | undefined } = {}) {
  return fetch(receiveUrl(), {
    method: 'POST',
    body,
    headers: {
      'content-type': 'application/json',
      'x-service-signature': signature ?? signatureHeader(secret, t, body),
      ...headers,
    },
  });
}

async function receivedDeliveries(): Promise<StoredDelivery[]> {
  const res = await fetch(`${stack.dashboard.url}/api/webhooks/received?size=500`, { headers: { cookie: admin } });
  expect(res.status).toBe(200);
  return storedDeliveryPageSchema.parse(await res.json()).content;
}

async function storedEvent(eventId: string) {
  return (await receivedDeliveries()).filter((d) => d.eventId === eventId);
}

describe('POST /api/webhooks/receive', () => {
  it('stores a correctly signed delivery once and counts retries of the same event id as attempts', async () => {
    const eventId = `evt_${randomUUID()}`;
    const body = deliveryBody(eventId);
    const first = await deliver(body, { headers: { 'x-service-event-id': eventId, 'x-service-delivery-attempt': '1' } });
    expect(first.status).toBe(200);
    expect(await first.json()).toMatchObject({ received: true, eventId, attempts: 1, duplicate: false });

    // A retry: same event, same bytes, a fresh signature.
    const second = await deliver(body, { t: nowSec(), headers: { 'x-service-event-id': eventId, 'x-service-delivery-attempt': '2' } });
    expect(second.status).toBe(200);
    expect(await second.json()).toMatchObject({ attempts: 2, duplicate: true });

    const rows = await storedEvent(eventId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ eventId, eventType: 'truck.updated', attempts: 2, signatureValid: true, payload: body });
    expect(rows[0].headers['x-service-delivery-attempt']).toBe('2');
  });

  it('stores headers with credentials, cookies and signatures redacted', async () => {
    const eventId = `evt_${randomUUID()}`;
    const res = await deliver(deliveryBody(eventId), {
      headers: {
        authorization: 'Bearer very-secret-token',
        cookie: 'session=abc123',
        'x-api-key': 'key-123',
        'x-service-event-type': 'truck.updated',
      },
    });
    expect(res.status).toBe(200);
    const [row] = await storedEvent(eventId);
    expect(row.headers.authorization).toBe('[redacted]');
    expect(row.headers.cookie).toBe('[redacted]');
    expect(row.headers['x-api-key']).toBe('[redacted]');
    expect(row.headers['x-service-signature']).toBe('[redacted]');
    expect(row.headers['x-service-event-type']).toBe('truck.updated');
    // Headers the dashboard itself adds on the way in (proxy.ts's CSP nonce, next start's x-forwarded-*) are not the sender's.
    expect(Object.keys(row.headers).filter((h) => h === 'x-nonce' || h.startsWith('x-forwarded-'))).toEqual([]);
    const stored = JSON.stringify(row.headers);
    for (const secret of ['very-secret-token', 'abc123', 'key-123', 'v1=']) expect(stored).not.toContain(secret);
  });

  it.each([
    ['a wrong secret', (body: string) => ({ signature: signatureHeader('whsec_someone_else', nowSec(), body) })],
    ['a stale timestamp', (body: string) => ({ signature: signatureHeader(SIM_DEFAULTS.demoWebhookSecret, nowSec() - 301, body) })],
    ['a future timestamp', (body: string) => ({ signature: signatureHeader(SIM_DEFAULTS.demoWebhookSecret, nowSec() + 301, body) })],
    ['a truncated signature', (body: string) => ({ signature: signatureHeader(SIM_DEFAULTS.demoWebhookSecret, nowSec(), body).slice(0, -1) })],
    ['a malformed header', () => ({ signature: 'sha256=deadbeef' })],
    ['no signature header', () => ({ signature: '' })],
  ])('refuses %s with 401 problem+json and stores nothing', async (_label, sign) => {
    const eventId = `evt_${randomUUID()}`;
    const body = deliveryBody(eventId);
    const { signature } = sign(body);
    const res = await fetch(receiveUrl(), {
      method: 'POST',
      body,
      headers: { 'content-type': 'application/json', ...(signature ? { 'x-service-signature': signature } : {}) },
    });
    expect(res.status).toBe(401);
    expect(res.headers.get('content-type')).toContain('application/problem+json');
    expect(await res.json()).toMatchObject({ status: 401, title: 'Invalid signature' });
    expect(await storedEvent(eventId)).toHaveLength(0);
  });

  it('refuses a body changed after signing', async () => {
    const eventId = `evt_${randomUUID()}`;
    const body = deliveryBody(eventId);
    const signature = signatureHeader(SIM_DEFAULTS.demoWebhookSecret, nowSec(), body);
    const res = await deliver(body.replace('"truckId":12', '"truckId":13'), { signature });
    expect(res.status).toBe(401);
    expect(await storedEvent(eventId)).toHaveLength(0);
  });

  it('refuses a body over 256 KB with 413, declared or streamed', async () => {
    const eventId = `evt_${randomUUID()}`;
    const padding = 'x'.repeat(MAX_DELIVERY_BYTES);
    const big = JSON.stringify({ id: eventId, type: 'truck.updated', createdAt: new Date().toISOString(), data: { padding } });
    const declared = await deliver(big);
    expect(declared.status).toBe(413);

    // No Content-Length: the receiver counts the stream itself.
    const chunk = new TextEncoder().encode(big);
    const streamed = await fetch(receiveUrl(), {
      method: 'POST',
      body: new ReadableStream({
        start(controller) {
          controller.enqueue(chunk);
          controller.close();
        },
      }),
      duplex: 'half',
      headers: { 'content-type': 'application/json', 'x-service-signature': signatureHeader(SIM_DEFAULTS.demoWebhookSecret, nowSec(), big) },
    } as RequestInit);
    expect(streamed.status).toBe(413);
    expect(await storedEvent(eventId)).toHaveLength(0);
  });

  it('answers 400 to a correctly signed body that is not a delivery', async () => {
    const res = await deliver(JSON.stringify({ hello: 'world' }));
    expect(res.status).toBe(400);
    expect((await res.json()).errors.map((e: { param: string }) => e.param)).toEqual(expect.arrayContaining(['id', 'type']));
  });
});

describe('GET /api/webhooks/received', () => {
  it('needs a session and the admin role', async () => {
    expect((await fetch(`${stack.dashboard.url}/api/webhooks/received`)).status).toBe(401);
    const safety = await signIn(stack.dashboard.url, 'safety', DEMO_PASSWORD);
    const res = await fetch(`${stack.dashboard.url}/api/webhooks/received`, { headers: { cookie: safety } });
    expect(res.status).toBe(403);
    expect(res.headers.get('content-type')).toContain('application/problem+json');
  });

  it('refuses a bad page size by name', async () => {
    const res = await fetch(`${stack.dashboard.url}/api/webhooks/received?size=501`, { headers: { cookie: admin } });
    expect(res.status).toBe(400);
    expect((await res.json()).errors[0].param).toBe('size');
  });
});

describe('a subscription created from the dashboard to its own receiver', () => {
  it('verifies with the secret captured at create time, and the audit trail never shows the secret', async () => {
    const headers = bffMutationHeaders(stack.dashboard.url, admin);
    const created = await fetch(`${stack.dashboard.url}/api/fleet/webhooks`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ url: receiveUrl(), description: 'own receiver', eventTypes: ['webhook.test'] }),
    });
    expect(created.status).toBe(201);
    const subscription = (await created.json()) as { id: number; secret: string };
    // Not the configured WEBHOOK_SIGNING_SECRET: only the captured copy can verify its deliveries.
    expect(subscription.secret).not.toBe(SIM_DEFAULTS.demoWebhookSecret);
    expect(subscription.secret).not.toContain('…');

    try {
      const test = await fetch(`${stack.dashboard.url}/api/fleet/webhooks/${subscription.id}/test`, { method: 'POST', headers, body: '{}' });
      expect(test.status).toBe(200);
      const outcome = (await test.json()) as { eventId: string; delivered: boolean; responseStatus: number };
      expect(outcome).toMatchObject({ delivered: true, responseStatus: 200 });

      const [row] = await storedEvent(outcome.eventId);
      expect(row).toMatchObject({ eventType: 'webhook.test', attempts: 1, signatureValid: true });

      const list = await fetch(`${stack.dashboard.url}/api/fleet/webhooks/${subscription.id}`, { headers: { cookie: admin } });
      expect(((await list.json()) as { secret: string }).secret).toMatch(/^whsec_…/);

      const patch = await fetch(`${stack.dashboard.url}/api/fleet/webhooks/${subscription.id}`, {
        method: 'PATCH',
        headers,
        body: JSON.stringify({ eventTypes: ['webhook.test', 'truck.created'] }),
      });
      expect(patch.status).toBe(200);
      const upstreamPatches = stack.proxy.requests.filter((r) => r.method === 'PATCH' && r.path === `/api/public/webhooks/${subscription.id}`);
      expect(upstreamPatches.map((r) => JSON.parse(r.body))).toEqual([{ eventTypes: ['webhook.test', 'truck.created'] }]);
    } finally {
      const del = await fetch(`${stack.dashboard.url}/api/fleet/webhooks/${subscription.id}`, { method: 'DELETE', headers });
      expect(del.status).toBe(204);
    }

    const auditRes = await fetch(`${stack.dashboard.url}/api/webhooks/audit?size=50`, { headers: { cookie: admin } });
    const audit = auditEntryPageSchema.parse(await auditRes.json()).content.filter((e) => e.subscriptionId === subscription.id);
    expect(audit.map((e) => e.action)).toEqual(['delete', 'update', 'test', 'create']);
    expect(audit.every((e) => e.actor === 'admin')).toBe(true);
    expect(audit[1].changes).toEqual({
      eventTypes: { before: ['webhook.test'], after: ['webhook.test', 'truck.created'] },
    });
    expect(audit[2].detail).toMatchObject({ delivered: true, responseStatus: 200 });
    expect(audit[3].changes.url).toEqual({ before: null, after: receiveUrl() });
    const secretTail = subscription.secret.slice(-8);
    expect(JSON.stringify(audit)).not.toContain(secretTail);
  });
});

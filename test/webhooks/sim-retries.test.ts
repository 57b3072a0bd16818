// Simulator → receiver end to end: a receiver that fails twice, then succeeds, gets exactly
// three attempts of one event id, with growing gaps (contract §4.5: base, then 2×base).
import { once } from 'node:events';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { EVENT_ID_HEADER, DELIVERY_ATTEMPT_HEADER, SIGNATURE_HEADER } from '@/lib/fleet-api/constants';
import { verifyWebhookSignature } from '@/lib/webhooks/verify';
import { startSimulator, type Simulator } from '../support/stack';

const BACKOFF_MS = 400;

interface Arrival {
  at: number;
  eventId: string | undefined;
  attempt: string | undefined;
  signatureValid: boolean;
}

let sim: Simulator;
let secret = '';
const arrivals: Arrival[] = [];
let thirdArrival: () => void;
const threeArrived = new Promise<void>((resolve) => (thirdArrival = resolve));

async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

// Fails the first two attempts with 500, accepts the third.
const flakyReceiver = createServer(async (req, res) => {
  const rawBody = await readBody(req);
  const verdict = verifyWebhookSignature({ rawBody, header: req.headers[SIGNATURE_HEADER] as string, secrets: [secret], now: Math.floor(Date.now() / 1000) });
  arrivals.push({
    at: performance.now(),
    eventId: req.headers[EVENT_ID_HEADER] as string | undefined,
    attempt: req.headers[DELIVERY_ATTEMPT_HEADER] as string | undefined,
    signatureValid: verdict.ok,
  });
  res.writeHead(arrivals.length <= 2 ? 500 : 204).end();
  if (arrivals.length === 3) thirdArrival();
});

beforeAll(async () => {
  flakyReceiver.listen(0, '127.0.0.1');
  await once(flakyReceiver, 'listening');
  sim = await startSimulator({ port: 0, quiet: true, trucks: 5, drivers: 5, events: 10, webhookBackoffMs: BACKOFF_MS });
});
afterAll(async () => {
  await sim?.close();
  flakyReceiver.close();
});

it('delivers the same event id three times with growing gaps to a receiver that fails twice', async () => {
  const { port } = flakyReceiver.address() as AddressInfo;
  const api = (path: string, init: RequestInit = {}) =>
    fetch(`${sim.url}${path}`, { ...init, headers: { authorization: sim.apiKey, 'content-type': 'application/json', ...init.headers } });

  const created = await api('/api/public/webhooks', {
    method: 'POST',
    body: JSON.stringify({ url: `http://127.0.0.1:${port}/hook`, eventTypes: ['webhook.test'] }),
  });
  expect(created.status).toBe(201);
  const subscription = (await created.json()) as { id: number; secret: string };
  secret = subscription.secret;

  const test = await api(`/api/public/webhooks/${subscription.id}/test`);
  expect(test.status).toBe(200);
  expect(await test.json()).toMatchObject({ delivered: false, attempt: 1, responseStatus: 500 });

  await threeArrived; // retries continue in the background
  // A (wrong) fourth attempt would follow the next gap (4× base); wait well past it before counting.
  await new Promise((r) => setTimeout(r, BACKOFF_MS * 6));
  expect(arrivals).toHaveLength(3);
  expect(new Set(arrivals.map((a) => a.eventId)).size).toBe(1);
  expect(arrivals.map((a) => a.attempt)).toEqual(['1', '2', '3']);
  expect(arrivals.every((a) => a.signatureValid)).toBe(true);

  const firstGap = arrivals[1].at - arrivals[0].at;
  const secondGap = arrivals[2].at - arrivals[1].at;
  expect(firstGap).toBeGreaterThanOrEqual(BACKOFF_MS * 0.9);
  expect(secondGap).toBeGreaterThanOrEqual(BACKOFF_MS * 2 * 0.9);
  expect(secondGap).toBeGreaterThan(firstGap);
});

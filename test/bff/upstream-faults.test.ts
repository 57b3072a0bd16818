// Upstream failures (contract §5) through a recording proxy: each becomes a 502/503/504
// problem+json; GETs are retried twice, mutations never; an upstream 429 is passed on with
// its Retry-After; after repeated failures the circuit breaker fails fast.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { signIn, startStack, type ProxyMode, type Stack } from '../support/stack';
import { truckBody } from './bff-routes';
import { bffClient, everythingSaid, TEST_API_KEY } from './bff-client';

let stack: Stack;
let client: ReturnType<typeof bffClient>;
let admin: string;

beforeAll(async () => {
  stack = await startStack({ sim: { apiKey: TEST_API_KEY } });
  client = bffClient(stack.dashboard.url);
  admin = await signIn(stack.dashboard.url, 'admin', 'fleet-demo');
});
afterAll(async () => {
  await stack?.stop();
});
// One good call after each fault closes the breaker's count of consecutive failures again.
afterEach(async () => {
  stack.proxy.setMode('pass');
  const ok = await client.call('GET', '/api/fleet/trucks?size=1', { cookie: admin });
  expect(ok.status).toBe(200);
  stack.proxy.clear();
});

const upstreamCalls = () => stack.proxy.requests.filter((r) => r.path.startsWith('/api/public/'));

describe.each<[ProxyMode, number, RegExp, number]>([
  // mode, BFF status, detail, upstream requests for one GET (1 + 2 retries when transient)
  ['down', 502, /could not be reached/, 3],
  ['hang', 504, /did not answer within/, 3],
  ['status500', 502, /failed \(500\)/, 1],
  ['status502', 502, /failed \(502\)/, 3],
  ['status503', 502, /failed \(503\)/, 3],
  ['status504', 502, /failed \(504\)/, 3],
  // Our key refused: the dashboard's configuration, not the user's session; never retried.
  ['status401', 502, /refused the dashboard's credentials \(401\)/, 1],
  ['malformed', 502, /not JSON/, 1],
  ['truncated', 502, /could not be reached|not JSON/, 3],
  ['wrongShape', 502, /unexpected shape/, 1],
  ['redirect', 502, /redirect/, 1],
])('upstream %s', (mode, status, detail, attempts) => {
  it(`GET → ${status} problem+json after ${attempts} attempt(s)`, async () => {
    stack.proxy.clear();
    stack.proxy.setMode(mode);
    const res = await client.call('GET', '/api/fleet/trucks', { cookie: admin });
    expect(res.status).toBe(status);
    expect(res.headers.get('content-type')).toBe('application/problem+json');
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    const body = res.json();
    expect(body).toMatchObject({ status });
    expect(body.detail).toMatch(detail);
    expect(body).not.toHaveProperty('stack');
    // A hanging upstream uses up the overall deadline; the third attempt may not fit in it.
    if (mode === 'hang') expect(upstreamCalls().length).toBeGreaterThanOrEqual(2);
    else expect(upstreamCalls()).toHaveLength(attempts);
    expect(upstreamCalls().length).toBeLessThanOrEqual(3);
  });

  it('POST is sent once, never retried', async () => {
    stack.proxy.clear();
    stack.proxy.setMode(mode);
    const res = await client.call('POST', '/api/fleet/trucks', { cookie: admin, body: truckBody() });
    expect(res.status).toBeGreaterThanOrEqual(502);
    expect(upstreamCalls().filter((r) => r.method === 'POST')).toHaveLength(1);
  });
});

describe('upstream answers', () => {
  it('429 is passed on with its Retry-After, not retried', async () => {
    stack.proxy.setMode('status429');
    const res = await client.call('GET', '/api/fleet/analytics/fleet-summary', { cookie: admin });
    expect(res.status).toBe(429);
    expect(res.headers.get('retry-after')).toBe('7');
    expect(res.headers.get('content-type')).toBe('application/problem+json');
    expect(upstreamCalls()).toHaveLength(1);
  });

  it('4xx problems are passed on with their errors (a real 400 and 404 from the simulator)', async () => {
    const missing = await client.call('GET', '/api/fleet/trucks/999999', { cookie: admin });
    expect(missing.status).toBe(404);
    expect(missing.headers.get('content-type')).toBe('application/problem+json');
    const bad = await client.call('POST', '/api/fleet/trucks', { cookie: admin, body: { ...truckBody(), fuelType: 'DIESEL', chargeLevel: 50 } });
    expect(bad.status).toBe(400);
    expect(bad.json().errors).toEqual(expect.arrayContaining([expect.objectContaining({ param: 'chargeLevel' })]));
  });
});

describe('circuit breaker', () => {
  it('after 5 failed calls in a row, fails fast with 503 without calling upstream', async () => {
    stack.proxy.setMode('status500');
    for (let i = 0; i < 5; i++) expect((await client.call('GET', '/api/fleet/trucks', { cookie: admin })).status).toBe(502);
    stack.proxy.clear();
    const res = await client.call('GET', '/api/fleet/trucks', { cookie: admin });
    expect(res.status).toBe(503);
    expect(res.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(res.json().detail).toMatch(/failed repeatedly/);
    expect(upstreamCalls()).toHaveLength(0);
    // Half-open after the pause: a good answer closes it again (checked by afterEach).
    stack.proxy.setMode('pass');
    await new Promise((r) => setTimeout(r, Number(res.headers.get('retry-after')) * 1000 + 500));
  });
});

describe('secrecy', () => {
  it('the key is in no answer and no server log line, even for failures', () => {
    expect(everythingSaid(client.answers)).not.toContain(TEST_API_KEY);
    expect(stack.dashboard.logs()).not.toContain(TEST_API_KEY);
  });
});

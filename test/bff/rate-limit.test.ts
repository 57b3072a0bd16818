// Per-user rate limit (contract §5): beyond BFF_RATE_LIMIT_PER_MINUTE a user gets 429 with
// Retry-After, without the call reaching upstream; other users are unaffected.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { signIn, startStack, type Stack } from '../support/stack';
import { bffClient } from './bff-client';

const LIMIT = 8;
let stack: Stack;

beforeAll(async () => {
  stack = await startStack({ env: { BFF_RATE_LIMIT_PER_MINUTE: String(LIMIT) } });
});
afterAll(async () => {
  await stack?.stop();
});

it(`the ${LIMIT + 1}th call of a user within a minute → 429 with Retry-After; another user is unaffected`, async () => {
  const { call } = bffClient(stack.dashboard.url);
  const dispatch = await signIn(stack.dashboard.url, 'dispatch', 'fleet-demo');
  const safety = await signIn(stack.dashboard.url, 'safety', 'fleet-demo');
  for (let i = 0; i < LIMIT; i++) expect((await call('GET', '/api/fleet/trucks?size=1', { cookie: dispatch })).status).toBe(200);
  stack.proxy.clear();
  const limited = await call('GET', '/api/fleet/trucks?size=1', { cookie: dispatch });
  expect(limited.status).toBe(429);
  expect(limited.headers.get('content-type')).toBe('application/problem+json');
  const retryAfter = Number(limited.headers.get('retry-after'));
  expect(retryAfter).toBeGreaterThanOrEqual(1);
  expect(retryAfter).toBeLessThanOrEqual(60);
  expect(stack.proxy.requests).toHaveLength(0);
  expect((await call('GET', '/api/fleet/trucks?size=1', { cookie: safety })).status).toBe(200);
});

// Transport rules: auth (contract §3), problem bodies, 404/405/413, bad JSON, the request log hook.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningSimulator } from '../../sim/server';
import { call, expectProblem, startSmallSimulator } from './sim-client';

describe('simulator transport', () => {
  let sim: RunningSimulator;
  beforeAll(async () => {
    sim = await startSmallSimulator({ now: '2026-11-15T12:00:00Z' });
  });
  afterAll(() => sim.close());

  it('refuses a missing or wrong key with 401 problem+json', async () => {
    expect(expectProblem(await call(sim, '/api/public/trucks', { auth: null }), 401).detail).toMatch(/Authorization/);
    expectProblem(await call(sim, '/api/public/trucks', { auth: 'wrong-key' }), 401);
    expectProblem(await call(sim, '/api/public/trucks', { auth: 'Bearer wrong-key' }), 401);
  });

  it('checks the key first: without one, a bad body, an unknown path or a wrong method is still 401', async () => {
    const anonymous = { auth: null } as const;
    expectProblem(await call(sim, '/api/public/trucks', { ...anonymous, method: 'POST', rawBody: '{not json', headers: { 'content-type': 'application/json' } }), 401);
    expectProblem(await call(sim, '/api/public/trucks', { ...anonymous, method: 'POST', rawBody: 'x'.repeat(2_000_000), headers: { 'content-type': 'application/json' } }), 401);
    expectProblem(await call(sim, '/api/public/nothing-here', anonymous), 401);
    expectProblem(await call(sim, '/api/public/trucks', { ...anonymous, method: 'DELETE' }), 401);
    // The public media prefix keeps its own answers (signed links, 404 for an unknown clip).
    expect((await call(sim, '/media/clips/unknown.mp4', anonymous)).status).not.toBe(401);
  });

  it('accepts the key as `<key>` and as `Bearer <key>`', async () => {
    expect((await call(sim, '/api/public/trucks', { auth: sim.apiKey })).status).toBe(200);
    expect((await call(sim, '/api/public/trucks', { auth: `Bearer ${sim.apiKey}` })).status).toBe(200);
  });

  it('accepts ?api_key= before the sunset, with Deprecation and Sunset headers', async () => {
    const ok = await call(sim, `/api/public/trucks?api_key=${sim.apiKey}`, { auth: null });
    expect(ok.status).toBe(200);
    expect(ok.headers.get('deprecation')).toBe('true');
    expect(ok.headers.get('sunset')).toBe('Tue, 01 Dec 2026 00:00:00 GMT');
    expectProblem(await call(sim, '/api/public/trucks?api_key=wrong', { auth: null }), 401);
    // The header alone carries no deprecation notice.
    expect((await call(sim, '/api/public/trucks')).headers.get('deprecation')).toBeNull();
  });

  it('answers unknown paths with 404 and wrong methods with 405 + Allow', async () => {
    expectProblem(await call(sim, '/api/public/nothing-here'), 404);
    const wrong = expectProblem(await call(sim, '/api/public/trucks', { method: 'DELETE' }), 405);
    expect(wrong.detail).toMatch(/DELETE/);
    const allow = (await call(sim, '/api/public/trucks', { method: 'DELETE' })).headers.get('allow');
    expect(allow?.split(', ').sort()).toEqual(['GET', 'HEAD', 'POST']);
    const item = await call(sim, '/api/public/trucks/1', { method: 'POST', body: {} });
    expectProblem(item, 405);
    expect(item.headers.get('allow')?.split(', ').sort()).toEqual(['DELETE', 'GET', 'HEAD', 'PATCH', 'PUT']);
  });

  it('answers bad JSON with 400 naming body, and a huge body with 413, and keeps serving', async () => {
    const bad = expectProblem(
      await call(sim, '/api/public/trucks', { method: 'POST', rawBody: '{"unitNumber": ', headers: { 'content-type': 'application/json' } }),
      400,
    );
    expect(bad.errors?.[0].param).toBe('body');
    const notObject = expectProblem(await call(sim, '/api/public/trucks', { method: 'POST', body: [1, 2] }), 400);
    expect(notObject.errors?.[0].param).toBe('body');
    const huge = 'x'.repeat(2 * 1024 * 1024);
    expectProblem(await call(sim, '/api/public/trucks', { method: 'POST', body: { unitNumber: huge } }), 413);
    expect((await call(sim, '/api/public/trucks?size=1')).status).toBe(200);
  });

  it('answers a non-numeric id with 400 naming id and an unknown one with 404', async () => {
    expect(expectProblem(await call(sim, '/api/public/trucks/abc'), 400).errors?.[0].param).toBe('id');
    expect(expectProblem(await call(sim, '/api/public/trucks/0'), 400).errors?.[0].param).toBe('id');
    expect(expectProblem(await call(sim, '/api/public/trucks/999999'), 404).detail).toMatch(/999999/);
  });

  it('answers odd input with a 4xx problem, never a 5xx or a hang', async () => {
    const odd: [string, string, string?][] = [
      ['GET', '/api/public/trucks?sort='],
      ['GET', '/api/public/trucks?size=2.5'],
      ['GET', '/api/public/trucks?tags.in='],
      ['GET', '/api/public/trucks?year.in=2020,,2021'],
      ['GET', '/api/public/trucks?page=99999999999999999999'],
      ['GET', '/api/public/drivers?keyword=' + 'x'.repeat(500)],
      ['GET', '/api/public/trucks/99999999999999999999'],
      ['GET', '/api/public/trucks/1%2F2'],
      ['GET', '/safety/dms/events?occurredAt.greaterThan=2026-02-30'],
      ['POST', '/api/public/trucks', 'null'],
      ['POST', '/api/public/trucks', '"truck"'],
      ['POST', '/api/public/trucks', '{"unitNumber":{"$gt":""},"make":[],"model":1,"year":1e400}'],
      ['PATCH', '/api/public/trucks/1', '{"tags":["UPPER CASE"]}'],
      ['PATCH', '/api/public/trucks/1', '{"tags":"hazmat"}'],
      ['PATCH', '/api/public/drivers/1', '{"truckId":"1"}'],
      ['PUT', '/api/public/drivers/1', '{}'],
      ['POST', '/api/public/webhooks', '{"url":"javascript:alert(1)","eventTypes":["truck.created"]}'],
      ['PATCH', '/api/public/webhooks/1', '{"secret":"mine"}'],
      ['GET', '/api/public/analytics/safety-report?groupBy='],
      ['OPTIONS', '/api/public/trucks'],
    ];
    for (const [method, path, rawBody] of odd) {
      const response = await call(sim, path, { method, rawBody, headers: rawBody ? { 'content-type': 'application/json' } : {} });
      expect(response.status, `${method} ${path} ${rawBody ?? ''}`).toBeGreaterThanOrEqual(400);
      expect(response.status, `${method} ${path} ${rawBody ?? ''}`).toBeLessThan(500);
      expect(response.headers.get('content-type'), `${method} ${path}`).toMatch(/^application\/problem\+json/);
    }
  });

  it.each([
    ['/api/public/trucks?constructor.equals=1', 'constructor.equals'],
    ['/api/public/trucks?__proto__.equals=1', '__proto__.equals'],
    ['/api/public/drivers?toString=x', 'toString'],
    ['/safety/dms/events?hasOwnProperty=1', 'hasOwnProperty'],
    ['/api/public/analytics/safety-report?__proto__=x', '__proto__'],
    ['/api/public/analytics/safety-report?constructor=x', 'constructor'],
  ])('names of Object.prototype are unknown parameters like any other: %s → 400', async (path, param) => {
    const problem = expectProblem(await call(sim, path), 400);
    expect(problem.errors?.map((e) => [e.param, e.message])).toEqual([[param, expect.stringMatching(/not a known parameter/)]]);
  });

  it('logs requests (credentials redacted, /__sim excluded) and clears the log', async () => {
    expect((await call(sim, '/__sim/requests', { method: 'DELETE' })).status).toBe(204);
    await call(sim, '/api/public/trucks?size=3&make.equals=Volvo');
    await call(sim, '/api/public/drivers', { method: 'POST', body: { firstName: 'Log' } });
    const log = await call(sim, '/__sim/requests?limit=10');
    expect(log.status).toBe(200);
    expect(log.body).toHaveLength(2);
    const [first, second] = log.body;
    expect(first).toMatchObject({ method: 'GET', path: '/api/public/trucks', query: 'size=3&make.equals=Volvo', body: null });
    expect(first.headers.authorization).toBe('[redacted]');
    expect(second).toMatchObject({ method: 'POST', path: '/api/public/drivers', body: { firstName: 'Log' } });
    expect(typeof second.at).toBe('string');
    await call(sim, `/api/public/trucks?size=1&api_key=${sim.apiKey}`, { auth: null });
    const withQueryKey = (await call(sim, '/__sim/requests?limit=1')).body[0];
    expect(withQueryKey.query).toBe('size=1&api_key=[redacted]');
    expect(withQueryKey.headers).not.toHaveProperty('authorization');
    await call(sim, '/api/public/drivers', { method: 'POST', body: { firstName: 'Log' } });
    const latest = await call(sim, '/__sim/requests?limit=1');
    expect(latest.body).toHaveLength(1);
    expect(latest.body[0].method).toBe('POST');
    expectProblem(await call(sim, '/__sim/requests', { auth: null }), 401);
    expectProblem(await call(sim, '/__sim/requests?limit=zero'), 400);
  });
});

describe('simulator after the api_key sunset', () => {
  let sim: RunningSimulator;
  beforeAll(async () => {
    sim = await startSmallSimulator({ now: '2026-12-01T00:00:00Z', trucks: 5, drivers: 5, events: 10 });
  });
  afterAll(() => sim.close());

  it('refuses ?api_key= from 2026-12-01 with a 401 telling to use the header', async () => {
    const refused = expectProblem(await call(sim, `/api/public/trucks?api_key=${sim.apiKey}`, { auth: null }), 401);
    expect(refused.detail).toMatch(/removed/);
    expect(refused.detail).toMatch(/Authorization header/);
    expect((await call(sim, '/api/public/trucks')).status).toBe(200);
  });
});

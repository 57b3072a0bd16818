// Fault drills (issue 7): a signed-in session meets an upstream that dies, hangs, fails or
// cuts its answers short. Every time the dashboard must answer with a clear problem+json
// (502/503/504), keep its process free of escaped rejections, lose no edit, and work again
// as soon as the upstream is back — after the circuit breaker's half-open delay if it opened.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoCrashInLog, expectUpstreamProblem, startDrillStack, untilStatus, type DrillStack } from './drill-stack';

let stack: DrillStack;
const trucksPage = () => stack.call('GET', '/api/fleet/trucks?sort=id,asc&size=5');
const upstreamCalls = () => stack.proxy.requests.filter((r) => r.path.startsWith('/api/public/'));

/** The upstream is healthy again: lists answer 200 with rows (the breaker, if open, has closed). */
async function expectRecovered() {
  stack.proxy.setMode('pass');
  const page = await untilStatus(trucksPage, 200);
  expect(page.status, page.text).toBe(200);
  expect((page.body.content as unknown[]).length).toBe(5);
}

beforeAll(async () => {
  stack = await startDrillStack();
});
afterAll(async () => {
  await stack?.stop();
});

describe('upstream killed mid-session', () => {
  it('connections dropped: lists and the summary answer 502, a create is not lost, all works again after', async () => {
    expect((await trucksPage()).status).toBe(200); // the session works first
    const unitNumber = `DRILL-${Date.now().toString(36).toUpperCase()}`;
    const truck = { unitNumber, make: 'Volvo', model: 'FH16', year: 2022 };

    stack.proxy.setMode('down');
    expectUpstreamProblem(await trucksPage(), 502, /could not be reached/);
    expectUpstreamProblem(await stack.call('GET', '/api/fleet/analytics/fleet-summary'), 502, /could not be reached/);
    stack.proxy.clear();
    expectUpstreamProblem(await stack.call('POST', '/api/fleet/trucks', truck), 502, /could not be reached/);
    expect(upstreamCalls().filter((r) => r.method === 'POST')).toHaveLength(1); // never retried

    await expectRecovered();
    // Nothing half-created: the same body is accepted once the upstream is back.
    const before = await stack.call('GET', `/api/fleet/trucks?unitNumber.equals=${unitNumber}`);
    expect(before.body.totalElements).toBe(0);
    const created = await stack.call('POST', '/api/fleet/trucks', truck);
    expect(created.status, created.text).toBe(201);
    expect(created.body).toMatchObject(truck);
    expectNoCrashInLog(stack.dashboard);
  });

  it('simulator closed (connection refused) and restarted on its port: 502, then the new one answers', async () => {
    await stack.killSimulator();
    // The proxy still answers, with its own 502: the BFF retries it and reports the failure.
    expectUpstreamProblem(await trucksPage(), 502, /failed \(502\)/);
    expectUpstreamProblem(await stack.call('GET', '/api/fleet/drivers?keyword=a'), 502, /failed \(502\)/);
    await stack.restartSimulator();
    await expectRecovered();
    expectNoCrashInLog(stack.dashboard);
  });
});

describe('upstream misbehaving', () => {
  it('hanging: 504 after the timeout (per attempt, inside one overall deadline), then recovers', async () => {
    stack.proxy.setMode('hang');
    stack.proxy.clear();
    expectUpstreamProblem(await trucksPage(), 504, /did not answer within \d+ ms/);
    // Retried, but bounded: at most 1 + 2 retries reached the upstream.
    expect(upstreamCalls().length).toBeGreaterThanOrEqual(2);
    expect(upstreamCalls().length).toBeLessThanOrEqual(3);
    await expectRecovered();
    expectNoCrashInLog(stack.dashboard);
  });

  it('500 from the upstream: 502 naming the upstream status, then recovers', async () => {
    stack.proxy.setMode('status500');
    expectUpstreamProblem(await trucksPage(), 502, /failed \(500\)/);
    expectUpstreamProblem(await stack.call('GET', '/api/fleet/trucks/1'), 502, /failed \(500\)/);
    await expectRecovered();
    expectNoCrashInLog(stack.dashboard);
  });

  it('truncated JSON (connection cut half-way): 502, an edit is refused whole, then saved on retry', async () => {
    const before = await stack.call('GET', '/api/fleet/trucks/2');
    expect(before.status).toBe(200);
    stack.proxy.setMode('truncated');
    expectUpstreamProblem(await trucksPage(), 502, /could not be reached|not JSON/);
    stack.proxy.clear();
    // The PATCH reaches the simulator (the proxy cuts the ANSWER), so the BFF cannot know
    // whether it applied: it says the upstream failed, and the client may safely send it again.
    const patched = await stack.call('PATCH', '/api/fleet/trucks/2', { model: 'Drill Model' });
    expect(patched.status).toBeGreaterThanOrEqual(502);
    expect(upstreamCalls().filter((r) => r.method === 'PATCH')).toHaveLength(1);
    await expectRecovered();
    const again = await stack.call('PATCH', '/api/fleet/trucks/2', { model: 'Drill Model' });
    expect(again.status, again.text).toBe(200);
    expect(again.body).toMatchObject({ id: 2, model: 'Drill Model', unitNumber: before.body.unitNumber });
    expectNoCrashInLog(stack.dashboard);
  });
});

describe('circuit breaker', () => {
  it('opens after repeated failures (503 + Retry-After, upstream spared) and closes after its half-open delay', async () => {
    stack.proxy.setMode('status500');
    for (let i = 0; i < 5; i++) expect((await trucksPage()).status).toBe(502);
    stack.proxy.clear();
    const open = await trucksPage();
    expectUpstreamProblem(open, 503, /failed repeatedly/);
    expect(Number(open.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(upstreamCalls()).toHaveLength(0); // failing fast, the upstream is not called

    // The upstream is back at once, but the breaker keeps failing fast until half-open.
    stack.proxy.setMode('pass');
    expect((await trucksPage()).status).toBe(503);
    await expectRecovered();
    expect(upstreamCalls().length).toBeGreaterThan(0);
    expectNoCrashInLog(stack.dashboard);
  }, 60_000);
});

describe('the server log', () => {
  it('recorded the upstream failures as handled errors, and the server is still running', async () => {
    const log = stack.dashboard.logs();
    expect(log).toMatch(/\[fleet-api\] GET \/api\/public\/trucks → 502/);
    expect(log).toMatch(/\[fleet-api\] GET \/api\/public\/trucks → 504/);
    expectNoCrashInLog(stack.dashboard);
    const exitedEarly = await Promise.race([stack.dashboard.exited.then(() => true), Promise.resolve(false)]);
    expect(exitedEarly).toBe(false);
  });
});

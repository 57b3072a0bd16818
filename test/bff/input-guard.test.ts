// What a browser sends is validated before anything goes upstream (contract §3, §5): bad
// parameters, ids, bodies, traversal, api_key and forged headers are refused or dropped, and
// the recording proxy proves they never reached the Fleet API. Also CSRF and the
// x-middleware-subrequest / RSC tricks.
import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, startStack, type Stack } from '../support/stack';
import { truckBody } from './bff-routes';
import { bffClient, everythingSaid, TEST_API_KEY } from './bff-client';

let stack: Stack;
let client: ReturnType<typeof bffClient>;
let admin: string;
let safety: string;

beforeAll(async () => {
  stack = await startStack({ sim: { apiKey: TEST_API_KEY } });
  client = bffClient(stack.dashboard.url);
  admin = await signIn(stack.dashboard.url, 'admin', 'fleet-demo');
  safety = await signIn(stack.dashboard.url, 'safety', 'fleet-demo');
});
afterAll(async () => {
  await stack?.stop();
});

const upstream = () => stack.proxy.requests;

/**
 * POSTs up to 1 MiB in 16 KiB chunks without a Content-Length (only counting can stop it), on a
 * connection of its own: the server answers before the upload ends and drops the connection,
 * which must not be one that fetch's pool would reuse.
 */
// Sends 80 KiB of a chunked body (no Content-Length) and then holds the request open: the
// answer must come while the body is still unfinished, which shows the cap is counted as the
// bytes arrive. Nothing is left unread on the server side, so the answer is never lost to a reset.
function postChunked(url: string, cookie: string, origin: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, {
      method: 'POST',
      agent: false,
      headers: { cookie, origin, 'content-type': 'application/json', 'transfer-encoding': 'chunked' },
    });
    req.on('response', (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') });
        req.destroy();
      });
      res.on('error', reject);
    });
    req.on('error', reject);
    req.write(`{"model":"${'x'.repeat(80 * 1024)}`);
  });
}

describe('refused before reaching upstream (400 naming the parameter)', () => {
  it.each([
    ['/api/fleet/trucks?api_key=x', 'api_key'],
    ['/api/fleet/trucks/1?api_key=x', 'api_key'],
    ['/api/fleet/analytics/fleet-summary?api_key=x', 'api_key'],
    ['/api/fleet/trucks?colour.equals=red', 'colour.equals'],
    ['/api/fleet/trucks?constructor.equals=1', 'constructor.equals'],
    ['/api/fleet/trucks?__proto__.equals=1', '__proto__.equals'],
    ['/api/fleet/drivers?toString=x', 'toString'],
    ['/api/fleet/dms/events?hasOwnProperty=1', 'hasOwnProperty'],
    ['/api/fleet/trucks/1?foo=1', 'foo'],
    ['/api/fleet/drivers/1?sort=id,asc', 'sort'],
    ['/api/fleet/webhooks/1?x=1', 'x'],
    ['/api/fleet/webhooks/event-types?x=1', 'x'],
    ['/api/fleet/trucks?make.greaterThan=Volvo', 'make.greaterThan'],
    ['/api/fleet/trucks?year.equals=new', 'year.equals'],
    ['/api/fleet/trucks?size=100000', 'size'],
    ['/api/fleet/trucks?size=501', 'size'],
    ['/api/fleet/trucks?page=-1', 'page'],
    ['/api/fleet/trucks?sort=secret,asc', 'sort'],
    ['/api/fleet/drivers?keyword=a&keyword=b', 'keyword'],
    ['/api/fleet/dms/events?include_media=yes', 'include_media'],
    ['/api/fleet/driver-scores?from=2026-13-01', 'from'],
    ['/api/fleet/analytics/safety-report?groupBy=colour', 'groupBy'],
    ['/api/fleet/analytics/safety-report?from=yesterday', 'from'],
    ['/api/fleet/analytics/safety-report?limit=5', 'limit'],
    ['/api/fleet/analytics/fleet-summary?verbose=1', 'verbose'],
    ['/api/fleet/trucks/abc', 'id'],
    ['/api/fleet/trucks/0', 'id'],
    ['/api/fleet/trucks/-3', 'id'],
    ['/api/fleet/trucks/1.5', 'id'],
    ['/api/fleet/drivers/1e3', 'id'],
    ['/api/fleet/trucks/..%2f..%2fwebhooks', 'id'],
    ['/api/fleet/trucks/%2e%2e%2fdrivers', 'id'],
    ['/api/fleet/trucks/1%2f..%2f2', 'id'],
  ])('GET %s → 400 naming %s', async (path, param) => {
    stack.proxy.clear();
    const res = await client.call('GET', path, { cookie: admin });
    expect(res.status, res.text).toBe(400);
    expect(res.headers.get('content-type')).toBe('application/problem+json');
    expect(res.json().errors.map((e: { param: string }) => e.param)).toContain(param);
    expect(upstream()).toHaveLength(0);
  });

  it.each([
    '/api/fleet/trucks/..%2f..%2f..%2fopenapi.json',
    '/api/fleet/trucks/%2e%2e/%2e%2e/webhooks',
    '/api/fleet/../../api/public/trucks',
    '/api/fleet/trucks/1/../../webhooks',
    '/api/fleet/openapi.json',
    '/api/fleet/api/public/trucks',
  ])('GET %s never reaches upstream except as a table path', async (path) => {
    stack.proxy.clear();
    const res = await client.call('GET', path, { cookie: safety });
    expect(res.status).toBeGreaterThanOrEqual(400);
    // Normalised by the URL parser to another BFF route at most; upstream only sees table paths.
    for (const r of upstream()) expect(r.path).toMatch(/^\/(api\/public\/(trucks|drivers|analytics\/[a-z-]+|driver-scores)|safety\/dms\/events)(\/\d+)?$/);
  });

  it.each([
    ['not JSON', '{"unitNumber": ', 'body'],
    ['a wrong type', JSON.stringify({ ...truckBody(), year: 'new' }), 'year'],
    ['a missing field', JSON.stringify({ make: 'Volvo', model: 'FH', year: 2020 }), 'unitNumber'],
    ['a bad enum', JSON.stringify({ ...truckBody(), status: 'STOLEN' }), 'status'],
  ])('POST with %s → 400 naming %s', async (_, body, param) => {
    stack.proxy.clear();
    const res = await client.call('POST', '/api/fleet/trucks', { cookie: admin, body });
    expect(res.status, res.text).toBe(400);
    expect(res.json().errors.map((e: { param: string }) => e.param)).toContain(param);
    expect(upstream()).toHaveLength(0);
  });

  it('a malformed event type name → 400 naming eventTypes; a well-formed one the catalog lacks is left to the upstream', async () => {
    const subscription = (eventTypes: string[]) => ({ url: 'https://hooks.example.com/in', eventTypes });
    const params = (res: { json: () => { errors?: { param: string }[] } }) => (res.json().errors ?? []).map((e) => e.param);
    stack.proxy.clear();
    const malformed = await client.call('POST', '/api/fleet/webhooks', { cookie: admin, body: subscription(['Truck Created!']) });
    expect(malformed.status, malformed.text).toBe(400);
    expect(params(malformed).some((p) => p.startsWith('eventTypes'))).toBe(true);
    expect(upstream()).toHaveLength(0);

    // A newer upstream may know more types than our list: the BFF forwards the name, and this
    // upstream (the simulator) answers with its own 400, which reaches the browser unchanged.
    const unknown = await client.call('POST', '/api/fleet/webhooks', { cookie: admin, body: subscription(['truck.archived']) });
    expect(upstream().map((r) => `${r.method} ${r.path}`)).toEqual(['POST /api/public/webhooks']);
    expect(unknown.status, unknown.text).toBe(400);
    expect(params(unknown).some((p) => p.startsWith('eventTypes'))).toBe(true);
  });

  it('a PATCH with no fields → 400, a body over 64 KiB → 413', async () => {
    stack.proxy.clear();
    expect((await client.call('PATCH', '/api/fleet/trucks/1', { cookie: admin, body: {} })).status).toBe(400);
    const huge = { ...truckBody(), model: 'x'.repeat(70 * 1024) };
    expect((await client.call('POST', '/api/fleet/trucks', { cookie: admin, body: huge })).status).toBe(413);
    expect(upstream()).toHaveLength(0);
  });

  it('a chunked body (no Content-Length) is counted as it arrives: over 64 KiB → 413 before it ends', async () => {
    stack.proxy.clear();
    const { status, body } = await postChunked(`${stack.dashboard.url}/api/fleet/trucks`, admin, stack.dashboard.url);
    expect(status).toBe(413);
    expect((JSON.parse(body) as { title: string }).title).toBe('Request body too large');
    expect(upstream()).toHaveLength(0);
  });
});

describe('what goes upstream is built from scratch', () => {
  it('a valid query is forwarded re-serialised; a browser Authorization, Cookie and extra headers are not', async () => {
    stack.proxy.clear();
    const res = await client.call('GET', '/api/fleet/trucks?make.equals=Volvo&sort=year,desc&size=5', {
      headers: {
        cookie: admin,
        authorization: 'Bearer stolen-token',
        'x-api-key': 'browser-key',
        'x-forwarded-for': '6.6.6.6',
        'x-custom': 'hello',
      },
    });
    expect(res.status, res.text).toBe(200);
    expect(upstream()).toHaveLength(1);
    const [r] = upstream();
    expect(r.method).toBe('GET');
    expect(r.path).toBe('/api/public/trucks');
    expect(new URLSearchParams(r.query)).toEqual(new URLSearchParams('page=0&size=5&sort=year,desc&make.equals=Volvo'));
    expect(r.headers.authorization).toBe(TEST_API_KEY);
    for (const name of ['cookie', 'x-api-key', 'x-forwarded-for', 'x-custom']) expect(r.headers).not.toHaveProperty(name);
  });

  it('drivers keep their keyword; a valid id is forwarded as a number path', async () => {
    stack.proxy.clear();
    expect((await client.call('GET', '/api/fleet/drivers?keyword=%20ann%20', { cookie: admin })).status).toBe(200);
    expect((await client.call('GET', '/api/fleet/trucks/007', { cookie: admin })).status).toBe(400);
    expect((await client.call('GET', '/api/fleet/trucks/7', { cookie: admin })).status).toBe(200);
    expect(upstream().map((r) => r.url)).toEqual(['/api/public/drivers?page=0&size=20&keyword=ann', '/api/public/trucks/7']);
  });
});

describe('CSRF: mutations only from our own pages', () => {
  const mutations = [
    ['POST', '/api/fleet/trucks', truckBody()],
    ['PATCH', '/api/fleet/trucks/1', { status: 'IN_SHOP' }],
    ['PUT', '/api/fleet/trucks/1', truckBody()],
    ['DELETE', '/api/fleet/trucks/1', undefined],
  ] as const;

  it.each(mutations)('%s %s from another origin → 403', async (method, path, body) => {
    stack.proxy.clear();
    const headers = (extra: Record<string, string>) => ({ cookie: admin, ...(body ? { 'content-type': 'application/json' } : {}), ...extra });
    const refused = [
      await client.call(method, path, { body, headers: headers({ origin: 'https://evil.example' }) }),
      await client.call(method, path, { body, headers: headers({ origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' }) }),
      await client.call(method, path, { body, headers: headers({ origin: stack.dashboard.url, 'sec-fetch-site': 'cross-site' }) }),
      await client.call(method, path, { body, headers: headers({ origin: 'null' }) }),
      await client.call(method, path, { body, headers: headers({}) }), // no Origin at all
    ];
    for (const res of refused) {
      expect(res.status, res.text).toBe(403);
      expect(res.json().title).toBe('Cross-site request refused');
    }
    expect(upstream()).toHaveLength(0);
  });

  it('a form-encoded or text body is refused even from our origin', async () => {
    stack.proxy.clear();
    for (const type of ['application/x-www-form-urlencoded', 'text/plain', 'multipart/form-data; boundary=x']) {
      const res = await client.call('POST', '/api/fleet/trucks', {
        body: JSON.stringify(truckBody()),
        headers: { cookie: admin, origin: new URL(stack.dashboard.url).origin, 'content-type': type },
      });
      expect(res.status).toBe(403);
    }
    expect(upstream()).toHaveLength(0);
  });

  it('Sec-Fetch-Site: same-origin alone is accepted (a browser on our page)', async () => {
    const res = await client.call('POST', '/api/fleet/trucks', {
      body: JSON.stringify(truckBody()),
      headers: { cookie: admin, 'sec-fetch-site': 'same-origin', 'content-type': 'application/json' },
    });
    expect(res.status, res.text).toBe(201);
  });
});

describe('proxy tricks do not bypass the checks', () => {
  const subrequest = [
    'middleware',
    'middleware:middleware:middleware:middleware:middleware',
    'proxy:proxy:proxy:proxy:proxy',
    'src/middleware:src/middleware:src/middleware:src/middleware:src/middleware',
  ];

  it.each(subrequest)('x-middleware-subrequest: %s → API still 401, page still no content', async (value) => {
    stack.proxy.clear();
    const api = await client.call('GET', '/api/fleet/trucks', { headers: { 'x-middleware-subrequest': value } });
    expect(api.status).toBe(401);
    const page = await client.call('GET', '/trucks', { headers: { 'x-middleware-subrequest': value } });
    expect([307, 308, 302, 303]).toContain(page.status);
    expect(page.headers.get('location')).toMatch(/\/signin\?callbackUrl=%2Ftrucks/);
    expect(upstream()).toHaveLength(0);
  });

  // Next answers an RSC request whose `_rsc` cache key does not match with a 307 to the right
  // one; following redirects (headers kept, same origin) reaches what the page itself decides.
  async function follow(path: string, headers: Record<string, string>) {
    const res = await fetch(`${stack.dashboard.url}${path}`, { headers, redirect: 'follow' });
    const text = await res.text();
    client.answers.push({ status: res.status, headers: res.headers, text, json: () => JSON.parse(text) });
    return { status: res.status, url: res.url, text };
  }

  it.each([
    ['RSC request', '/trucks', { rsc: '1' }],
    ['RSC prefetch', '/trucks', { rsc: '1', 'next-router-prefetch': '1' }],
    ['.rsc variant', '/trucks.rsc', {}],
    ['_rsc query', '/trucks?_rsc=abc', { rsc: '1' }],
    ['webhooks RSC', '/webhooks', { rsc: '1', 'next-router-state-tree': '%5B%22%22%5D' }],
  ])('%s of a page without a session ends at sign-in, with no dashboard data', async (_, path, headers) => {
    stack.proxy.clear();
    const res = await follow(path, headers as Record<string, string>);
    expect(new URL(res.url).pathname).toBe('/signin');
    expect(res.text).not.toMatch(/Sign out|unitNumber|Avery Admin/);
    expect(upstream()).toHaveLength(0);
  });

  it('a signed-in user without the role gets Access denied from the page itself, RSC or not', async () => {
    const dispatch = await signIn(stack.dashboard.url, 'dispatch', 'fleet-demo');
    stack.proxy.clear();
    for (const path of ['/webhooks', '/events', '/analytics']) {
      const html = await follow(path, { cookie: dispatch });
      expect(html.status).toBe(403);
      expect(html.text).toMatch(/Access denied/);
      // An RSC payload streams with 200 but carries the 403 interrupt in place of the page.
      const rsc = await follow(path, { cookie: dispatch, rsc: '1' });
      expect(rsc.text, path).toContain('NEXT_HTTP_ERROR_FALLBACK;403');
      expect(rsc.text).toContain('Access denied');
      // A prefetch carries the route tree only: no rendered page segment.
      const prefetch = await follow(path, { cookie: dispatch, rsc: '1', 'next-router-prefetch': '1' });
      const pageLines = prefetch.text.split('\n').filter((line) => line.includes('"s":"__PAGE__"'));
      expect(pageLines.length).toBeGreaterThan(0);
      for (const line of pageLines) expect(line).not.toContain('"d":');
    }
    expect(upstream().filter((r) => /webhooks|safety|analytics\/safety/.test(r.path))).toHaveLength(0);
  });
});

describe('secrecy', () => {
  it('the key is in no answer and no server log line', () => {
    expect(everythingSaid(client.answers)).not.toContain(TEST_API_KEY);
    expect(stack.dashboard.logs()).not.toContain(TEST_API_KEY);
  });
});

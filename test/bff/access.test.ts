// Contract §5, table-driven: anonymous → 401 on every BFF route; each demo user → 403 where
// the role may not, and the route's success status where it may. All answers are
// problem+json or JSON with `Cache-Control: private, no-store`.
import { encode } from 'next-auth/jwt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLES, type Role } from '../../lib/auth/roles';
import { signIn, startStack, TEST_NEXTAUTH_SECRET, type Stack } from '../support/stack';
import { BFF_ROUTES, FRESH_COLLECTION, type BffRoute } from './bff-routes';
import { bffClient, everythingSaid, TEST_API_KEY } from './bff-client';

const USER_OF: Record<Role, string> = { admin: 'admin', safety_manager: 'safety', dispatcher: 'dispatch' };

let stack: Stack;
let client: ReturnType<typeof bffClient>;
const cookies = {} as Record<Role, string>;

beforeAll(async () => {
  stack = await startStack({ sim: { apiKey: TEST_API_KEY } });
  client = bffClient(stack.dashboard.url);
  for (const role of ROLES) cookies[role] = await signIn(stack.dashboard.url, USER_OF[role], 'fleet-demo');
});
afterAll(async () => {
  await stack?.stop();
});

async function pathFor(route: BffRoute): Promise<string> {
  if (!route.path.includes('{id}')) return route.path;
  if (!route.fresh) return route.path.replace('{id}', '1');
  const { path, body } = FRESH_COLLECTION[route.fresh];
  const created = await client.call('POST', path, { cookie: cookies.admin, body: body() });
  expect(created.status, created.text).toBe(201);
  return route.path.replace('{id}', String(created.json().id));
}

const label = (r: BffRoute) => `${r.method} ${r.path}`;

/** The API headers every BFF answer carries (set by withRole: proxy.ts does not run for /api/fleet). */
function expectApiHeaders(headers: Headers) {
  expect(headers.get('cache-control')).toBe('private, no-store');
  expect(headers.get('x-content-type-options')).toBe('nosniff');
  expect(headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'");
  expect(headers.get('x-frame-options')).toBe('DENY');
  expect(headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  expect(headers.get('strict-transport-security')).toBeNull(); // plain http here
}

/** A session token as next-auth mints it at sign-in, with the test dashboards' secret. */
const mint = (token: Record<string, unknown>, maxAge = 3600, secret = TEST_NEXTAUTH_SECRET) =>
  encode({ token, secret, maxAge }).then((t) => `next-auth.session-token=${t}`);

describe('anonymous', () => {
  it.each(BFF_ROUTES.map((r) => [label(r), r] as const))('%s → 401 problem+json', async (_, route) => {
    const res = await client.call(route.method, route.path.replace('{id}', '1'), { body: route.body?.() });
    expect(res.status).toBe(401);
    expect(res.headers.get('content-type')).toBe('application/problem+json');
    expectApiHeaders(res.headers);
    expect(res.json()).toMatchObject({ status: 401, title: 'Sign-in required' });
  });

  it('a forged or expired session cookie is no session', async () => {
    const res = await client.call('GET', '/api/fleet/trucks', { cookie: 'next-auth.session-token=eyJhbGciOiJkaXIiLCJlbmMiOiJBMjU2R0NNIn0..forged' });
    expect(res.status).toBe(401);
  });

  it('a minted session: valid → served; expired, signed in over 8 h ago, of another secret, an unknown role, no username or a user no longer listed → 401', async () => {
    const nowSec = Math.floor(Date.now() / 1000);
    const admin = { name: 'Avery Admin', username: 'admin', role: 'admin', authTime: nowSec, provider: 'credentials' };
    expect((await client.call('GET', '/api/fleet/trucks?size=1', { cookie: await mint(admin) })).status).toBe(200);
    const refused = [
      await mint(admin, -60),
      await mint({ ...admin, authTime: nowSec - 9 * 3600 }), // renewed cookie, old sign-in
      await mint({ ...admin, authTime: undefined }),
      await mint(admin, 3600, 'another-secret-0123456789abcdef0123456789'),
      await mint({ ...admin, role: 'superuser' }),
      await mint({ name: 'x', role: 'admin', authTime: nowSec }),
      await mint({ ...admin, username: 'former-employee' }),
    ];
    for (const cookie of refused) {
      const res = await client.call('GET', '/api/fleet/trucks?size=1', { cookie });
      expect(res.status, cookie).toBe(401);
      expect(res.json()).toMatchObject({ status: 401, title: 'Sign-in required' });
    }
    // The role is checked per route: for a password user it is the users list's role now,
    // whatever the token says; for an OIDC user the token's.
    expect((await client.call('GET', '/api/fleet/dms/events', { cookie: await mint({ ...admin, username: 'dispatch', role: 'dispatcher' }) })).status).toBe(403);
    expect((await client.call('GET', '/api/fleet/webhooks', { cookie: await mint({ ...admin, username: 'safety' }) })).status).toBe(403);
    expect((await client.call('GET', '/api/fleet/dms/events', { cookie: await mint({ ...admin, username: 'sso.user', role: 'safety_manager', provider: 'oidc' }) })).status).toBe(200);
  });

  it('a bearer token is not a session (only the cookie is read)', async () => {
    const token = (await mint({ name: 'A', username: 'admin', role: 'admin', authTime: Math.floor(Date.now() / 1000) })).split('=')[1];
    expect((await client.call('GET', '/api/fleet/trucks', { headers: { authorization: `Bearer ${token}` } })).status).toBe(401);
  });

  it('an /api/fleet path no route serves: 404 problem+json with the API headers, signed in or not', async () => {
    for (const cookie of [undefined, cookies.admin]) {
      for (const method of ['GET', 'POST', 'DELETE']) {
        const res = await client.call(method, '/api/fleet/no-such/route', { cookie });
        expect(res.status).toBe(404);
        expect(res.headers.get('content-type')).toBe('application/problem+json');
        expectApiHeaders(res.headers);
      }
    }
  });
});

for (const role of ROLES) {
  describe(`signed in as ${role}`, () => {
    it.each(BFF_ROUTES.map((r) => [label(r), r] as const))('%s', async (_, route) => {
      const allowed = route.roles.includes(role);
      const path = allowed ? await pathFor(route) : route.path.replace('{id}', '1');
      const res = await client.call(route.method, path, { cookie: cookies[role], body: route.body?.() });
      expectApiHeaders(res.headers);
      if (allowed) {
        expect(res.status, res.text).toBe(route.okStatus);
        if (res.status !== 204) expect(res.headers.get('content-type')).toMatch(/^application\/json/);
      } else {
        expect(res.status, res.text).toBe(403);
        expect(res.headers.get('content-type')).toBe('application/problem+json');
        expect(res.json()).toMatchObject({ status: 403, title: 'Access denied' });
      }
    });
  });
}

describe('what reached the upstream', () => {
  it('carried the server key in Authorization only, never api_key, a browser cookie or a session', () => {
    expect(stack.proxy.requests.length).toBeGreaterThan(10);
    for (const r of stack.proxy.requests) {
      expect(r.headers.authorization).toBe(TEST_API_KEY);
      expect(r.query).not.toMatch(/api_key/i);
      expect(r.headers.cookie).toBeUndefined();
      // Contract §5's allowlist (Authorization, Accept, Content-Type, a request id) plus what
      // HTTP itself adds; nothing else, whatever the browser sent.
      const transport = ['host', 'connection', 'content-length'];
      const allowed = ['accept', 'authorization', 'content-type', 'x-request-id', ...transport];
      expect(Object.keys(r.headers).filter((name) => !allowed.includes(name)), `${r.method} ${r.path}`).toEqual([]);
      expect(Object.keys(r.headers)).toEqual(expect.arrayContaining(['accept', 'authorization', 'x-request-id']));
    }
  });

  it('the key is in no answer and no server log line', () => {
    expect(client.answers.length).toBeGreaterThan(50);
    expect(everythingSaid(client.answers)).not.toContain(TEST_API_KEY);
    expect(stack.dashboard.logs()).not.toContain(TEST_API_KEY);
  });
});

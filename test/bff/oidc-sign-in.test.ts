// OpenID Connect sign-in end to end over HTTP (contract §2): the dashboard (a production
// build) against a real-protocol test issuer. Authorization code + PKCE + state, the ID token
// verified through the issuer's JWKS, the role taken from a claim through OIDC_ROLE_MAP (the
// most privileged mapped value wins), and a user whose claim maps to no role refused.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startOidcIssuer, type IdpUser, type OidcIssuer } from '../support/oidc-issuer';
import { startStack, type Stack } from '../support/stack';

let idp: OidcIssuer;
let stack: Stack;

beforeAll(async () => {
  idp = await startOidcIssuer();
  stack = await startStack({
    env: {
      OIDC_ISSUER: idp.issuer,
      OIDC_CLIENT_ID: idp.clientId,
      OIDC_CLIENT_SECRET: idp.clientSecret,
      OIDC_ROLE_CLAIM: 'groups',
      OIDC_ROLE_MAP: 'fleet-admins=admin,fleet-safety=safety_manager,fleet-dispatch=dispatcher',
    },
  });
});
afterAll(async () => {
  await stack?.stop();
  await idp?.close();
});

/** A minimal cookie jar: name → value, following Set-Cookie (an expired cookie is removed). */
class CookieJar {
  private cookies = new Map<string, string>();
  take(res: Response) {
    for (const line of res.headers.getSetCookie()) {
      const [pair, ...attributes] = line.split(';');
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      const expired = attributes.some((a) => /^\s*max-age=0\s*$/i.test(a)) || value === '';
      if (expired) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }
  header() {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }
  has(prefix: string) {
    return [...this.cookies.keys()].some((k) => k.startsWith(prefix));
  }
}

/** Runs the whole browser-side dance; returns where the dashboard sent the browser in the end. */
async function signInWithOidc(user: IdpUser, callbackUrl = '/trucks') {
  const base = stack.dashboard.url;
  const jar = new CookieJar();
  const csrf = await fetch(`${base}/api/auth/csrf`);
  jar.take(csrf);
  const { csrfToken } = (await csrf.json()) as { csrfToken: string };

  // "Sign in with single sign-on": next-auth answers with the issuer's authorization URL.
  const start = await fetch(`${base}/api/auth/signin/oidc`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: jar.header() },
    body: new URLSearchParams({ csrfToken, callbackUrl, json: 'true' }),
  });
  jar.take(start);
  const { url: authorizeUrl } = (await start.json()) as { url: string };
  const authorize = new URL(authorizeUrl);
  expect(authorize.origin).toBe(idp.issuer);
  expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');
  expect(authorize.searchParams.get('state')).toBeTruthy();

  idp.signInAs(user);
  const atIdp = await fetch(authorize, { redirect: 'manual' });
  expect(atIdp.status).toBe(302);
  const callback = new URL(atIdp.headers.get('location')!);
  expect(`${callback.origin}${callback.pathname}`).toBe(`${base}/api/auth/callback/oidc`);

  const back = await fetch(callback, { redirect: 'manual', headers: { cookie: jar.header() } });
  jar.take(back);
  return { jar, status: back.status, location: await finalStop(back, jar) };
}

/** Where a redirect ends up after next-auth's own hops (`/api/auth/error`, `/api/auth/signin` forward to our page). */
async function finalStop(res: Response, jar: CookieJar): Promise<URL> {
  const base = stack.dashboard.url;
  let location = new URL(res.headers.get('location') ?? '/', base);
  for (let hops = 0; hops < 3 && location.pathname.startsWith('/api/auth/'); hops++) {
    const hop = await fetch(location, { redirect: 'manual', headers: { cookie: jar.header() } });
    jar.take(hop);
    location = new URL(hop.headers.get('location') ?? '/', base);
  }
  return location;
}

const person = (sub: string, groups: string[]): IdpUser => ({
  sub,
  preferred_username: `${sub}.sso`,
  name: `${sub[0].toUpperCase()}${sub.slice(1)} Example`,
  email: `${sub}@example.com`,
  claims: { groups },
});

describe('OpenID Connect sign-in', () => {
  it('the sign-in page offers single sign-on when an issuer is configured', async () => {
    const html = await (await fetch(`${stack.dashboard.url}/signin`)).text();
    expect(html).toMatch(/single sign-on/i);
  });

  it('a dispatcher signs in: back to the page asked for, role from the claim, checks applied by role', async () => {
    const tokensBefore = idp.tokenRequests;
    const { jar, status, location } = await signInWithOidc(person('dana', ['staff', 'fleet-dispatch']));
    expect(status).toBe(302);
    expect(location.pathname).toBe('/trucks');
    expect(idp.tokenRequests).toBe(tokensBefore + 1); // the code was exchanged server-side
    expect(jar.has('next-auth.session-token')).toBe(true);

    const cookie = jar.header();
    const session = await (await fetch(`${stack.dashboard.url}/api/auth/session`, { headers: { cookie } })).json();
    expect(session.user).toEqual({ username: 'sso:dana.sso', name: 'Dana Example', role: 'dispatcher' });
    expect((await fetch(`${stack.dashboard.url}/api/fleet/trucks?size=1`, { headers: { cookie } })).status).toBe(200);
    expect((await fetch(`${stack.dashboard.url}/api/fleet/webhooks`, { headers: { cookie } })).status).toBe(403);
  });

  it('several mapped groups: the most privileged role wins', async () => {
    const { jar } = await signInWithOidc(person('avery', ['fleet-dispatch', 'fleet-admins', 'fleet-safety']));
    const session = await (await fetch(`${stack.dashboard.url}/api/auth/session`, { headers: { cookie: jar.header() } })).json();
    expect(session.user.role).toBe('admin');
    expect((await fetch(`${stack.dashboard.url}/api/fleet/webhooks`, { headers: { cookie: jar.header() } })).status).toBe(200);
  });

  it('an SSO user called "admin" stays apart from the local admin (sso: prefix)', async () => {
    const impostor: IdpUser = { sub: 'x1', preferred_username: 'admin', name: 'Not The Admin', email: 'x@example.com', claims: { groups: ['fleet-safety'] } };
    const { jar } = await signInWithOidc(impostor);
    const session = await (await fetch(`${stack.dashboard.url}/api/auth/session`, { headers: { cookie: jar.header() } })).json();
    expect(session.user).toEqual({ username: 'sso:admin', name: 'Not The Admin', role: 'safety_manager' });
  });

  it('a user whose claim maps to no dashboard role is refused and gets no session', async () => {
    const { jar, location } = await signInWithOidc(person('casey', ['contractors']));
    expect(location.pathname).toBe('/signin');
    expect(location.searchParams.get('error')).toBe('AccessDenied');
    expect(jar.has('next-auth.session-token')).toBe(false);
    // The page it lands on says why, in words.
    const html = await (await fetch(location)).text();
    expect(html).toContain('Your account has no role in this dashboard.');
  });

  it('a callback with a forged state is refused', async () => {
    const base = stack.dashboard.url;
    const { jar } = await signInWithOidc(person('dana', ['fleet-dispatch']));
    const forged = await fetch(`${base}/api/auth/callback/oidc?code=whatever&state=forged`, { redirect: 'manual', headers: { cookie: jar.header() } });
    const location = await finalStop(forged, jar);
    expect(location.pathname).toBe('/signin');
    expect(location.searchParams.get('error')).toBeTruthy();
  });
});

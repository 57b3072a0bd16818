// next-auth over HTTP (contract §2): demo users, session cookie attributes, lockout after
// repeated failures, the JWT session carrying the role, sign-out.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, startStack, type Stack } from '../support/stack';

let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(async () => {
  await stack?.stop();
});

async function attempt(username: string, password: string) {
  const csrf = await fetch(`${stack.dashboard.url}/api/auth/csrf`);
  const csrfCookie = csrf.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
  const { csrfToken } = await csrf.json();
  const res = await fetch(`${stack.dashboard.url}/api/auth/callback/credentials`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: csrfCookie },
    body: new URLSearchParams({ csrfToken, username, password, json: 'true' }),
  });
  const { url } = (await res.json()) as { url: string };
  return { setCookies: res.headers.getSetCookie(), error: new URL(url).searchParams.get('error') };
}

describe('sign-in', () => {
  it.each([
    ['admin', 'admin', 'Avery Admin'],
    ['safety', 'safety_manager', 'Sam Safety'],
    ['dispatch', 'dispatcher', 'Dana Dispatch'],
  ])('%s signs in and the session carries role %s', async (username, role, name) => {
    const cookie = await signIn(stack.dashboard.url, username, 'fleet-demo');
    const session = await (await fetch(`${stack.dashboard.url}/api/auth/session`, { headers: { cookie } })).json();
    expect(session.user).toEqual({ username, name, role });
    // Bounded lifetime: at most 8 h from now.
    const expires = Date.parse(session.expires);
    expect(expires - Date.now()).toBeLessThanOrEqual(8 * 3600 * 1000);
    expect(expires - Date.now()).toBeGreaterThan(7 * 3600 * 1000);
  });

  it('the session cookie is HttpOnly and SameSite=Lax (not Secure over plain http)', async () => {
    const { setCookies, error } = await attempt('admin', 'fleet-demo');
    expect(error).toBeNull();
    const session = setCookies.find((c) => c.startsWith('next-auth.session-token='));
    expect(session).toBeDefined();
    expect(session).toMatch(/;\s*HttpOnly/i);
    expect(session).toMatch(/;\s*SameSite=Lax/i);
    expect(session).not.toMatch(/;\s*Secure/i);
  });

  it.each([
    ['admin', 'wrong'],
    ['nobody', 'fleet-demo'],
    ['admin', ''],
  ])('%s / %j is refused', async (username, password) => {
    const { setCookies, error } = await attempt(username, password);
    expect(error).toBe('CredentialsSignin');
    expect(setCookies.some((c) => c.includes('session-token='))).toBe(false);
  });

  it('after 5 failures for one username, even the right password is refused for a while; others are unaffected', async () => {
    // `dispatch` is not used by the other cases of this file.
    for (let i = 0; i < 5; i++) expect((await attempt('dispatch', `guess-${i}`)).error).toBe('CredentialsSignin');
    const locked = await attempt('dispatch', 'fleet-demo');
    expect(locked.error).toMatch(/Too many failed sign-ins for this username\. Try again in 15 minutes\./);
    expect(locked.setCookies.some((c) => c.includes('session-token='))).toBe(false);
    expect((await attempt('DISPATCH', 'fleet-demo')).error).toMatch(/Too many failed sign-ins/);
    expect((await attempt('safety', 'fleet-demo')).error).toBeNull();
  });

  it('sign-out clears the session cookie', async () => {
    const cookie = await signIn(stack.dashboard.url, 'admin', 'fleet-demo');
    const csrf = await fetch(`${stack.dashboard.url}/api/auth/csrf`, { headers: { cookie } });
    const { csrfToken } = await csrf.json();
    const res = await fetch(`${stack.dashboard.url}/api/auth/signout`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded', cookie },
      body: new URLSearchParams({ csrfToken, json: 'true' }),
    });
    const cleared = res.headers.getSetCookie().find((c) => c.startsWith('next-auth.session-token='));
    expect(cleared).toMatch(/next-auth\.session-token=;|Max-Age=0|Expires=Thu, 01 Jan 1970/i);
  });
});

describe('pages', () => {
  it('an anonymous visit is sent to sign-in with the way back', async () => {
    const res = await fetch(`${stack.dashboard.url}/drivers?keyword=ann`, { redirect: 'manual' });
    expect(res.status).toBe(307);
    expect(res.headers.get('location')).toMatch(/\/signin\?callbackUrl=%2Fdrivers%3Fkeyword%3Dann$/);
  });

  it('the sign-in page shows the demo users (demo users are on in tests)', async () => {
    const html = await (await fetch(`${stack.dashboard.url}/signin`)).text();
    expect(html).toMatch(/Demo mode/);
    expect(html).toMatch(/dispatch/);
  });

  it('every page carries the security headers, with a fresh nonce each time', async () => {
    const a = await fetch(`${stack.dashboard.url}/signin`);
    const b = await fetch(`${stack.dashboard.url}/signin`);
    const csp = a.headers.get('content-security-policy') ?? '';
    expect(csp).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]+' 'strict-dynamic'/);
    for (const d of ["frame-ancestors 'none'", "object-src 'none'", "base-uri 'self'", "form-action 'self'", `media-src 'self' ${stack.proxy.url} blob:`]) {
      expect(csp).toContain(d);
    }
    expect(csp).not.toContain('unsafe-eval');
    expect(a.headers.get('x-content-type-options')).toBe('nosniff');
    expect(a.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(a.headers.get('strict-transport-security')).toBeNull(); // plain http here
    const nonce = (h: Headers) => /'nonce-([^']+)'/.exec(h.get('content-security-policy') ?? '')?.[1];
    expect(nonce(a.headers)).not.toBe(nonce(b.headers));
    // Next puts the nonce on its scripts.
    expect(await a.text()).toContain(`nonce="${nonce(a.headers)}"`);
  });
});

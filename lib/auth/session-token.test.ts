import { hkdfSync } from 'node:crypto';
import { EncryptJWT } from 'jose';
import { encode } from 'next-auth/jwt';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  parseCookieHeader,
  SESSION_MAX_AGE_SEC,
  sessionCookieName,
  sessionTokenFrom,
  sessionUserFromToken,
  sessionUserOfRequest,
} from './session-token';

const SECRET = 'unit-test-secret-0123456789abcdef';
// The demo users exist (demo mode); no users file.
vi.mock('@/lib/server/config', () => ({ getServerConfig: () => ({ nextAuthSecret: SECRET, demoUsers: true }) }));

const nowSec = () => Math.floor(Date.now() / 1000);
// Tokens exactly as next-auth mints them at sign-in (lib/auth/options.ts jwt callback).
const mint = (token: Record<string, unknown>, { secret = SECRET, maxAge = 3600 } = {}) => encode({ token, secret, maxAge });
const admin = { name: 'Avery Admin', username: 'admin', role: 'admin', authTime: nowSec(), provider: 'oidc' };

afterEach(() => vi.unstubAllEnvs());

describe('sessionUserFromToken', () => {
  it('reads the user of a token next-auth minted', async () => {
    expect(await sessionUserFromToken(await mint(admin))).toEqual({ username: 'admin', name: 'Avery Admin', role: 'admin' });
    expect(await sessionUserFromToken(await mint({ username: 'jo', role: 'dispatcher', authTime: nowSec() }))).toEqual({ username: 'jo', name: 'jo', role: 'dispatcher' });
  });

  it('no token, a forged one, one of another secret: no user', async () => {
    expect(await sessionUserFromToken('')).toBeNull();
    expect(await sessionUserFromToken('eyJhbGciOiJkaXIiLCJlbmMiOiJBMjU2R0NNIn0..forged')).toBeNull();
    expect(await sessionUserFromToken(await mint(admin, { secret: 'another-secret-0123456789abcdef' }))).toBeNull();
    const token = await mint(admin);
    expect(await sessionUserFromToken(`${token.slice(0, -4)}AAAA`)).toBeNull();
  });

  it('expired (beyond next-auth\'s 15 s clock tolerance): no user', async () => {
    expect(await sessionUserFromToken(await mint(admin, { maxAge: -60 }))).toBeNull();
    expect(await sessionUserFromToken(await mint(admin, { maxAge: -5 }))).not.toBeNull();
  });

  it('a role outside the role list, or no username: no user', async () => {
    expect(await sessionUserFromToken(await mint({ ...admin, role: 'superuser' }))).toBeNull();
    expect(await sessionUserFromToken(await mint({ ...admin, role: undefined }))).toBeNull();
    expect(await sessionUserFromToken(await mint({ ...admin, username: '' }))).toBeNull();
    expect(await sessionUserFromToken(await mint({ name: 'x', role: 'admin' }))).toBeNull();
  });

  it('a signed-out session (its sid revoked) has no user; another sign-in of the same user still does', async () => {
    vi.stubEnv('DASHBOARD_DB', ':memory:');
    vi.stubEnv('DATABASE_URL', '');
    const { revokeSession } = await import('./revoked-sessions');
    const signedOut = await mint({ ...admin, sid: 'sid-signed-out' });
    const other = await mint({ ...admin, sid: 'sid-still-in' });
    expect(await sessionUserFromToken(signedOut)).not.toBeNull();
    await revokeSession('sid-signed-out', 'admin', nowSec() + SESSION_MAX_AGE_SEC);
    expect(await sessionUserFromToken(signedOut)).toBeNull();
    expect(await sessionUserFromToken(other)).toEqual({ username: 'admin', name: 'Avery Admin', role: 'admin' });
  });
});

describe('the session lifetime and the current role', () => {
  it('ends 8 h after the sign-in, however fresh the renewed cookie is', async () => {
    const signedIn = (agoSec: number) => mint({ ...admin, authTime: nowSec() - agoSec });
    expect(await sessionUserFromToken(await signedIn(SESSION_MAX_AGE_SEC - 60))).not.toBeNull();
    expect(await sessionUserFromToken(await signedIn(SESSION_MAX_AGE_SEC + 60))).toBeNull();
    expect(await sessionUserFromToken(await mint({ ...admin, authTime: undefined }))).toBeNull();
    expect(await sessionUserFromToken(await mint({ ...admin, authTime: nowSec() + 3600 }))).toBeNull();
  });

  it('password users get the role the users list gives now; removed users have no session', async () => {
    const claims = { username: 'safety', name: 'Old Name', role: 'admin', authTime: nowSec(), provider: 'credentials' };
    expect(await sessionUserFromToken(await mint(claims))).toEqual({ username: 'safety', name: 'Sam Safety', role: 'safety_manager' });
    expect(await sessionUserFromToken(await mint({ ...claims, username: 'gone' }))).toBeNull();
  });

  it('only dir + A256GCM, as next-auth issues: the same key under another algorithm is refused', async () => {
    const key = new Uint8Array(hkdfSync('sha256', SECRET, '', 'NextAuth.js Generated Encryption Key', 32));
    const other = await new EncryptJWT({ ...admin }).setProtectedHeader({ alg: 'dir', enc: 'A128CBC-HS256' }).setExpirationTime('1h').encrypt(key);
    expect(await sessionUserFromToken(other)).toBeNull();
    const same = await new EncryptJWT({ ...admin }).setProtectedHeader({ alg: 'dir', enc: 'A256GCM' }).setExpirationTime('1h').encrypt(key);
    expect(await sessionUserFromToken(same)).toMatchObject({ username: 'admin' }); // the control: this one is accepted
  });
});

describe('the session cookie', () => {
  it('is named as next-auth names it: __Secure- for an https base URL', () => {
    vi.stubEnv('NEXTAUTH_URL', 'https://fleet.example.com');
    expect(sessionCookieName(null)).toBe('__Secure-next-auth.session-token');
    vi.stubEnv('NEXTAUTH_URL', 'http://127.0.0.1:3000');
    expect(sessionCookieName('https')).toBe('next-auth.session-token');
    vi.stubEnv('NEXTAUTH_URL', '');
    vi.stubEnv('AUTH_TRUST_HOST', 'true');
    expect(sessionCookieName('http')).toBe('next-auth.session-token');
    expect(sessionCookieName('https')).toBe('__Secure-next-auth.session-token');
  });

  it('chunks are joined in order; other cookies are ignored', () => {
    const cookies = parseCookieHeader('a=1; next-auth.session-token.1=BBB; next-auth.session-token.0=AAA; next-auth.csrf-token=x');
    expect(sessionTokenFrom(cookies, 'next-auth.session-token')).toBe('AAABBB');
    expect(sessionTokenFrom(parseCookieHeader('x=1'), 'next-auth.session-token')).toBe('');
  });

  it('is read from a request; the plain name is not accepted where next-auth expects __Secure-', async () => {
    vi.stubEnv('NEXTAUTH_URL', 'http://127.0.0.1:3000');
    const token = await mint(admin);
    const req = (cookie: string) => new Request('http://127.0.0.1:3000/api/fleet/trucks', { headers: { cookie } });
    expect(await sessionUserOfRequest(req(`next-auth.session-token=${token}`))).toMatchObject({ username: 'admin' });
    expect(await sessionUserOfRequest(new Request('http://127.0.0.1:3000/', { headers: { authorization: `Bearer ${token}` } }))).toBeNull();
    vi.stubEnv('NEXTAUTH_URL', 'https://fleet.example.com');
    expect(await sessionUserOfRequest(req(`next-auth.session-token=${token}`))).toBeNull();
    expect(await sessionUserOfRequest(req(`__Secure-next-auth.session-token=${token}`))).toMatchObject({ username: 'admin' });
  });
});

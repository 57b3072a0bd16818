import { encode } from 'next-auth/jwt';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { parseCookieHeader, sessionCookieName, sessionTokenFrom, sessionUserFromToken, sessionUserOfRequest } from './session-token';

const SECRET = 'unit-test-secret-0123456789abcdef';
vi.mock('@/lib/server/config', () => ({ getServerConfig: () => ({ nextAuthSecret: SECRET }) }));

// Tokens exactly as next-auth mints them at sign-in (lib/auth/options.ts jwt callback).
const mint = (token: Record<string, unknown>, { secret = SECRET, maxAge = 3600 } = {}) => encode({ token, secret, maxAge });
const admin = { name: 'Avery Admin', username: 'admin', role: 'admin' };

afterEach(() => vi.unstubAllEnvs());

describe('sessionUserFromToken', () => {
  it('reads the user of a token next-auth minted', async () => {
    expect(await sessionUserFromToken(await mint(admin))).toEqual({ username: 'admin', name: 'Avery Admin', role: 'admin' });
    expect(await sessionUserFromToken(await mint({ username: 'jo', role: 'dispatcher' }))).toEqual({ username: 'jo', name: 'jo', role: 'dispatcher' });
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

import 'server-only';
// Reads the signed-in user straight from next-auth's session cookie: the same decryption
// next-auth does (`next-auth/jwt` decode: JWE dir + A256GCM, key HKDF-derived from
// NEXTAUTH_SECRET, expiry checked with 15 s tolerance), without getServerSession's extra
// work per request (a second HKDF, building the auth options, callbacks and re-encrypting a
// refreshed cookie that route handlers and pages never send anyway). The key is derived once.
import { createSecretKey, hkdfSync, type KeyObject } from 'node:crypto';
import { jwtDecrypt } from 'jose';
import { z } from 'zod';
import { getServerConfig } from '@/lib/server/config';
import { isSessionRevoked } from './revoked-sessions';
import { ROLES } from './roles';
import { passwordUser, type SessionUser } from './users';

/** next-auth's cookie names (`core/lib/cookie.ts` defaultCookies). */
const SESSION_COOKIE = 'next-auth.session-token';
const SECURE_SESSION_COOKIE = '__Secure-next-auth.session-token';
/** next-auth v4 `decode` allows this much clock skew on `exp`/`nbf`. */
const CLOCK_TOLERANCE_SEC = 15;

/**
 * How long a sign-in lasts, counted from the sign-in itself: next-auth renews the cookie's own
 * expiry on every /api/auth/session call, so only this bound makes sessions end (and changed
 * roles of OIDC users take effect).
 */
export const SESSION_MAX_AGE_SEC = 8 * 60 * 60;

/** What a session token must carry; anything else is no session (401), as with getServerSession. */
const sessionClaimsSchema = z.object({
  username: z.string().min(1),
  name: z.string().nullish(),
  role: z.enum(ROLES),
  // next-auth always sets it; jose checks it against the clock.
  exp: z.number(),
  /** Unix seconds of the sign-in (lib/auth/options.ts), kept across renewals. */
  authTime: z.number(),
  /** `credentials` or the OIDC provider's id. */
  provider: z.string().optional(),
});

/**
 * The sign-in id a session's claims carry, if any: set at sign-in (lib/auth/options.ts), kept
 * across renewals, and checked against signed-out sessions (lib/auth/revoked-sessions.ts).
 */
export function sessionIdOfClaims(claims: unknown): string | undefined {
  const sid = (claims as { sid?: unknown } | null)?.sid;
  return typeof sid === 'string' ? sid : undefined;
}

/**
 * The user a session's claims stand for now, or null: none past SESSION_MAX_AGE_SEC after the
 * sign-in however often the cookie was renewed, and password users get the role the users list
 * gives them now (none once removed). Used by next-auth's jwt callback and by every request.
 */
export function currentUserOfClaims(claims: unknown, nowSec = Date.now() / 1000): SessionUser | null {
  const parsed = sessionClaimsSchema.safeParse(claims);
  if (!parsed.success) return null;
  const { username, name, role, authTime, provider } = parsed.data;
  if (nowSec - authTime > SESSION_MAX_AGE_SEC + CLOCK_TOLERANCE_SEC || authTime > nowSec + CLOCK_TOLERANCE_SEC) return null;
  if (provider === 'credentials') return passwordUser(username);
  return { username, name: name ?? username, role };
}

let derived: { secret: string; key: KeyObject } | undefined;
/** next-auth v4's key: HKDF-SHA256(secret, salt "", info "NextAuth.js Generated Encryption Key"), 32 bytes; derived once. */
function encryptionKey(secret: string): KeyObject {
  if (derived?.secret !== secret) {
    derived = { secret, key: createSecretKey(Buffer.from(hkdfSync('sha256', secret, '', 'NextAuth.js Generated Encryption Key', 32))) };
  }
  return derived.key;
}

/**
 * The cookie next-auth itself would read: `__Secure-` when its base URL is https — NEXTAUTH_URL,
 * or with AUTH_TRUST_HOST (demo mode without NEXTAUTH_URL) the forwarded protocol.
 */
export function sessionCookieName(forwardedProto: string | null): string {
  const configured = process.env.NEXTAUTH_URL;
  let https: boolean;
  if (configured) https = configured.startsWith('https://');
  else if (process.env.VERCEL ?? process.env.AUTH_TRUST_HOST) https = forwardedProto !== 'http';
  else https = false;
  return https ? SECURE_SESSION_COOKIE : SESSION_COOKIE;
}

/** The session token from the cookies, chunks (`name.0`, `name.1`…) joined in order, as next-auth's SessionStore does. */
export function sessionTokenFrom(cookies: Iterable<[name: string, value: string]>, cookieName: string): string {
  const chunks: { index: number; value: string }[] = [];
  for (const [name, value] of cookies) {
    if (name.startsWith(cookieName)) chunks.push({ index: parseInt(name.split('.').pop() ?? '0') || 0, value });
  }
  if (chunks.length > 1) chunks.sort((a, b) => a.index - b.index);
  return chunks.map((c) => c.value).join('');
}

/** The user of a session token, or null for a missing, forged, expired or role-less one. */
export async function sessionUserFromToken(token: string): Promise<SessionUser | null> {
  if (!token) return null;
  const secret = getServerConfig().nextAuthSecret;
  let payload: unknown;
  try {
    ({ payload } = await jwtDecrypt(token, encryptionKey(secret), {
      clockTolerance: CLOCK_TOLERANCE_SEC,
      // Only what next-auth issues: other key-management algorithms (PBES2's costly key
      // derivation, for one) would let anyone make the server work before it says 401.
      keyManagementAlgorithms: ['dir'],
      contentEncryptionAlgorithms: ['A256GCM'],
    }));
  } catch {
    return null;
  }
  const user = currentUserOfClaims(payload);
  const sid = sessionIdOfClaims(payload);
  if (user && sid && (await isSessionRevoked(sid))) return null;
  return user;
}

/** A Cookie request header as Next's own parser reads it (later duplicates win, undecodable values skipped). */
export function parseCookieHeader(header: string | null): Map<string, string> {
  const cookies = new Map<string, string>();
  if (!header) return cookies;
  for (const pair of header.split(/; */)) {
    if (!pair) continue;
    const eq = pair.indexOf('=');
    if (eq === -1) {
      cookies.set(pair, 'true');
      continue;
    }
    try {
      cookies.set(pair.slice(0, eq), decodeURIComponent(pair.slice(eq + 1)));
    } catch {
      // Skipped, as Next does.
    }
  }
  return cookies;
}

/** The signed-in user of a request (route handlers: no async request store needed). */
export function sessionUserOfRequest(req: Request): Promise<SessionUser | null> {
  const name = sessionCookieName(req.headers.get('x-forwarded-proto'));
  return sessionUserFromToken(sessionTokenFrom(parseCookieHeader(req.headers.get('cookie')), name));
}

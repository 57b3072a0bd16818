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
import { ROLES } from './roles';
import type { SessionUser } from './users';

/** next-auth's cookie names (`core/lib/cookie.ts` defaultCookies). */
const SESSION_COOKIE = 'next-auth.session-token';
const SECURE_SESSION_COOKIE = '__Secure-next-auth.session-token';
/** next-auth v4 `decode` allows this much clock skew on `exp`/`nbf`. */
const CLOCK_TOLERANCE_SEC = 15;

/** What a session token must carry; anything else is no session (401), as with getServerSession. */
const sessionClaimsSchema = z.object({
  username: z.string().min(1),
  name: z.string().nullish(),
  role: z.enum(ROLES),
  // next-auth always sets it; jose checks it against the clock.
  exp: z.number(),
});

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
    ({ payload } = await jwtDecrypt(token, encryptionKey(secret), { clockTolerance: CLOCK_TOLERANCE_SEC }));
  } catch {
    return null;
  }
  const claims = sessionClaimsSchema.safeParse(payload);
  if (!claims.success) return null;
  const { username, name, role } = claims.data;
  return { username, name: name ?? username, role };
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

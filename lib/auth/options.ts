import 'server-only';
// next-auth v4 options: credentials sign-in (demo users, DASHBOARD_USERS_FILE), optional OIDC,
// JWT sessions carrying the role, bounded to 8 h so a changed role takes effect.
import { randomUUID } from 'node:crypto';
import type { NextAuthOptions } from 'next-auth';
import CredentialsProvider from 'next-auth/providers/credentials';
import { getServerConfig } from '@/lib/server/config';
import { beginAttempt, recordSuccess } from './lockout';
import { oidcProvider } from './oidc-provider';
import { isRole } from './roles';
import { isSessionRevoked, revokeSession } from './revoked-sessions';
import { currentUserOfClaims, SESSION_MAX_AGE_SEC, sessionIdOfClaims } from './session-token';
import { authenticate } from './users';

export { SESSION_MAX_AGE_SEC } from './session-token';

/** Thrown by the jwt callback to end a session; next-auth then clears the cookie. */
class SessionEndedError extends Error {
  constructor() {
    super('session ended: signed in more than 8 h ago, signed out, or the user or role is gone');
  }
}

/** Shown on the sign-in page when next-auth reports this error code. */
export const LOCKED_ERROR_PREFIX = 'Too many failed sign-ins';

const credentialsProvider = CredentialsProvider({
  id: 'credentials',
  name: 'password',
  credentials: { username: { label: 'Username', type: 'text' }, password: { label: 'Password', type: 'password' } },
  async authorize(credentials) {
    const username = String(credentials?.username ?? '').slice(0, 100);
    const password = String(credentials?.password ?? '').slice(0, 200);
    if (!username || !password) return null;
    const lockedMs = beginAttempt(username);
    if (lockedMs > 0) {
      const minutes = Math.ceil(lockedMs / 60_000);
      throw new Error(`${LOCKED_ERROR_PREFIX} for this username. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`);
    }
    const user = await authenticate(username, password);
    if (!user) return null; // beginAttempt counted it
    recordSuccess(username);
    return { id: user.username, username: user.username, name: user.name, role: user.role };
  },
});

function buildAuthOptions(): NextAuthOptions {
  const config = getServerConfig();
  return {
    secret: config.nextAuthSecret,
    providers: config.oidc ? [credentialsProvider, oidcProvider(config.oidc)] : [credentialsProvider],
    session: { strategy: 'jwt', maxAge: SESSION_MAX_AGE_SEC },
    jwt: { maxAge: SESSION_MAX_AGE_SEC },
    pages: { signIn: '/signin', error: '/signin' },
    logger: {
      // An ended session is routine, not an error worth a stack trace.
      error(code, metadata) {
        const error = (metadata as { error?: unknown } | undefined)?.error ?? metadata;
        if (code === 'JWT_SESSION_ERROR' && error instanceof SessionEndedError) return;
        console.error(`[next-auth][error][${code}]`, error);
      },
      warn: (code) => console.warn(`[next-auth] ${code}`),
      debug: () => {},
    },
    events: {
      // Signing out ends this session everywhere, not only in this browser's cookie jar.
      async signOut({ token }) {
        const sid = sessionIdOfClaims(token);
        const authTime = typeof token?.authTime === 'number' ? token.authTime : Math.floor(Date.now() / 1000);
        if (sid) await revokeSession(sid, String(token?.username ?? ''), authTime + SESSION_MAX_AGE_SEC + 60);
      },
    },
    callbacks: {
      // OIDC users whose claim maps to no dashboard role are refused.
      signIn: ({ user }) => isRole(user.role),
      async jwt({ token, user, account }) {
        if (user) {
          token.sid = randomUUID();
          token.role = user.role;
          token.username = user.username ?? user.id;
          token.name = user.name ?? user.username ?? user.id;
          token.authTime = Math.floor(Date.now() / 1000);
          token.provider = account?.provider ?? 'credentials';
          return token;
        }
        // A renewal (GET /api/auth/session) must not extend a sign-in past its lifetime.
        const current = currentUserOfClaims(token);
        const sid = sessionIdOfClaims(token);
        if (!current || (sid && (await isSessionRevoked(sid)))) throw new SessionEndedError();
        return { ...token, role: current.role, name: current.name };
      },
      session({ session, token }) {
        if (isRole(token.role) && token.username) {
          session.user = { username: token.username, name: token.name ?? token.username, role: token.role };
        }
        return session;
      },
    },
  };
}

let cached: NextAuthOptions | undefined;
export function getAuthOptions(): NextAuthOptions {
  cached ??= buildAuthOptions();
  return cached;
}

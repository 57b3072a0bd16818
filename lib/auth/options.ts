import 'server-only';
// next-auth v4 options: credentials sign-in (demo users, DASHBOARD_USERS_FILE), optional OIDC,
// JWT sessions carrying the role, bounded to 8 h so a changed role takes effect.
import type { NextAuthOptions } from 'next-auth';
import CredentialsProvider from 'next-auth/providers/credentials';
import { getServerConfig } from '@/lib/server/config';
import { lockedForMs, recordFailure, recordSuccess } from './lockout';
import { oidcProvider } from './oidc-provider';
import { isRole } from './roles';
import { authenticate } from './users';

export const SESSION_MAX_AGE_SEC = 8 * 60 * 60;

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
    const lockedMs = lockedForMs(username);
    if (lockedMs > 0) {
      const minutes = Math.ceil(lockedMs / 60_000);
      throw new Error(`${LOCKED_ERROR_PREFIX} for this username. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`);
    }
    const user = await authenticate(username, password);
    if (!user) {
      recordFailure(username);
      return null;
    }
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
    callbacks: {
      // OIDC users whose claim maps to no dashboard role are refused.
      signIn: ({ user }) => isRole(user.role),
      jwt({ token, user }) {
        if (user) {
          token.role = user.role;
          token.username = user.username ?? user.id;
          token.name = user.name ?? user.username ?? user.id;
        }
        return token;
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

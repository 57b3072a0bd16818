import 'server-only';
// The signed-in user, for pages and route handlers. Every page and handler checks for itself;
// proxy.ts only redirects early for convenience.
import { getServerSession } from 'next-auth';
import { headers } from 'next/headers';
import { forbidden, redirect } from 'next/navigation';
import { signInPath } from './callback-url';
import { REQUEST_PATH_HEADER } from './request-path';
import { getAuthOptions } from './options';
import { can, isRole, type Permission } from './roles';
import type { SessionUser } from './users';

export type { SessionUser } from './users';

export { REQUEST_PATH_HEADER } from './request-path';

export async function getSessionUser(): Promise<SessionUser | null> {
  const session = await getServerSession(getAuthOptions());
  const user = session?.user;
  if (!user || !isRole(user.role) || !user.username) return null;
  return { username: user.username, name: user.name ?? user.username, role: user.role };
}

/** For pages: no session → sign-in (and back here after); wrong role → 403 "Access denied". */
export async function requirePagePermission(permission: Permission): Promise<SessionUser> {
  const user = await getSessionUser();
  if (!user) {
    const path = (await headers()).get(REQUEST_PATH_HEADER) ?? '/';
    redirect(signInPath(path));
  }
  if (!can(user.role, permission)) forbidden();
  return user;
}

import 'server-only';
// The signed-in user, for pages and route handlers. Every page and handler checks for itself;
// proxy.ts only redirects early for convenience.
import { cookies, headers } from 'next/headers';
import { forbidden, redirect } from 'next/navigation';
import { signInPath } from './callback-url';
import { REQUEST_PATH_HEADER } from './request-path';
import { can, type Permission } from './roles';
import { sessionCookieName, sessionTokenFrom, sessionUserFromToken } from './session-token';
import type { SessionUser } from './users';

export type { SessionUser } from './users';

export { REQUEST_PATH_HEADER } from './request-path';

export { sessionUserOfRequest } from './session-token';

/** The signed-in user of the current page or handler (next/headers), or null. */
export async function getSessionUser(): Promise<SessionUser | null> {
  const [cookieStore, headerList] = await Promise.all([cookies(), headers()]);
  const name = sessionCookieName(headerList.get('x-forwarded-proto'));
  return sessionUserFromToken(sessionTokenFrom(cookieStore.getAll().map((c) => [c.name, c.value] as [string, string]), name));
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

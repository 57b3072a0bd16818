// The navigation a role sees: the PAGES table filtered by permission. Isomorphic.
import { can, PAGES, type Role } from '@/lib/auth/roles';

export interface NavItem {
  href: string;
  label: string;
}

export function navItemsFor(role: Role): NavItem[] {
  return PAGES.filter((page) => can(role, page.permission)).map(({ href, label }) => ({ href, label }));
}

/** The nav item the path belongs to (longest matching href), for aria-current. */
export function currentNavHref(items: readonly NavItem[], pathname: string): string | null {
  let best: string | null = null;
  for (const { href } of items) {
    const matches = href === '/' ? pathname === '/' : pathname === href || pathname.startsWith(`${href}/`);
    if (matches && (!best || href.length > best.length)) best = href;
  }
  return best;
}

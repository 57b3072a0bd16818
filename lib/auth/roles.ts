// Roles and what each may use (contract §5). Pages and route handlers both read this table;
// handlers enforce it themselves (never only in proxy.ts).
export const ROLES = ['admin', 'safety_manager', 'dispatcher'] as const;
export type Role = (typeof ROLES)[number];

export const ROLE_LABELS: Record<Role, string> = {
  admin: 'Admin',
  safety_manager: 'Safety manager',
  dispatcher: 'Dispatcher',
};

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}

const ALL: readonly Role[] = ROLES;
const SAFETY: readonly Role[] = ['admin', 'safety_manager'];
const ADMIN: readonly Role[] = ['admin'];
const EDITORS: readonly Role[] = ['admin', 'dispatcher'];

/** Who may do what. Route handlers name one of these in `withRole`. */
export const PERMISSIONS = {
  readFleet: ALL, // trucks, drivers, fleet summary
  editFleet: EDITORS, // create/update trucks and drivers
  deleteFleet: ADMIN,
  readSafety: SAFETY, // DMS events, driver scores, safety report
  manageWebhooks: ADMIN, // subscriptions, tests, received deliveries, audit
} as const satisfies Record<string, readonly Role[]>;
export type Permission = keyof typeof PERMISSIONS;

export function can(role: Role | undefined | null, permission: Permission): boolean {
  return !!role && (PERMISSIONS[permission] as readonly Role[]).includes(role);
}

/** Dashboard pages, in navigation order, with the permission each needs. */
export const PAGES = [
  { href: '/', label: 'Overview', permission: 'readFleet' },
  { href: '/trucks', label: 'Trucks', permission: 'readFleet' },
  { href: '/drivers', label: 'Drivers', permission: 'readFleet' },
  { href: '/events', label: 'Events', permission: 'readSafety' },
  { href: '/scores', label: 'Scores', permission: 'readSafety' },
  { href: '/analytics', label: 'Analytics', permission: 'readSafety' },
  { href: '/webhooks', label: 'Webhooks', permission: 'manageWebhooks' },
] as const satisfies readonly { href: string; label: string; permission: Permission }[];

/** The permission a page path needs (longest matching prefix), or null for public pages. */
export function permissionForPath(pathname: string): Permission | null {
  if (pathname === '/signin' || pathname.startsWith('/api/auth')) return null;
  let best: { href: string; permission: Permission } | null = null;
  for (const page of PAGES) {
    const matches = page.href === '/' ? true : pathname === page.href || pathname.startsWith(`${page.href}/`);
    if (matches && (!best || page.href.length > best.href.length)) best = page;
  }
  return best?.permission ?? 'readFleet';
}

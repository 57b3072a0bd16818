import { ShieldCheck } from 'lucide-react';
import Link from 'next/link';
import type { ReactNode } from 'react';
import { Badge } from '@/components/ui/badge';
import { ROLE_LABELS } from '@/lib/auth/roles';
import type { SessionUser } from '@/lib/auth/session';
import { MainNav } from './main-nav';
import { navItemsFor } from './nav-items';
import { SignOutButton } from './sign-out-button';

/** The frame of every signed-in page: product name, role-filtered navigation, the user, sign-out. */
export function AppShell({ user, children }: { user: SessionUser; children: ReactNode }) {
  const roleLabel = ROLE_LABELS[user.role];
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2"
      >
        Skip to content
      </a>
      <header className="sticky top-0 z-20 border-b border-slate-200 bg-white">
        <div className="relative mx-auto flex h-14 max-w-screen-2xl items-center gap-3 px-4 sm:px-6">
          <Link href="/" className="mr-2 flex shrink-0 items-center gap-2 font-semibold text-slate-900">
            <ShieldCheck aria-hidden className="h-5 w-5 text-brand-600" />
            Fleet Safety
          </Link>
          <MainNav items={navItemsFor(user.role)} userName={user.name} roleLabel={roleLabel} />
          <div className="ml-auto hidden min-w-0 items-center gap-3 md:flex">
            <div className="min-w-0 text-right leading-tight">
              <p className="truncate text-sm font-medium text-slate-900" title={user.username}>
                {user.name}
              </p>
              <Badge tone="info">{roleLabel}</Badge>
            </div>
            <SignOutButton />
          </div>
        </div>
      </header>
      <main id="main" className="mx-auto w-full max-w-screen-2xl flex-1 px-4 py-6 sm:px-6">
        {children}
      </main>
    </div>
  );
}

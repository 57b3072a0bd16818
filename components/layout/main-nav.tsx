'use client';

import clsx from 'clsx';
import { Menu, X } from 'lucide-react';
import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { useId, useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { currentNavHref, type NavItem } from './nav-items';
import { SignOutButton } from './sign-out-button';

/**
 * Top navigation. Wide screens: a row of links (the user block sits beside it in the shell).
 * Narrow screens: the role and a Menu button; the panel holds the links, the user and sign-out.
 */
export function MainNav({ items, userName, roleLabel }: { items: NavItem[]; userName: string; roleLabel: string }) {
  const pathname = usePathname();
  const current = currentNavHref(items, pathname);
  // The compact menu is open for the page it was opened on, so navigating closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const setOpen = (next: boolean) => setOpenOn(next ? pathname : null);
  const panelId = useId();

  const link = (item: NavItem, compact: boolean) => (
    <Link
      key={item.href}
      href={item.href}
      aria-current={item.href === current ? 'page' : undefined}
      className={clsx(
        'rounded-md text-sm font-medium transition-colors',
        compact ? 'block px-3 py-2' : 'px-3 py-1.5',
        item.href === current ? 'bg-brand-50 text-brand-700' : 'text-slate-600 hover:bg-slate-100 hover:text-slate-900',
      )}
    >
      {item.label}
    </Link>
  );

  return (
    <>
      <nav aria-label="Main" className="hidden items-center gap-1 md:flex">
        {items.map((item) => link(item, false))}
      </nav>
      <div className="ml-auto flex items-center gap-2 md:hidden">
        <Badge tone="info">{roleLabel}</Badge>
        <button
          type="button"
          aria-label="Menu"
          aria-expanded={open}
          aria-controls={panelId}
          className="inline-flex h-9 w-9 items-center justify-center rounded-md border border-slate-300 bg-white text-slate-700"
          onClick={() => setOpen(!open)}
        >
          {open ? <X aria-hidden className="h-5 w-5" /> : <Menu aria-hidden className="h-5 w-5" />}
        </button>
      </div>
      {open && (
        <div
          id={panelId}
          className="absolute inset-x-0 top-14 z-30 border-b border-slate-200 bg-white px-4 py-2 shadow-md md:hidden"
          onKeyDown={(e) => e.key === 'Escape' && setOpen(false)}
        >
          <nav aria-label="Main">{items.map((item) => link(item, true))}</nav>
          <div className="mt-2 flex items-center justify-between gap-2 border-t border-slate-100 pt-3 pb-1">
            <p className="min-w-0 truncate px-3 text-sm">
              <span className="font-medium text-slate-900">{userName}</span>
              <span className="text-slate-500"> · {roleLabel}</span>
            </p>
            <SignOutButton />
          </div>
        </div>
      )}
    </>
  );
}

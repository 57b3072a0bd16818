'use client';

import clsx from 'clsx';
import { Menu, X } from 'lucide-react';
import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { useEffect, useId, useState } from 'react';
import { currentNavHref, type NavItem } from './nav-items';

/** Top navigation: a row of links on wide screens, a Menu button with a panel on narrow ones. */
export function MainNav({ items }: { items: NavItem[] }) {
  const pathname = usePathname();
  const current = currentNavHref(items, pathname);
  const [open, setOpen] = useState(false);
  const panelId = useId();

  // Close the compact menu after navigating.
  useEffect(() => setOpen(false), [pathname]);

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
      <div className="md:hidden">
        <button
          type="button"
          className="inline-flex h-9 items-center gap-1.5 rounded-md border border-slate-300 bg-white px-2.5 text-sm font-medium text-slate-700"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((o) => !o)}
        >
          {open ? <X aria-hidden className="h-4 w-4" /> : <Menu aria-hidden className="h-4 w-4" />}
          Menu
        </button>
        {open && (
          <nav
            id={panelId}
            aria-label="Main"
            className="absolute inset-x-0 top-14 z-30 border-b border-slate-200 bg-white px-4 py-2 shadow-md"
            onKeyDown={(e) => e.key === 'Escape' && setOpen(false)}
          >
            {items.map((item) => link(item, true))}
          </nav>
        )}
      </div>
    </>
  );
}

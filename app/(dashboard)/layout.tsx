import type { ReactNode } from 'react';
import { AppShell } from '@/components/layout/app-shell';
import { requirePagePermission } from '@/lib/auth/session';

// Every page below needs a session (any role); each page checks its own permission too.
export default async function DashboardLayout({ children }: { children: ReactNode }) {
  const user = await requirePagePermission('readFleet');
  return <AppShell user={user}>{children}</AppShell>;
}

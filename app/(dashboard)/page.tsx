import type { Metadata } from 'next';
import { OverviewView } from '@/components/overview/overview-view';
import { PageHeader } from '@/components/ui/page-header';
import { requirePagePermission } from '@/lib/auth/session';
import { can } from '@/lib/auth/roles';

export const metadata: Metadata = { title: 'Overview' };

export default async function OverviewPage() {
  const user = await requirePagePermission('readFleet');
  return (
    <>
      <PageHeader title="Overview" description="The fleet at a glance, with the electric trucks' charge and range." />
      <OverviewView canReadSafety={can(user.role, 'readSafety')} />
    </>
  );
}

import type { Metadata } from 'next';
import { Suspense } from 'react';
import { DataTableSkeleton } from '@/components/data-table/data-table-skeleton';
import { NewDriverButton } from '@/components/drivers/new-driver-button';
import { DriversTable } from '@/components/drivers/drivers-table';
import { PageHeader } from '@/components/ui/page-header';
import { can } from '@/lib/auth/roles';
import { requirePagePermission } from '@/lib/auth/session';

export const metadata: Metadata = { title: 'Drivers' };

export default async function DriversPage() {
  const user = await requirePagePermission('readFleet');
  return (
    <>
      <PageHeader
        title="Drivers"
        description="Search by name, e-mail or username; the truck column links to each driver's truck. Views live in the address, so they can be shared."
        actions={can(user.role, 'editFleet') ? <NewDriverButton /> : null}
      />
      {/* The table reads the URL on the client (nuqs); Suspense keeps the shell streaming. */}
      <Suspense fallback={<DataTableSkeleton />}>
        <DriversTable />
      </Suspense>
    </>
  );
}

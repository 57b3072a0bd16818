import type { Metadata } from 'next';
import { Suspense } from 'react';
import { DataTableSkeleton } from '@/components/data-table/data-table-skeleton';
import { NewTruckButton } from '@/components/trucks/new-truck-button';
import { TrucksTable } from '@/components/trucks/trucks-table';
import { PageHeader } from '@/components/ui/page-header';
import { can } from '@/lib/auth/roles';
import { requirePagePermission } from '@/lib/auth/session';

export const metadata: Metadata = { title: 'Trucks' };

export default async function TrucksPage() {
  const user = await requirePagePermission('readFleet');
  return (
    <>
      <PageHeader
        title="Trucks"
        description="Every truck in the fleet. Shift-click a column to sort by several; filters and paging live in the address, so a view can be shared."
        actions={can(user.role, 'editFleet') ? <NewTruckButton /> : null}
      />
      {/* The table reads the URL on the client (nuqs); Suspense keeps the shell streaming. */}
      <Suspense fallback={<DataTableSkeleton />}>
        <TrucksTable />
      </Suspense>
    </>
  );
}

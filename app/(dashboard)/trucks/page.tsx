import { HydrationBoundary, dehydrate } from '@tanstack/react-query';
import type { Metadata } from 'next';
import { Suspense } from 'react';
import { DataTableSkeleton } from '@/components/data-table/data-table-skeleton';
import { NewTruckButton } from '@/components/trucks/new-truck-button';
import { TrucksTable } from '@/components/trucks/trucks-table';
import { PageHeader } from '@/components/ui/page-header';
import { can } from '@/lib/auth/roles';
import { requirePagePermission } from '@/lib/auth/session';
import { csvFieldsOf } from '@/lib/client/csv-fields';
import { getQueryClient } from '@/lib/client/query-client';
import { listParams, loadTableQuery, validateTableQuery } from '@/lib/client/table-state';
import { listTrucks } from '@/lib/fleet-api/client';
import { truckSchema } from '@/lib/fleet-api/schemas/trucks';
import { truckKeys } from '@/lib/queries/trucks';

export const metadata: Metadata = { title: 'Trucks' };

export default async function TrucksPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const user = await requirePagePermission('readFleet');
  // The first page is fetched here and handed to the client's cache (same parsers, same
  // query key), so the table paints with data; a failure is left for the client to show.
  const query = await loadTableQuery('trucks', searchParams);
  const queryClient = getQueryClient();
  if (validateTableQuery('trucks', query).length === 0) {
    const params = listParams('trucks', query);
    await queryClient.prefetchQuery({ queryKey: truckKeys.list(params), queryFn: () => listTrucks(params) });
  }
  return (
    <>
      <PageHeader
        title="Trucks"
        description="Every truck in the fleet. Shift-click a column to sort by several; filters and paging live in the address, so a view can be shared."
        actions={can(user.role, 'editFleet') ? <NewTruckButton /> : null}
      />
      <HydrationBoundary state={dehydrate(queryClient)}>
        <Suspense fallback={<DataTableSkeleton />}>
          <TrucksTable csvFields={csvFieldsOf(truckSchema)} />
        </Suspense>
      </HydrationBoundary>
    </>
  );
}

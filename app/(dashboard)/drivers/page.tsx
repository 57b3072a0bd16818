import { HydrationBoundary, dehydrate } from '@tanstack/react-query';
import type { Metadata } from 'next';
import { Suspense } from 'react';
import { DataTableSkeleton } from '@/components/data-table/data-table-skeleton';
import { NewDriverButton } from '@/components/drivers/new-driver-button';
import { DriversTable } from '@/components/drivers/drivers-table';
import { PageHeader } from '@/components/ui/page-header';
import { can } from '@/lib/auth/roles';
import { requirePagePermission } from '@/lib/auth/session';
import { csvFieldsOf } from '@/lib/client/csv-fields';
import { getQueryClient } from '@/lib/client/query-client';
import { listParams, loadTableQuery, validateTableQuery } from '@/lib/client/table-state';
import { listDrivers } from '@/lib/fleet-api/client';
import { driverSchema } from '@/lib/fleet-api/schemas/drivers';
import { driverKeys } from '@/lib/queries/drivers';

export const metadata: Metadata = { title: 'Drivers' };

export default async function DriversPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const user = await requirePagePermission('readFleet');
  // The first page is fetched here and handed to the client's cache (same parsers, same
  // query key), so the table paints with data; a failure is left for the client to show.
  const query = await loadTableQuery('drivers', searchParams);
  const queryClient = getQueryClient();
  if (validateTableQuery('drivers', query).length === 0) {
    const params = listParams('drivers', query);
    await queryClient.prefetchQuery({ queryKey: driverKeys.list(params), queryFn: () => listDrivers(params) });
  }
  return (
    <>
      <PageHeader
        title="Drivers"
        description="Search by name, e-mail or username; the truck column links to each driver's truck. Views live in the address, so they can be shared."
        actions={can(user.role, 'editFleet') ? <NewDriverButton /> : null}
      />
      <HydrationBoundary state={dehydrate(queryClient)}>
        <Suspense fallback={<DataTableSkeleton />}>
          <DriversTable csvFields={csvFieldsOf(driverSchema)} />
        </Suspense>
      </HydrationBoundary>
    </>
  );
}

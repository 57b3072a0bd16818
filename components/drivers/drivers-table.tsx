'use client';

import { useDeferredValue, useMemo, useTransition } from 'react';
import { DataTable } from '@/components/data-table/data-table';
import { ExportCsvButton } from '@/components/data-table/export-csv-button';
import { useServerTable } from '@/components/data-table/use-server-table';
import { keywordWords } from '@/components/ui/highlight';
import { listParams } from '@/lib/client/table-state';
import { MAX_PAGE_SIZE } from '@/lib/fleet-api/constants';
import { driversQueryOptions, listDrivers, useDrivers } from '@/lib/queries/drivers';
import { driverColumns, driverHref } from './driver-columns';
import { DriverSearch } from './driver-search';

/** `csvFields`: the export's columns (`csvFieldsOf(driverSchema)`, computed by the server page). */
export function DriversTable({ csvFields }: { csvFields: readonly string[] }) {
  const { query, setQuery, table } = useServerTable('drivers', useDrivers, driversQueryOptions);
  const [, startTransition] = useTransition();
  // Highlighting follows the keyword without holding up the input.
  const keyword = useDeferredValue(query.keyword);
  const columns = useMemo(() => driverColumns(keywordWords(keyword)), [keyword]);
  return (
    <DataTable
      {...table}
      label="Drivers"
      columns={columns}
      getRowId={(d, i) => String(d.id ?? `row-${i}`)}
      rowHref={driverHref}
      emptyMessage="No drivers match."
      toolbar={
        <>
          <DriverSearch
            keyword={query.keyword}
            onSearch={(next) => startTransition(() => setQuery({ ...query, keyword: next, page: 0 }, { replace: true }))}
          />
          <ExportCsvButton
            filename="drivers.csv"
            fields={csvFields}
            disabled={!table.data || table.data.totalElements === 0}
            fetchPage={(page, signal) => listDrivers(listParams('drivers', query, { page, size: MAX_PAGE_SIZE }), signal)}
          />
        </>
      }
    />
  );
}

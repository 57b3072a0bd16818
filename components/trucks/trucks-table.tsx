'use client';

import { DataTable } from '@/components/data-table/data-table';
import { ExportCsvButton } from '@/components/data-table/export-csv-button';
import { useServerTable } from '@/components/data-table/use-server-table';
import { listParams } from '@/lib/client/table-state';
import { MAX_PAGE_SIZE } from '@/lib/fleet-api/constants';
import { listTrucks, trucksQueryOptions, useTrucks } from '@/lib/queries/trucks';
import { truckColumns, truckHref } from './truck-columns';

/** `csvFields`: the export's columns (`csvFieldsOf(truckSchema)`, computed by the server page). */
export function TrucksTable({ csvFields }: { csvFields: readonly string[] }) {
  const { query, table } = useServerTable('trucks', useTrucks, trucksQueryOptions);
  return (
    <DataTable
      {...table}
      label="Trucks"
      columns={truckColumns}
      getRowId={(t) => String(t.id)}
      rowHref={truckHref}
      emptyMessage="No trucks match."
      toolbar={
        <ExportCsvButton
          filename="trucks.csv"
          fields={csvFields}
          disabled={!table.data || table.data.totalElements === 0}
          fetchPage={(page, signal) => listTrucks(listParams('trucks', query, { page, size: MAX_PAGE_SIZE }), signal)}
        />
      }
    />
  );
}

'use client';

import { DataTable } from '@/components/data-table/data-table';
import { ExportCsvButton } from '@/components/data-table/export-csv-button';
import { useServerTable } from '@/components/data-table/use-server-table';
import { csvFieldsOf } from '@/lib/client/csv';
import { listParams } from '@/lib/client/table-state';
import { MAX_PAGE_SIZE } from '@/lib/fleet-api/constants';
import { truckSchema } from '@/lib/fleet-api/schemas/trucks';
import { listTrucks, trucksQueryOptions, useTrucks } from '@/lib/queries/trucks';
import { truckColumns, truckHref } from './truck-columns';

const TRUCK_CSV_FIELDS = csvFieldsOf(truckSchema);

export function TrucksTable() {
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
          fields={TRUCK_CSV_FIELDS}
          disabled={!table.data}
          fetchPage={(page, signal) => listTrucks(listParams('trucks', query, { page, size: MAX_PAGE_SIZE }), signal)}
        />
      }
    />
  );
}

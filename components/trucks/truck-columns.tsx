import Link from 'next/link';
import type { DataTableColumn } from '@/components/data-table/columns';
import type { Truck } from '@/lib/fleet-api/schemas/trucks';
import { TagList } from '@/components/ui/tag-list';
import { dash, formatNumber, humanizeEnum } from '@/lib/format';
import { TruckStatusBadge } from './truck-badges';

export const truckHref = (t: Pick<Truck, 'id'>) => `/trucks/${t.id}`;

/** Column ids are the API's sort properties (see DataTableColumn). */
export const truckColumns: DataTableColumn<Truck>[] = [
  {
    accessorKey: 'unitNumber',
    header: 'Unit',
    meta: { label: 'Unit', filterField: 'unitNumber', className: 'font-medium' },
    cell: ({ row }) => (
      <Link href={truckHref(row.original)} className="text-brand-700 hover:underline" tabIndex={-1}>
        {row.original.unitNumber}
      </Link>
    ),
  },
  { accessorKey: 'make', header: 'Make', meta: { label: 'Make', filterField: 'make' } },
  { accessorKey: 'model', header: 'Model', meta: { label: 'Model', filterField: 'model' } },
  { accessorKey: 'year', header: 'Year', meta: { label: 'Year', filterField: 'year', align: 'right' } },
  {
    accessorKey: 'fuelType',
    header: 'Fuel',
    meta: { label: 'Fuel', filterField: 'fuelType' },
    cell: ({ row }) => humanizeEnum(row.original.fuelType),
  },
  {
    accessorKey: 'status',
    header: 'Status',
    meta: { label: 'Status', filterField: 'status' },
    cell: ({ row }) => <TruckStatusBadge status={row.original.status} />,
  },
  {
    accessorKey: 'chargeLevel',
    header: 'Charge',
    meta: { label: 'Charge %', filterField: 'chargeLevel', align: 'right' },
    cell: ({ row }) => (row.original.chargeLevel == null ? dash(null) : `${formatNumber(row.original.chargeLevel, 0)} %`),
  },
  {
    accessorKey: 'rangeKm',
    header: 'Range',
    meta: { label: 'Range km', filterField: 'rangeKm', align: 'right' },
    cell: ({ row }) => (row.original.rangeKm == null ? dash(null) : `${formatNumber(row.original.rangeKm, 0)} km`),
  },
  {
    accessorKey: 'odometerKm',
    header: 'Odometer',
    meta: { label: 'Odometer km', filterField: 'odometerKm', align: 'right' },
    cell: ({ row }) => (row.original.odometerKm == null ? dash(null) : `${formatNumber(row.original.odometerKm, 0)} km`),
  },
  { accessorKey: 'licensePlate', header: 'Plate', meta: { label: 'Plate', filterField: 'licensePlate' }, cell: ({ row }) => dash(row.original.licensePlate) },
  {
    id: 'tags',
    header: 'Tags',
    meta: { label: 'Tags', filterField: 'tags' },
    cell: ({ row }) => <TagList tags={row.original.tags} wrap={false} />,
  },
];

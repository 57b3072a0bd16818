import Link from 'next/link';
import { numberColumn, type DataTableColumn } from '@/components/data-table/columns';
import type { Truck } from '@/lib/fleet-api/schemas/trucks';
import { TagList } from '@/components/ui/tag-list';
import { dash, humanizeEnum } from '@/lib/format';
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
  numberColumn<Truck>('chargeLevel', 'Charge', { label: 'Charge %', filterField: 'chargeLevel', digits: 0, unit: '%' }),
  numberColumn<Truck>('rangeKm', 'Range', { label: 'Range km', filterField: 'rangeKm', digits: 0, unit: 'km' }),
  numberColumn<Truck>('odometerKm', 'Odometer', { label: 'Odometer km', filterField: 'odometerKm', digits: 0, unit: 'km' }),
  { accessorKey: 'licensePlate', header: 'Plate', meta: { label: 'Plate', filterField: 'licensePlate' }, cell: ({ row }) => dash(row.original.licensePlate) },
  {
    id: 'tags',
    header: 'Tags',
    meta: { label: 'Tags', filterField: 'tags' },
    cell: ({ row }) => <TagList tags={row.original.tags} wrap={false} />,
  },
];

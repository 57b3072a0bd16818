import Link from 'next/link';
import type { DataTableColumn } from '@/components/data-table/columns';
import { Highlight } from '@/components/ui/highlight';
import { TagList } from '@/components/ui/tag-list';
import type { Driver } from '@/lib/fleet-api/schemas/drivers';
import { dash, formatDate } from '@/lib/format';
import { DriverStatusBadge } from './driver-badges';

export const driverHref = (d: Driver) => (d.id == null ? undefined : `/drivers/${d.id}`);
export const driverName = (d: Pick<Driver, 'firstName' | 'lastName'>) => [d.firstName, d.lastName].filter(Boolean).join(' ');

/** Columns of the drivers table; `words` are the keyword's words, highlighted where they match. */
export function driverColumns(words: readonly string[]): DataTableColumn<Driver>[] {
  return [
    {
      accessorKey: 'lastName',
      header: 'Name',
      meta: { label: 'Last name', filterField: 'lastName', className: 'font-medium' },
      cell: ({ row }) => {
        const href = driverHref(row.original);
        const name = (
          <>
            <Highlight text={row.original.firstName} words={words} /> <Highlight text={row.original.lastName} words={words} />
          </>
        );
        return href ? (
          <Link href={href} className="text-brand-700 hover:underline" tabIndex={-1}>
            {name}
          </Link>
        ) : (
          name
        );
      },
    },
    { accessorKey: 'email', header: 'E-mail', meta: { label: 'E-mail', filterField: 'email' }, cell: ({ row }) => <Highlight text={row.original.email ?? '—'} words={words} /> },
    { accessorKey: 'username', header: 'Username', meta: { label: 'Username', filterField: 'username' }, cell: ({ row }) => <Highlight text={row.original.username ?? '—'} words={words} /> },
    { accessorKey: 'status', header: 'Status', meta: { label: 'Status', filterField: 'status' }, cell: ({ row }) => <DriverStatusBadge status={row.original.status} /> },
    {
      id: 'truckId',
      header: 'Truck',
      meta: { label: 'Truck ID', filterField: 'truckId' },
      cell: ({ row }) => {
        const a = row.original.truckAssignment;
        if (!a?.truckId) return dash(null);
        return (
          <Link href={`/trucks/${a.truckId}`} className="text-brand-700 hover:underline" title={[a.make, a.model].filter(Boolean).join(' ')}>
            {a.unitNumber ?? `#${a.truckId}`}
          </Link>
        );
      },
    },
    { accessorKey: 'hiredOn', header: 'Hired', meta: { label: 'Hired on', filterField: 'hiredOn' }, cell: ({ row }) => formatDate(row.original.hiredOn) },
    { accessorKey: 'phone', header: 'Phone', meta: { label: 'Phone', filterField: 'phone' }, cell: ({ row }) => dash(row.original.phone) },
    { id: 'tags', header: 'Tags', meta: { label: 'Tags', filterField: 'tags' }, cell: ({ row }) => <TagList tags={row.original.tags} wrap={false} /> },
  ];
}

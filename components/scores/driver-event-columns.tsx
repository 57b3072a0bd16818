'use client';

import Link from 'next/link';
import type { DataTableColumn } from '@/components/data-table/columns';
import { SeverityBadge } from '@/components/ui/severity-badge';
import type { DayRange } from '@/lib/client/date-range';
import type { DmsEvent } from '@/lib/fleet-api/schemas/safety';
import { formatDateTime, formatNumber, humanizeEnum, utcTitle } from '@/lib/format';

/** Where one driver's events of a range are reviewed (the events page, same filters). */
export function driverEventsHref(driverId: number, range: DayRange, eventId?: number) {
  const q = new URLSearchParams({ 'driverId.equals': String(driverId), from: range.from, to: range.to });
  if (eventId) q.set('event', String(eventId));
  return `/events?${q}`;
}

/** A driver's events in the drill-down; the time opens the event in the review panel. */
export function driverEventColumns(driverId: number, range: DayRange): DataTableColumn<DmsEvent>[] {
  return [
    {
      id: 'occurredAt',
      accessorKey: 'occurredAt',
      header: 'Time',
      meta: { label: 'Time' },
      cell: ({ row }) => (
        <Link
          href={driverEventsHref(driverId, range, row.original.id ?? undefined)}
          title={utcTitle(row.original.occurredAt)}
          className="font-medium text-brand-700 hover:underline"
        >
          {formatDateTime(row.original.occurredAt)}
        </Link>
      ),
    },
    { id: 'type', accessorKey: 'type', header: 'Type', meta: { label: 'Type' }, cell: ({ row }) => humanizeEnum(row.original.type) },
    { id: 'severity', accessorKey: 'severity', header: 'Severity', meta: { label: 'Severity' }, cell: ({ row }) => <SeverityBadge severity={row.original.severity} /> },
    {
      id: 'truckId',
      accessorKey: 'truckId',
      header: 'Truck',
      meta: { label: 'Truck' },
      cell: ({ row }) =>
        row.original.truckId ? (
          <Link href={`/trucks/${row.original.truckId}`} className="hover:underline">
            {row.original.unitNumber ?? `Truck ${row.original.truckId}`}
          </Link>
        ) : (
          '—'
        ),
    },
    { id: 'speedKph', accessorKey: 'speedKph', header: 'Speed km/h', meta: { label: 'Speed', align: 'right' }, cell: ({ row }) => formatNumber(row.original.speedKph, 0) },
    { id: 'durationSec', accessorKey: 'durationSec', header: 'Duration s', meta: { label: 'Duration', align: 'right' }, cell: ({ row }) => formatNumber(row.original.durationSec, 1) },
  ];
}

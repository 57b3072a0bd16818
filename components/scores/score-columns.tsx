'use client';

import Link from 'next/link';
import type { DataTableColumn } from '@/components/data-table/columns';
import type { DayRange } from '@/lib/client/date-range';
import type { DriverScore } from '@/lib/fleet-api/schemas/safety';
import { formatNumber } from '@/lib/format';
import { ScoreBand } from './score-band';

export function driverScoreHref(driverId: number, range: DayRange) {
  return `/scores/${driverId}?from=${range.from}&to=${range.to}`;
}

const plain = (v: number | null | undefined, digits = 1) => formatNumber(v, digits);

/** Overall and distraction scores as separate banded columns; the other sub-scores as numbers. */
export function scoreColumns(range: DayRange): DataTableColumn<DriverScore>[] {
  return [
    {
      id: 'driverName',
      accessorKey: 'driverName',
      header: 'Driver',
      meta: { label: 'Driver' },
      cell: ({ row }) => {
        const s = row.original;
        return s.driverId ? (
          <Link href={driverScoreHref(s.driverId, range)} className="font-medium text-brand-700 hover:underline">
            {s.driverName ?? `Driver ${s.driverId}`}
          </Link>
        ) : (
          (s.driverName ?? '—')
        );
      },
    },
    {
      id: 'overallScore',
      accessorKey: 'overallScore',
      header: 'Overall',
      meta: { label: 'Overall score', filterField: 'overallScore' },
      cell: ({ row }) => <ScoreBand score={row.original.overallScore} />,
    },
    {
      id: 'distractionScore',
      accessorKey: 'distractionScore',
      header: 'Distraction',
      meta: { label: 'Distraction score', filterField: 'distractionScore' },
      cell: ({ row }) => <ScoreBand score={row.original.distractionScore} />,
    },
    {
      id: 'speedingScore',
      accessorKey: 'speedingScore',
      header: 'Speeding',
      meta: { label: 'Speeding score', align: 'right' },
      cell: ({ row }) => plain(row.original.speedingScore),
    },
    {
      id: 'harshEventsScore',
      accessorKey: 'harshEventsScore',
      header: 'Harsh events',
      meta: { label: 'Harsh events score', align: 'right' },
      cell: ({ row }) => plain(row.original.harshEventsScore),
    },
    {
      id: 'eventCount',
      accessorKey: 'eventCount',
      header: 'Events',
      meta: { label: 'Events', align: 'right' },
      cell: ({ row }) => plain(row.original.eventCount, 0),
    },
    {
      id: 'distanceKm',
      accessorKey: 'distanceKm',
      header: 'Distance km',
      meta: { label: 'Distance', align: 'right' },
      cell: ({ row }) => plain(row.original.distanceKm, 0),
    },
  ];
}

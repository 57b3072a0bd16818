'use client';

import Link from 'next/link';
import { numberColumn, type DataTableColumn } from '@/components/data-table/columns';
import type { DayRange } from '@/lib/client/date-range';
import type { DriverScore } from '@/lib/fleet-api/schemas/safety';
import { ScoreBand } from './score-band';

export function driverScoreHref(driverId: number, range: DayRange) {
  return `/scores/${driverId}?from=${range.from}&to=${range.to}`;
}

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
    numberColumn<DriverScore>('speedingScore', 'Speeding', { label: 'Speeding score' }),
    numberColumn<DriverScore>('harshEventsScore', 'Harsh events', { label: 'Harsh events score' }),
    numberColumn<DriverScore>('eventCount', 'Events', { label: 'Events', digits: 0 }),
    numberColumn<DriverScore>('distanceKm', 'Distance km', { label: 'Distance', digits: 0 }),
  ];
}

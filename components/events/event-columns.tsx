'use client';

import { Filter, Video } from 'lucide-react';
import Link from 'next/link';
import { numberColumn, type DataTableColumn } from '@/components/data-table/columns';
import type { DmsEvent } from '@/lib/fleet-api/schemas/safety';
import { dash, formatDateTime, humanizeEnum, utcTitle } from '@/lib/format';
import { SeverityBadge } from '@/components/ui/severity-badge';

/**
 * Columns of the events list. The time cell is the button that opens the event panel (the
 * table's own row click navigates, which reviewing does not want).
 */
function OnlyThis({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <button
      type="button"
      onClick={onClick}
      aria-label={`Only events of ${label}`}
      title={`Only events of ${label}`}
      className="ml-1 rounded p-0.5 text-slate-400 opacity-60 group-hover:opacity-100 hover:bg-slate-100 hover:text-slate-700 focus-visible:opacity-100"
    >
      <Filter aria-hidden className="h-3.5 w-3.5" />
    </button>
  );
}

export type EventFilterField = 'driverId' | 'truckId';

export function eventColumns(
  onOpen: (event: DmsEvent) => void,
  selectedId: number | null,
  onOnly: (field: EventFilterField, id: number) => void,
): DataTableColumn<DmsEvent>[] {
  return [
    {
      id: 'occurredAt',
      accessorKey: 'occurredAt',
      header: 'Time',
      meta: { label: 'Time' },
      cell: ({ row }) => {
        const e = row.original;
        const selected = e.id != null && e.id === selectedId;
        return (
          <button
            type="button"
            onClick={() => onOpen(e)}
            aria-pressed={selected}
            data-event-open
            title={utcTitle(e.occurredAt)}
            className={`rounded px-1 text-left font-medium hover:underline ${selected ? 'bg-brand-100 text-brand-700' : 'text-brand-700'}`}
          >
            {formatDateTime(e.occurredAt)}
          </button>
        );
      },
    },
    { id: 'type', accessorKey: 'type', header: 'Type', meta: { label: 'Type' }, cell: ({ row }) => humanizeEnum(row.original.type) },
    {
      id: 'severity',
      accessorKey: 'severity',
      header: 'Severity',
      meta: { label: 'Severity' },
      cell: ({ row }) => <SeverityBadge severity={row.original.severity} />,
    },
    {
      id: 'driverId',
      accessorKey: 'driverId',
      header: 'Driver',
      meta: { label: 'Driver' },
      cell: ({ row }) => {
        const e = row.original;
        const id = e.driverId;
        return id ? (
          <span className="inline-flex items-center">
            <Link href={`/drivers/${id}`} className="hover:underline">
              {e.driverName ?? `Driver ${id}`}
            </Link>
            <OnlyThis label={e.driverName ?? `driver ${id}`} onClick={() => onOnly('driverId', id)} />
          </span>
        ) : (
          dash(e.driverName)
        );
      },
    },
    {
      id: 'truckId',
      accessorKey: 'truckId',
      header: 'Truck',
      meta: { label: 'Truck' },
      cell: ({ row }) => {
        const e = row.original;
        const id = e.truckId;
        return id ? (
          <span className="inline-flex items-center">
            <Link href={`/trucks/${id}`} className="hover:underline">
              {e.unitNumber ?? `Truck ${id}`}
            </Link>
            <OnlyThis label={e.unitNumber ?? `truck ${id}`} onClick={() => onOnly('truckId', id)} />
          </span>
        ) : (
          dash(e.unitNumber)
        );
      },
    },
    numberColumn<DmsEvent>('speedKph', 'Speed km/h', { label: 'Speed', digits: 0 }),
    numberColumn<DmsEvent>('durationSec', 'Duration s', { label: 'Duration' }),
    {
      id: 'tags',
      header: 'Tags',
      meta: { label: 'Tags', className: 'max-w-56 truncate' },
      cell: ({ row }) => <span title={row.original.tags?.join(', ')}>{row.original.tags?.length ? row.original.tags.join(', ') : '—'}</span>,
    },
    {
      id: 'media',
      header: 'Video',
      meta: { label: 'Video' },
      enableSorting: false,
      cell: ({ row }) =>
        row.original.media?.some((m) => m.url) ? (
          <Video aria-label="Has video" className="h-4 w-4 text-slate-600" />
        ) : (
          <span className="text-slate-400">—</span>
        ),
    },
  ];
}

'use client';

import { Pencil, Trash2 } from 'lucide-react';
import type { DataTableColumn } from '@/components/data-table/columns';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import type { Subscription } from '@/lib/fleet-api/schemas/webhooks';
import { dash, formatDateTime, utcTitle } from '@/lib/format';
import { ActiveToggle } from './active-toggle';
import { TestWebhookButton } from './test-webhook-button';

export interface SubscriptionRowActions {
  onEdit: (subscription: Subscription) => void;
  onDelete: (subscription: Subscription) => void;
}

/** Columns of the subscriptions table; ids are the API's sort properties. */
export function subscriptionColumns({ onEdit, onDelete }: SubscriptionRowActions): DataTableColumn<Subscription>[] {
  return [
    {
      id: 'url',
      accessorKey: 'url',
      header: 'URL',
      meta: { label: 'URL', filterField: 'url', className: 'min-w-44 sm:min-w-64' },
      cell: ({ row }) => (
        // The table's cells do not wrap; a long address does, so the event types stay in view.
        <div className="min-w-0 whitespace-normal">
          <p className="font-mono text-xs break-all text-slate-900">{dash(row.original.url)}</p>
          <p className="mt-0.5 text-xs text-slate-500">{dash(row.original.description)}</p>
          {row.original.secret && (
            <p className="mt-0.5 text-xs text-slate-400">
              Secret <code className="font-mono">{row.original.secret}</code>
            </p>
          )}
        </div>
      ),
    },
    {
      id: 'eventTypes',
      header: 'Event types',
      meta: { label: 'Event types', filterField: 'eventTypes', className: 'min-w-72' },
      cell: ({ row }) => (
        <div className="flex max-w-md flex-wrap gap-1">
          {row.original.eventTypes.map((type) => (
            <Badge key={type} tone="info" className="font-mono">
              {type}
            </Badge>
          ))}
        </div>
      ),
    },
    {
      id: 'active',
      accessorKey: 'active',
      header: 'Active',
      meta: { label: 'Active', filterField: 'active' },
      cell: ({ row }) => <ActiveToggle subscription={row.original} />,
    },
    {
      id: 'updatedAt',
      accessorKey: 'updatedAt',
      header: 'Last updated',
      meta: { label: 'Last updated', className: 'whitespace-nowrap' },
      cell: ({ row }) => (
        <time dateTime={row.original.updatedAt ?? undefined} title={utcTitle(row.original.updatedAt)} className="tabular-nums text-slate-600">
          {formatDateTime(row.original.updatedAt)}
        </time>
      ),
    },
    {
      id: 'actions',
      header: 'Actions',
      enableSorting: false,
      meta: { label: 'Actions', className: 'min-w-52' },
      cell: ({ row }) => {
        const subscription = row.original;
        const id = subscription.id;
        if (typeof id !== 'number') return '—';
        return (
          <TestWebhookButton id={id}>
            <Button size="icon" variant="ghost" aria-label={`Edit subscription ${id}`} title="Edit" onClick={() => onEdit(subscription)}>
              <Pencil aria-hidden className="h-4 w-4" />
            </Button>
            <Button size="icon" variant="ghost" aria-label={`Delete subscription ${id}`} title="Delete" onClick={() => onDelete(subscription)}>
              <Trash2 aria-hidden className="h-4 w-4 text-red-600" />
            </Button>
          </TestWebhookButton>
        );
      },
    },
  ];
}

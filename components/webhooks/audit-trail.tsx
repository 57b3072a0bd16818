'use client';

import { useState } from 'react';
import { DataTablePagination } from '@/components/data-table/data-table-pagination';
import { Card, CardHeader } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { Skeleton } from '@/components/ui/skeleton';
import { formatDateTime, utcTitle } from '@/lib/format';
import { useWebhookAudit } from '@/lib/queries/webhooks';
import type { AuditEntry } from '@/lib/webhooks/dashboard-schemas';

const ACTION_LABELS: Record<AuditEntry['action'], string> = {
  create: 'created',
  update: 'updated',
  delete: 'deleted',
  test: 'tested',
};

function show(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (Array.isArray(value)) return value.length ? value.join(', ') : '—';
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  return String(value);
}

function EntryChanges({ entry }: { entry: AuditEntry }) {
  if (entry.action === 'test' && entry.detail) {
    const d = entry.detail;
    return (
      <p className="text-slate-600">
        {d.delivered ? 'delivered' : 'not delivered'}
        {d.responseStatus != null && ` · HTTP ${show(d.responseStatus)}`}
        {d.error ? ` · ${show(d.error)}` : ''}
      </p>
    );
  }
  // A deletion is described by what was deleted, not by every field going away.
  const fields = Object.entries(entry.changes).filter(([field]) => entry.action !== 'delete' || field === 'url' || field === 'description');
  if (fields.length === 0) return <p className="text-slate-500">no field changed</p>;
  return (
    <ul className="flex flex-col gap-0.5">
      {fields.map(([field, change]) => (
        <li key={field} className="break-words text-slate-600">
          <span className="font-medium text-slate-700">{field}</span>:{' '}
          {entry.action === 'update' && <span className="line-through decoration-slate-400">{show(change.before)}</span>}
          {entry.action === 'delete' && <span>{show(change.before)}</span>}
          {entry.action === 'update' && ' → '}
          {entry.action !== 'delete' && <span>{show(change.after)}</span>}
        </li>
      ))}
    </ul>
  );
}

/** Who changed which subscription when, newest first. */
export function AuditTrail() {
  const [page, setPage] = useState(0);
  const [size, setSize] = useState(20);
  const audit = useWebhookAudit({ page, size });
  return (
    <Card>
      <CardHeader title="Audit trail" description="Changes made to subscriptions from this dashboard." />
      {audit.isPending ? (
        <div className="flex flex-col gap-2 p-4">
          <Skeleton className="h-4 w-2/3" />
          <Skeleton className="h-4 w-1/2" />
        </div>
      ) : audit.isError ? (
        <ErrorState error={audit.error} onRetry={() => audit.refetch()} />
      ) : audit.data.content.length === 0 ? (
        <EmptyState title="No changes yet" description="Creating, editing, testing or deleting a subscription is recorded here." />
      ) : (
        <>
          <ol aria-label="Audit trail" className="divide-y divide-slate-100">
            {audit.data.content.map((entry) => (
              <li key={entry.id} className="grid gap-1 px-4 py-2.5 text-sm sm:grid-cols-[11rem_1fr]">
                <time dateTime={entry.at} title={utcTitle(entry.at)} className="text-slate-500 tabular-nums">
                  {formatDateTime(entry.at)}
                </time>
                <div className="min-w-0">
                  <p className="text-slate-800">
                    <span className="font-medium">{entry.actor}</span> {ACTION_LABELS[entry.action]} subscription{' '}
                    {entry.subscriptionId != null ? `#${entry.subscriptionId}` : ''}
                  </p>
                  <EntryChanges entry={entry} />
                </div>
              </li>
            ))}
          </ol>
          <DataTablePagination data={audit.data} requestedPage={page} size={size} onPageChange={setPage} onSizeChange={(s) => { setSize(s); setPage(0); }} />
        </>
      )}
    </Card>
  );
}

'use client';

import { CheckCircle2, ChevronRight, XCircle } from 'lucide-react';
import { useState } from 'react';
import { DataTablePagination } from '@/components/data-table/data-table-pagination';
import { Badge } from '@/components/ui/badge';
import { Card, CardHeader } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { Skeleton } from '@/components/ui/skeleton';
import { formatDateTime, utcTitle } from '@/lib/format';
import { RECEIVED_POLL_MS, useReceivedDeliveries } from '@/lib/queries/webhooks';
import { RECEIVER_PATH } from '@/lib/webhooks/receiver-url';
import type { StoredDelivery } from '@/lib/webhooks/dashboard-schemas';

// One grid for the column headings and the rows (sm and up; phones stack the facts).
const ROW_GRID = 'sm:grid-cols-[1rem_minmax(0,14rem)_minmax(0,1fr)_6rem_8.5rem_10rem]';

function prettyPayload(payload: string): string {
  try {
    return JSON.stringify(JSON.parse(payload), null, 2);
  } catch {
    return payload;
  }
}

function DeliveryRow({ delivery }: { delivery: StoredDelivery }) {
  return (
    <li data-testid="received-delivery" data-event-id={delivery.eventId}>
      <details className="group">
        <summary className={`grid cursor-pointer list-none grid-cols-[auto_1fr] gap-x-2 gap-y-1 px-4 py-3 text-sm hover:bg-slate-50 focus-visible:bg-slate-50 sm:items-center ${ROW_GRID} [&::-webkit-details-marker]:hidden`}>
          <ChevronRight aria-hidden className="h-4 w-4 text-slate-400 transition-transform group-open:rotate-90" />
          <code className="font-mono text-xs font-medium text-slate-900">{delivery.eventType}</code>
          <code className="col-start-2 truncate font-mono text-xs text-slate-500 sm:col-start-auto" title={delivery.eventId}>
            {delivery.eventId}
          </code>
          <span className="col-start-2 flex flex-wrap items-center gap-2 sm:col-start-auto sm:contents">
            <Badge tone={delivery.attempts > 1 ? 'warning' : 'neutral'} className="w-fit">
              {delivery.attempts} {delivery.attempts === 1 ? 'attempt' : 'attempts'}
            </Badge>
            {delivery.signatureValid ? (
              <Badge tone="success">
                <CheckCircle2 aria-hidden className="mr-1 h-3 w-3" />
                signature valid
              </Badge>
            ) : (
              <Badge tone="danger">
                <XCircle aria-hidden className="mr-1 h-3 w-3" />
                signature invalid
              </Badge>
            )}
            <time dateTime={delivery.lastReceivedAt} title={utcTitle(delivery.lastReceivedAt)} className="text-xs text-slate-500 tabular-nums sm:text-right">
              {formatDateTime(delivery.lastReceivedAt)}
            </time>
          </span>
        </summary>
        <div className="grid gap-3 border-t border-slate-100 bg-slate-50 px-4 py-3 lg:grid-cols-2">
          <div className="min-w-0">
            <h3 className="text-xs font-semibold tracking-wide text-slate-500 uppercase">Payload</h3>
            <pre className="mt-1 max-h-96 overflow-auto rounded bg-slate-900 p-3 font-mono text-xs text-slate-100">{prettyPayload(delivery.payload)}</pre>
          </div>
          <div className="min-w-0">
            <h3 className="text-xs font-semibold tracking-wide text-slate-500 uppercase">Headers (credentials redacted)</h3>
            <dl className="mt-1 grid gap-x-3 gap-y-0.5 font-mono text-xs sm:grid-cols-[minmax(0,auto)_minmax(0,1fr)]">
              {Object.entries(delivery.headers).map(([name, value]) => (
                <div key={name} className="contents">
                  <dt className="text-slate-500">{name}</dt>
                  <dd className="mb-1 pl-3 break-all text-slate-800 sm:mb-0 sm:pl-0">{value}</dd>
                </div>
              ))}
            </dl>
            <p className="mt-2 text-xs text-slate-500">
              First received {formatDateTime(delivery.receivedAt)}
            </p>
          </div>
        </div>
      </details>
    </li>
  );
}

/** What the dashboard's own receiver stored, newest first, refreshed every 2 s. */
export function ReceivedDeliveries() {
  const [page, setPage] = useState(0);
  const [size, setSize] = useState(20);
  const received = useReceivedDeliveries({ page, size });
  return (
    <Card>
      <CardHeader
        title={
          <span className="inline-flex items-center gap-2">
            <span aria-hidden className="h-2 w-2 animate-pulse rounded-full bg-emerald-500" />
            Live
          </span>
        }
        description={
          <>
            Deliveries to <code className="font-mono text-xs">{RECEIVER_PATH}</code> that passed the signature check, refreshed every{' '}
            {RECEIVED_POLL_MS / 1000} s. Retries of one event share a row; expand a row for its payload.
          </>
        }
      />
      {received.isPending ? (
        <div className="flex flex-col gap-2 p-4">
          <Skeleton className="h-5 w-full" />
          <Skeleton className="h-5 w-full" />
          <Skeleton className="h-5 w-3/4" />
        </div>
      ) : received.isError && !received.data ? (
        <ErrorState error={received.error} onRetry={() => received.refetch()} />
      ) : received.data.content.length === 0 ? (
        <EmptyState title="Nothing received yet" description="Press Test on a subscription that points at this dashboard's receiver." />
      ) : (
        <>
          {received.isError && <p role="status" className="px-4 pt-2 text-xs text-red-700">Refreshing failed; showing the last list.</p>}
          <div aria-hidden className={`hidden gap-x-2 border-b border-slate-200 bg-slate-50 px-4 py-2 text-xs font-semibold tracking-wide text-slate-500 uppercase sm:grid ${ROW_GRID}`}>
            <span />
            <span>Event type</span>
            <span>Event id</span>
            <span>Attempts</span>
            <span>Signature</span>
            <span className="text-right">Received at</span>
          </div>
          <ul aria-label="Received deliveries" className="divide-y divide-slate-100">
            {received.data.content.map((delivery) => (
              <DeliveryRow key={delivery.id} delivery={delivery} />
            ))}
          </ul>
          <DataTablePagination data={received.data} requestedPage={page} size={size} onPageChange={setPage} onSizeChange={(s) => { setSize(s); setPage(0); }} />
        </>
      )}
    </Card>
  );
}

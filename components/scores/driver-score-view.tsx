'use client';

import Link from 'next/link';
import { useMemo } from 'react';
import { DataTable } from '@/components/data-table/data-table';
import { useTableUrlState } from '@/components/data-table/use-table-url-state';
import { buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { DateRangePicker } from '@/components/ui/date-range-picker';
import { ErrorState } from '@/components/ui/error-state';
import { Skeleton } from '@/components/ui/skeleton';
import type { DmsEvent } from '@/lib/fleet-api/schemas/safety';
import { formatNumber } from '@/lib/format';
import { DEFAULT_EVENT_SORT, dmsEventListParams, useDmsEvents } from '@/lib/queries/dms-events';
import { useDriverScore } from '@/lib/queries/driver-scores';
import { driverEventColumns, driverEventsHref } from './driver-event-columns';
import { ScoreBand } from './score-band';
import { useRangeState } from './use-range-state';

function Score({ label, value }: { label: string; value: number | null | undefined }) {
  return (
    <div className="flex flex-col gap-1">
      <span className="text-xs text-slate-500">{label}</span>
      <ScoreBand score={value} />
    </div>
  );
}

/** One driver in a range: their scores and the events those scores come from. */
export function DriverScoreView({ driverId }: { driverId: number }) {
  const [range, setRange] = useRangeState();
  const score = useDriverScore(driverId, range);
  const row = score.data?.content[0];
  const [query, setQuery] = useTableUrlState('dmsEvents');
  // The driver is fixed by the page; other criteria in the URL are not this view's business.
  const eventQuery = useMemo(
    () => ({ ...query, filters: [{ field: 'driverId', op: 'equals' as const, value: String(driverId) }] }),
    [query, driverId],
  );
  const events = useDmsEvents(useMemo(() => dmsEventListParams(eventQuery, range), [eventQuery, range]));
  const columns = useMemo(() => driverEventColumns(driverId, range), [driverId, range]);

  return (
    <div className="space-y-4">
      <DateRangePicker value={range} onChange={(next) => { setRange(next); if (query.page) setQuery({ ...query, page: 0 }); }} />
      <Card className="p-4">
        {score.isError ? (
          <ErrorState error={score.error} onRetry={() => score.refetch()} compact />
        ) : !score.data ? (
          <Skeleton className="h-12 w-full" />
        ) : !row ? (
          <p className="text-sm text-slate-600">No score for driver #{driverId} in this range.</p>
        ) : (
          <div className="flex flex-wrap items-end gap-x-8 gap-y-3">
            <div>
              <p className="text-lg font-semibold" data-testid="driver-score-name">{row.driverName ?? `Driver ${driverId}`}</p>
              <Link href={`/drivers/${driverId}`} className="text-sm text-brand-700 hover:underline">Driver profile</Link>
            </div>
            <Score label="Overall" value={row.overallScore} />
            <Score label="Distraction" value={row.distractionScore} />
            <Score label="Speeding" value={row.speedingScore} />
            <Score label="Harsh events" value={row.harshEventsScore} />
            <div className="text-sm text-slate-600">
              {formatNumber(row.eventCount, 0)} events · {formatNumber(row.distanceKm, 0)} km
            </div>
          </div>
        )}
      </Card>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-lg font-semibold">Events in this range</h2>
        <Link href={driverEventsHref(driverId, range)} className={buttonClasses('secondary', 'sm')}>
          Review with video
        </Link>
      </div>
      <DataTable<DmsEvent>
        resource="dmsEvents"
        label="Driver's events"
        columns={columns}
        data={events.data}
        query={eventQuery}
        defaultSort={DEFAULT_EVENT_SORT}
        onQueryChange={(next) => setQuery({ ...next, filters: query.filters })}
        isFetching={events.isFetching}
        isPlaceholderData={events.isPlaceholderData}
        error={events.error}
        onRetry={() => void events.refetch()}
        getRowId={(e, i) => String(e.id ?? `row-${i}`)}
        emptyMessage="No events for this driver in this range."
        filters={false}
      />
    </div>
  );
}

'use client';

import { useQueryClient } from '@tanstack/react-query';
import dynamic from 'next/dynamic';
import { useCallback, useEffect, useMemo } from 'react';
import { DataTable } from '@/components/data-table/data-table';
import { FilterChips } from '@/components/data-table/data-table-filters';
import type { DmsEvent } from '@/lib/fleet-api/schemas/safety';
import { formatNumber } from '@/lib/format';
import { DEFAULT_EVENT_SORT, dmsEventListParams, dmsEventsQueryOptions, useDmsEvent, useDmsEvents } from '@/lib/queries/dms-events';
import { eventColumns } from './event-columns';
import { EventFilters } from './event-filters';
import { useEventsState } from './use-events-state';

// The panel (video player, facts) is fetched only when an event is opened.
const EventPanel = dynamic(() => import('./event-panel'), { ssr: false });

const CHIP_COLUMNS = [
  { field: 'type', label: 'Type' },
  { field: 'severity', label: 'Severity' },
  { field: 'driverId', label: 'Driver ID' },
  { field: 'truckId', label: 'Truck ID' },
  { field: 'tags', label: 'Tag' },
  { field: 'occurredAt', label: 'Time' },
  { field: 'id', label: 'Event ID' },
];

/** The DMS events list with its filters and the review panel. */
export function EventsView() {
  const { query, setQuery, range, setRange, selectedId, select } = useEventsState();
  const params = useMemo(() => dmsEventListParams(query, range), [query, range]);
  const events = useDmsEvents(params);
  const page = events.data;
  const rows = useMemo(() => page?.content ?? [], [page]);

  // Keep "next page" instant while reviewing.
  const queryClient = useQueryClient();
  const nextParams = page && page.page + 1 < page.totalPages ? dmsEventListParams({ ...query, page: page.page + 1 }, range) : null;
  const nextKey = nextParams?.toString();
  useEffect(() => {
    if (nextKey) void queryClient.prefetchQuery(dmsEventsQueryOptions(new URLSearchParams(nextKey)));
  }, [queryClient, nextKey]);

  const index = rows.findIndex((e) => e.id === selectedId);
  const deepLinked = useDmsEvent(selectedId, { enabled: selectedId != null && index < 0 && !events.isFetching });
  const selected: DmsEvent | null | undefined = index >= 0 ? rows[index] : deepLinked.data;

  // Past either end of the page: fetch the neighbouring page (usually cached or prefetched),
  // then turn the page and select its first/last event in the same update.
  const turnPage = useCallback(
    async (target: number, land: 'first' | 'last') => {
      const turned = { ...query, page: target };
      try {
        const data = await queryClient.fetchQuery(dmsEventsQueryOptions(dmsEventListParams(turned, range)));
        const row = land === 'first' ? data.content[0] : data.content[data.content.length - 1];
        setQuery(turned, { replace: true });
        if (row?.id != null) select(row.id);
      } catch {
        setQuery(turned, { replace: true }); // the table shows the error, with Retry
      }
    },
    [queryClient, query, range, select, setQuery],
  );

  const move = useCallback(
    (step: 1 | -1) => {
      if (!page) return;
      // An event opened by link that is not on this page: start from this page's end nearest the step.
      const next = index < 0 ? (step === 1 ? 0 : rows.length - 1) : index + step;
      if (next >= 0 && next < rows.length) {
        const id = rows[next].id;
        if (id != null) select(id);
      } else if (step === 1 && page.page + 1 < page.totalPages) {
        void turnPage(page.page + 1, 'first');
      } else if (step === -1 && page.page > 0) {
        void turnPage(page.page - 1, 'last');
      }
    },
    [index, page, rows, select, turnPage],
  );
  const onNext = useCallback(() => move(1), [move]);
  const onPrevious = useCallback(() => move(-1), [move]);
  // Closing hands focus back to the row that was under review.
  const onClose = useCallback(() => {
    const opener = document.querySelector<HTMLElement>('[data-event-open][aria-pressed="true"]');
    select(null);
    opener?.focus();
  }, [select]);

  // Keep the event under review in sight in the list while j/k move through it.
  useEffect(() => {
    document.querySelector('[data-event-open][aria-pressed="true"]')?.scrollIntoView({ block: 'nearest' });
  }, [selectedId, page]);

  const columns = useMemo(
    () =>
      eventColumns(
        (e) => e.id != null && select(e.id),
        selectedId,
        (field, id) =>
          setQuery({
            ...query,
            page: 0,
            filters: [...query.filters.filter((f) => f.field !== field), { field, op: 'equals', value: String(id) }],
          }),
      ),
    [select, selectedId, setQuery, query],
  );
  const position =
    index >= 0 && page ? `${formatNumber(page.page * page.size + index + 1)} of ${formatNumber(page.totalElements)}` : undefined;

  return (
    <div className={selected ? 'space-y-3 lg:pr-[480px]' : 'space-y-3'}>
      <div className="@container rounded-lg border border-slate-200 bg-white p-3 shadow-xs">
        <EventFilters
          filters={query.filters}
          range={range}
          onApply={(filters, nextRange) => {
            setQuery({ ...query, page: 0, filters });
            setRange(nextRange);
          }}
        />
        <div className="mt-2">
          <FilterChips resource="dmsEvents" columns={CHIP_COLUMNS} filters={query.filters} onChange={(filters) => setQuery({ ...query, page: 0, filters })} />
        </div>
      </div>
      <DataTable<DmsEvent>
        resource="dmsEvents"
        label="DMS events"
        columns={columns}
        data={page}
        query={query}
        defaultSort={DEFAULT_EVENT_SORT}
        onQueryChange={(next) => setQuery(next)}
        isFetching={events.isFetching}
        isPlaceholderData={events.isPlaceholderData}
        error={events.error}
        onRetry={() => void events.refetch()}
        getRowId={(e, i) => String(e.id ?? `row-${i}`)}
        emptyMessage="No events match these filters."
        filters={false}
      />
      {selected && (
        <EventPanel event={selected} position={position} onNext={onNext} onPrevious={onPrevious} onClose={onClose} />
      )}
      {selectedId != null && !selected && deepLinked.isFetched && !deepLinked.data && (
        <p role="alert" className="text-sm text-red-700">
          Event #{selectedId} was not found.
        </p>
      )}
    </div>
  );
}

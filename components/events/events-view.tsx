'use client';

import { useQueryClient } from '@tanstack/react-query';
import dynamic from 'next/dynamic';
import { useCallback, useEffect, useMemo, useRef } from 'react';
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

  // Moving past either end of the page turns the page, then lands on its first/last event
  // once that page has arrived (a ref: it is a pending intention, not something to render).
  const landing = useRef<'first' | 'last' | null>(null);
  useEffect(() => {
    if (!landing.current || events.isPlaceholderData || !page || page.page !== query.page) return;
    const target = landing.current === 'first' ? rows[0] : rows[rows.length - 1];
    landing.current = null;
    if (target?.id != null) select(target.id);
  }, [events.isPlaceholderData, page, query.page, rows, select]);

  const index = rows.findIndex((e) => e.id === selectedId);
  const deepLinked = useDmsEvent(selectedId, { enabled: selectedId != null && index < 0 && !events.isFetching });
  const selected: DmsEvent | null | undefined = index >= 0 ? rows[index] : deepLinked.data;

  const move = useCallback(
    (step: 1 | -1) => {
      if (!page) return;
      const next = index + step;
      if (index >= 0 && next >= 0 && next < rows.length) {
        const id = rows[next].id;
        if (id != null) select(id);
      } else if (step === 1 && page.page + 1 < page.totalPages) {
        landing.current = 'first';
        setQuery({ ...query, page: page.page + 1 }, { replace: true });
      } else if (step === -1 && page.page > 0) {
        landing.current = 'last';
        setQuery({ ...query, page: page.page - 1 }, { replace: true });
      }
    },
    [index, page, query, rows, select, setQuery],
  );
  const onNext = useCallback(() => move(1), [move]);
  const onPrevious = useCallback(() => move(-1), [move]);
  const onClose = useCallback(() => select(null), [select]);

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
  const shownQuery = query.sort.length ? query : { ...query, sort: DEFAULT_EVENT_SORT };
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
        query={shownQuery}
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

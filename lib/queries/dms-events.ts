// DMS events (contract §4.6) through the BFF: the list query (table state + an inclusive day
// range, always with media links), and a single event read afresh for a new video link.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { bffFetch, isPage } from '@/lib/client/api';
import { occurredAtBounds, type DayRange } from '@/lib/client/date-range';
import { listParams, type TableQuery } from '@/lib/client/table-state';
import type { SortKey } from '@/lib/fleet-api/list-query';
import type { DmsEvent } from '@/lib/fleet-api/schemas/safety';

const BASE = '/api/fleet/dms/events';
/** Newest first (the contract's default, and what a reviewer wants). */
export const DEFAULT_EVENT_SORT: SortKey[] = [{ property: 'occurredAt', direction: 'desc' }];

/** The BFF query of one page of events: table state, day bounds, `include_media=true`. */
export function dmsEventListParams(query: TableQuery, range: Partial<DayRange> = {}): URLSearchParams {
  const params = listParams('dmsEvents', query.sort.length ? query : { ...query, sort: DEFAULT_EVENT_SORT });
  for (const [param, value] of Object.entries(occurredAtBounds(range))) params.set(param, value);
  params.set('include_media', 'true');
  return params;
}

export const dmsEventKeys = {
  all: ['dms-events'] as const,
  list: (params: URLSearchParams) => [...dmsEventKeys.all, 'list', params.toString()] as const,
  detail: (id: number) => [...dmsEventKeys.all, 'detail', id] as const,
};

export function dmsEventsQueryOptions(params: URLSearchParams) {
  return queryOptions({
    queryKey: dmsEventKeys.list(params),
    queryFn: ({ signal }) => bffFetch(BASE, { query: params, shape: isPage<DmsEvent>, signal }),
  });
}

/** A page of events; the previous page stays on screen while the next loads. */
export function useDmsEvents(params: URLSearchParams) {
  return useQuery({ ...dmsEventsQueryOptions(params), placeholderData: keepPreviousData });
}

/**
 * One event read afresh (the list filtered by id): the way to a new signed media URL once
 * the one in hand has expired. Never served from cache, since its point is a fresh signature.
 */
export function dmsEventQueryOptions(id: number) {
  return queryOptions({
    queryKey: dmsEventKeys.detail(id),
    queryFn: async ({ signal }): Promise<DmsEvent | null> => {
      const params = new URLSearchParams({ 'id.equals': String(id), include_media: 'true', size: '1' });
      const page = await bffFetch(BASE, { query: params, shape: isPage<DmsEvent>, signal });
      return page.content[0] ?? null;
    },
    staleTime: 0,
    gcTime: 0,
  });
}

export function useDmsEvent(id: number | null, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...dmsEventQueryOptions(id ?? 0), enabled: enabled && !!id });
}

// Driver scores (contract §4.7) through the BFF for an inclusive day range.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { bffFetch, isPage } from '@/lib/client/api';
import type { DayRange } from '@/lib/client/date-range';
import { listParams, type TableQuery } from '@/lib/client/table-state';
import type { SortKey } from '@/lib/fleet-api/list-query';
import type { DriverScore } from '@/lib/fleet-api/schemas/safety';

const BASE = '/api/fleet/driver-scores';
/** Worst distraction first: the drivers who most need coaching on top. */
export const DEFAULT_SCORE_SORT: SortKey[] = [{ property: 'distractionScore', direction: 'asc' }];

/** The BFF query of one page of scores: table state plus `from`/`to` (inclusive days). */
export function driverScoreListParams(query: TableQuery, range: DayRange): URLSearchParams {
  const params = listParams('driverScores', query.sort.length ? query : { ...query, sort: DEFAULT_SCORE_SORT });
  params.set('from', range.from);
  params.set('to', range.to);
  return params;
}

export const driverScoreKeys = {
  all: ['driver-scores'] as const,
  list: (params: URLSearchParams) => [...driverScoreKeys.all, 'list', params.toString()] as const,
};

export function driverScoresQueryOptions(params: URLSearchParams) {
  return queryOptions({
    queryKey: driverScoreKeys.list(params),
    queryFn: ({ signal }) => bffFetch(BASE, { query: params, shape: isPage<DriverScore>, signal }),
  });
}

export function useDriverScores(params: URLSearchParams) {
  return useQuery({ ...driverScoresQueryOptions(params), placeholderData: keepPreviousData });
}

const emptyQuery = (size: number, sort: SortKey[], filters: TableQuery['filters'] = []): TableQuery => ({
  page: 0,
  size,
  sort,
  filters,
  keyword: '',
});

/** The best or worst few drivers of a range by overall score (leaderboard / needs coaching). */
export function useScoreRanking(range: DayRange, order: 'best' | 'worst', count = 5) {
  const sort: SortKey[] = [{ property: 'overallScore', direction: order === 'best' ? 'desc' : 'asc' }];
  return useDriverScores(driverScoreListParams(emptyQuery(count, sort), range));
}

/** One driver's score row for a range (the drill-down's header). */
export function useDriverScore(driverId: number, range: DayRange) {
  const query = emptyQuery(1, [], [{ field: 'driverId', op: 'equals', value: String(driverId) }]);
  return useDriverScores(driverScoreListParams(query, range));
}

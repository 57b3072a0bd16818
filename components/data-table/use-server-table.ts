'use client';

import type { UseQueryResult } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { listParams, validateTableQuery, type TableQuery } from '@/lib/client/table-state';
import type { ParamError } from '@/lib/fleet-api/list-query';
import type { Page } from '@/lib/fleet-api/schemas/common';
import type { CollectionName } from '@/lib/fleet-api/vocabulary';
import { usePrefetch, type PrefetchableOptions } from './use-prefetch';
import { useTableUrlState } from './use-table-url-state';

/** A query the URL asked for but the vocabulary refuses, shaped like an ApiError. */
function invalidViewError(errors: ParamError[]) {
  return {
    status: 400,
    problem: { title: 'This address asks for a view the table cannot show', detail: 'Reset the view to start again.', errors },
  };
}

/**
 * Wires a collection's URL state, its list query (previous page kept while the next
 * loads) and next-page prefetch; spread `table` into <DataTable>.
 *
 *   const { table } = useServerTable('trucks', useTrucks, trucksQueryOptions);
 */
export function useServerTable<T>(
  resource: CollectionName,
  useList: (params: URLSearchParams, options: { enabled: boolean }) => UseQueryResult<Page<T>>,
  listOptions: (params: URLSearchParams) => PrefetchableOptions,
) {
  const [query, setQuery] = useTableUrlState(resource);
  const problems = useMemo(() => validateTableQuery(resource, query), [resource, query]);
  const params = useMemo(() => listParams(resource, query), [resource, query]);
  const result = useList(params, { enabled: problems.length === 0 });
  const data = problems.length ? undefined : result.data;
  const next = data && !result.isPlaceholderData && data.page + 1 < data.totalPages ? data.page + 1 : null;
  usePrefetch(next === null ? null : listOptions(listParams(resource, query, { page: next })));

  const onQueryChange = useCallback((q: TableQuery) => setQuery(q), [setQuery]);
  const reset = useCallback(
    () => setQuery({ page: 0, size: query.size, sort: [], filters: [], keyword: '' }),
    [setQuery, query.size],
  );
  const { refetch } = result;
  return {
    query,
    setQuery,
    params,
    table: {
      resource,
      data,
      query,
      onQueryChange,
      isFetching: result.isFetching,
      isPlaceholderData: result.isPlaceholderData,
      error: problems.length ? invalidViewError(problems) : result.error,
      onRetry: problems.length ? reset : () => void refetch(),
      retryLabel: problems.length ? 'Reset view' : 'Retry',
    },
  };
}

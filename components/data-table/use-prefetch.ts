'use client';

import { useQueryClient, type FetchQueryOptions } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';

/**
 * Fetches a query in the background (e.g. the next page, so "Next" is instant).
 * Pass null when there is nothing to prefetch.
 */
// Any queryOptions(...) result; typed loosely because their inferred types vary by resource.
export type PrefetchableOptions = { queryKey: readonly unknown[] };

export function usePrefetch(options: PrefetchableOptions | null) {
  const queryClient = useQueryClient();
  const latest = useRef(options);
  useEffect(() => {
    latest.current = options;
  });
  const key = options ? JSON.stringify(options.queryKey) : null;
  useEffect(() => {
    if (key && latest.current) void queryClient.prefetchQuery(latest.current as FetchQueryOptions);
  }, [queryClient, key]);
}

'use client';

import { useQueryClient, type FetchQueryOptions } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';

/**
 * Fetches a query in the background (e.g. the next page, so "Next" is instant).
 * Pass null when there is nothing to prefetch.
 */
export function usePrefetch<T>(options: FetchQueryOptions<T, Error, T, readonly unknown[]> | null) {
  const queryClient = useQueryClient();
  const latest = useRef(options);
  useEffect(() => {
    latest.current = options;
  });
  const key = options ? JSON.stringify(options.queryKey) : null;
  useEffect(() => {
    if (key && latest.current) void queryClient.prefetchQuery(latest.current);
  }, [queryClient, key]);
}

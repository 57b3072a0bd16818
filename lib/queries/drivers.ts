// Drivers through the BFF: query keys, queryOptions factories, hooks and mutations.
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { bffFetch, isPage, isRecord } from '@/lib/client/api';
import type { CreateDriverBody, Driver, UpdateDriverBody } from '@/lib/fleet-api/schemas/drivers';

const BASE = '/api/fleet/drivers';

export const driverKeys = {
  all: ['drivers'] as const,
  lists: () => [...driverKeys.all, 'list'] as const,
  list: (params: URLSearchParams) => [...driverKeys.lists(), params.toString()] as const,
  detail: (id: number) => [...driverKeys.all, 'detail', id] as const,
};

/** One page of drivers for a validated collection query (see `listParams`). */
export function listDrivers(params: URLSearchParams, signal?: AbortSignal) {
  return bffFetch(BASE, { query: params, shape: isPage<Driver>, signal });
}

export function driversQueryOptions(params: URLSearchParams) {
  return queryOptions({
    queryKey: driverKeys.list(params),
    queryFn: ({ signal }) => listDrivers(params, signal),
  });
}

export function driverQueryOptions(id: number) {
  return queryOptions({
    queryKey: driverKeys.detail(id),
    queryFn: ({ signal }) => bffFetch(`${BASE}/${id}`, { shape: isRecord<Driver>, signal }),
  });
}

/** A page of drivers; the previous page stays on screen while the next loads. */
export function useDrivers(params: URLSearchParams, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...driversQueryOptions(params), placeholderData: keepPreviousData, enabled });
}

export function useDriver(id: number) {
  return useQuery(driverQueryOptions(id));
}

function useDriverMutation<TVars>(mutationFn: (vars: TVars) => Promise<Driver | undefined>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (driver) => {
      if (driver?.id != null) queryClient.setQueryData(driverKeys.detail(driver.id), driver);
      // Lists and trucks (whose driver may have moved) may have changed.
      void queryClient.invalidateQueries({ queryKey: driverKeys.lists() });
      void queryClient.invalidateQueries({ queryKey: ['trucks'] });
    },
  });
}

export function useCreateDriver() {
  return useDriverMutation((body: CreateDriverBody) =>
    bffFetch(BASE, { method: 'POST', body, shape: isRecord<Driver> }),
  );
}

/** PATCH with only the changed fields. */
export function useUpdateDriver(id: number) {
  return useDriverMutation((body: UpdateDriverBody) =>
    bffFetch(`${BASE}/${id}`, { method: 'PATCH', body, shape: isRecord<Driver> }),
  );
}

export function useDeleteDriver(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => bffFetch<void>(`${BASE}/${id}`, { method: 'DELETE' }),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: driverKeys.detail(id) });
      void queryClient.invalidateQueries({ queryKey: driverKeys.lists() });
      void queryClient.invalidateQueries({ queryKey: ['trucks'] });
    },
  });
}

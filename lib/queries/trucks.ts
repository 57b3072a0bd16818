// Trucks through the BFF: query keys, queryOptions factories, hooks and mutations.
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { bffFetch, isPage, isRecord } from '@/lib/client/api';
import type { CreateTruckBody, Truck, UpdateTruckBody } from '@/lib/fleet-api/schemas/trucks';

const BASE = '/api/fleet/trucks';

export const truckKeys = {
  all: ['trucks'] as const,
  lists: () => [...truckKeys.all, 'list'] as const,
  list: (params: URLSearchParams) => [...truckKeys.lists(), params.toString()] as const,
  detail: (id: number) => [...truckKeys.all, 'detail', id] as const,
};

/** One page of trucks for a validated collection query (see `listParams`). */
export function listTrucks(params: URLSearchParams, signal?: AbortSignal) {
  return bffFetch(BASE, { query: params, shape: isPage<Truck>, signal });
}

export function trucksQueryOptions(params: URLSearchParams) {
  return queryOptions({
    queryKey: truckKeys.list(params),
    queryFn: ({ signal }) => listTrucks(params, signal),
  });
}

export function truckQueryOptions(id: number) {
  return queryOptions({
    queryKey: truckKeys.detail(id),
    queryFn: ({ signal }) => bffFetch(`${BASE}/${id}`, { shape: isRecord<Truck>, signal }),
  });
}

/** A page of trucks; the previous page stays on screen while the next loads. */
export function useTrucks(params: URLSearchParams, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...trucksQueryOptions(params), placeholderData: keepPreviousData, enabled });
}

export function useTruck(id: number) {
  return useQuery(truckQueryOptions(id));
}

function useTruckMutation<TVars>(mutationFn: (vars: TVars) => Promise<Truck | undefined>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (truck) => {
      if (truck?.id != null) queryClient.setQueryData(truckKeys.detail(truck.id), truck);
      // Lists and drivers (which show assignments) may have changed.
      void queryClient.invalidateQueries({ queryKey: truckKeys.lists() });
      void queryClient.invalidateQueries({ queryKey: ['drivers'] });
    },
  });
}

export function useCreateTruck() {
  return useTruckMutation((body: CreateTruckBody) =>
    bffFetch(BASE, { method: 'POST', body, shape: isRecord<Truck> }),
  );
}

/** PATCH with only the changed fields. */
export function useUpdateTruck(id: number) {
  return useTruckMutation((body: UpdateTruckBody) =>
    bffFetch(`${BASE}/${id}`, { method: 'PATCH', body, shape: isRecord<Truck> }),
  );
}

export function useDeleteTruck(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => bffFetch<void>(`${BASE}/${id}`, { method: 'DELETE' }),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: truckKeys.detail(id) });
      void queryClient.invalidateQueries({ queryKey: truckKeys.lists() });
      void queryClient.invalidateQueries({ queryKey: ['drivers'] });
    },
  });
}

// Trucks through the BFF: query keys, queryOptions factories, hooks and mutations.
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { bffFetch } from '@/lib/client/api';
import { RESPONSE_SCHEMAS } from '@/lib/fleet-api/endpoints';
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
  return bffFetch(BASE, { query: params, schema: RESPONSE_SCHEMAS.truckPage, signal });
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
    queryFn: ({ signal }) => bffFetch(`${BASE}/${id}`, { schema: RESPONSE_SCHEMAS.truck, signal }),
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
    bffFetch(BASE, { method: 'POST', body, schema: RESPONSE_SCHEMAS.truck }),
  );
}

/** PATCH with only the changed fields. */
export function useUpdateTruck(id: number) {
  return useTruckMutation((body: UpdateTruckBody) =>
    bffFetch(`${BASE}/${id}`, { method: 'PATCH', body, schema: RESPONSE_SCHEMAS.truck }),
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

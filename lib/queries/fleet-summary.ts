// The fleet summary (contract §4.8) and the EV trucks behind the overview's charge chart.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { bffFetch, isPage, isRecord } from '@/lib/client/api';
import { MAX_PAGE_SIZE } from '@/lib/fleet-api/constants';
import type { FleetSummary } from '@/lib/fleet-api/schemas/safety';
import type { Truck } from '@/lib/fleet-api/schemas/trucks';

const FLEET_SUMMARY_PATH = '/api/fleet/analytics/fleet-summary';
const TRUCKS_PATH = '/api/fleet/trucks';
/** A guard against an upstream that never stops paging. */
const MAX_EV_PAGES = 50;

export function fleetSummaryQueryOptions() {
  return queryOptions({
    queryKey: ['fleet-summary'] as const,
    queryFn: ({ signal }) => bffFetch(FLEET_SUMMARY_PATH, { shape: isRecord<FleetSummary>, signal }),
  });
}

export function useFleetSummary() {
  return useQuery(fleetSummaryQueryOptions());
}

/** Every electric truck, page by page (the envelope says how many pages there are). */
export async function listElectricTrucks(signal?: AbortSignal): Promise<Truck[]> {
  const trucks: Truck[] = [];
  for (let page = 0; page < MAX_EV_PAGES; page++) {
    const query = new URLSearchParams({
      'fuelType.equals': 'ELECTRIC',
      size: String(MAX_PAGE_SIZE),
      page: String(page),
      sort: 'id,asc',
    });
    const body = await bffFetch(TRUCKS_PATH, { query, shape: isPage<Truck>, signal });
    trucks.push(...body.content);
    if (body.content.length === 0 || page + 1 >= body.totalPages) break;
  }
  return trucks;
}

export function electricTrucksQueryOptions() {
  return queryOptions({
    queryKey: ['trucks', 'electric', 'all'] as const,
    queryFn: ({ signal }) => listElectricTrucks(signal),
  });
}

export function useElectricTrucks(enabled = true) {
  return useQuery({ ...electricTrucksQueryOptions(), enabled });
}

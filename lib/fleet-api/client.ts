import 'server-only';
// Typed functions per upstream endpoint (contract §4), all through the one `fleetRequest`.
// Queries arrive already validated by the BFF (`parseCollectionQuery`); bodies by their schemas.
import { UPSTREAM_PATHS, itemPath, webhookTestPath, RESPONSE_SCHEMAS as S } from './endpoints';
import { WEBHOOK_EVENT_TYPES } from './event-types';
import { FleetApiError } from './fleet-api-error';
import { fleetRequest } from './fleet-request';
import type { CreateDriverBody, UpdateDriverBody } from './schemas/drivers';
import type { CreateTruckBody, UpdateTruckBody } from './schemas/trucks';
import type { CreateSubscriptionBody, UpdateSubscriptionBody } from './schemas/webhooks';
import type { ReportGroupBy } from './enums';

export { FleetApiError } from './fleet-api-error';
export { fleetRequest, type FleetRequest } from './fleet-request';

const T = UPSTREAM_PATHS.trucks;
const D = UPSTREAM_PATHS.drivers;
const W = UPSTREAM_PATHS.webhooks;

// Trucks (§4.2)
export const listTrucks = (query: URLSearchParams) => fleetRequest({ method: 'GET', path: T, query, schema: S.truckPage });
export const getTruck = (id: number) => fleetRequest({ method: 'GET', path: itemPath(T, id), schema: S.truck });
export const createTruck = (body: CreateTruckBody) => fleetRequest({ method: 'POST', path: T, body, schema: S.truck });
export const replaceTruck = (id: number, body: CreateTruckBody) =>
  fleetRequest({ method: 'PUT', path: itemPath(T, id), body, schema: S.truck });
export const updateTruck = (id: number, body: UpdateTruckBody) =>
  fleetRequest({ method: 'PATCH', path: itemPath(T, id), body, schema: S.truck });
export const deleteTruck = (id: number) => fleetRequest({ method: 'DELETE', path: itemPath(T, id), schema: null });

// Drivers (§4.3)
export const listDrivers = (query: URLSearchParams) => fleetRequest({ method: 'GET', path: D, query, schema: S.driverPage });
export const getDriver = (id: number) => fleetRequest({ method: 'GET', path: itemPath(D, id), schema: S.driver });
export const createDriver = (body: CreateDriverBody) => fleetRequest({ method: 'POST', path: D, body, schema: S.driver });
export const replaceDriver = (id: number, body: CreateDriverBody) =>
  fleetRequest({ method: 'PUT', path: itemPath(D, id), body, schema: S.driver });
export const updateDriver = (id: number, body: UpdateDriverBody) =>
  fleetRequest({ method: 'PATCH', path: itemPath(D, id), body, schema: S.driver });
export const deleteDriver = (id: number) => fleetRequest({ method: 'DELETE', path: itemPath(D, id), schema: null });

// Webhook subscriptions (§4.4)
export const listSubscriptions = (query: URLSearchParams) =>
  fleetRequest({ method: 'GET', path: W, query, schema: S.subscriptionPage });
export const getSubscription = (id: number) => fleetRequest({ method: 'GET', path: itemPath(W, id), schema: S.subscription });
export const createSubscription = (body: CreateSubscriptionBody) =>
  fleetRequest({ method: 'POST', path: W, body, schema: S.subscription });
export const updateSubscription = (id: number, body: UpdateSubscriptionBody) =>
  fleetRequest({ method: 'PATCH', path: itemPath(W, id), body, schema: S.subscription });
export const deleteSubscription = (id: number) => fleetRequest({ method: 'DELETE', path: itemPath(W, id), schema: null });
/** A GET upstream, but it sends a delivery: never retried. */
export const testSubscription = (id: number) =>
  fleetRequest({ method: 'GET', path: webhookTestPath(id), schema: S.webhookTest, retry: false });

/** The upstream's list, or the contract's own when the upstream lacks the endpoint (404). */
export async function listEventTypes(): Promise<string[]> {
  try {
    return await fleetRequest({ method: 'GET', path: UPSTREAM_PATHS.webhookEventTypes, schema: S.eventTypes });
  } catch (error) {
    if (error instanceof FleetApiError && error.status === 404) return [...WEBHOOK_EVENT_TYPES];
    throw error;
  }
}

// Safety (§4.6–§4.8)
export const listDmsEvents = (query: URLSearchParams) =>
  fleetRequest({ method: 'GET', path: UPSTREAM_PATHS.dmsEvents, query, schema: S.dmsEventPage });
export const listDriverScores = (query: URLSearchParams) =>
  fleetRequest({ method: 'GET', path: UPSTREAM_PATHS.driverScores, query, schema: S.driverScorePage });

export interface SafetyReportQuery {
  from?: string;
  to?: string;
  groupBy?: ReportGroupBy;
}
export function getSafetyReport(query: SafetyReportQuery) {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) if (value !== undefined) params.set(name, value);
  return fleetRequest({ method: 'GET', path: UPSTREAM_PATHS.safetyReport, query: params, schema: S.safetyReport });
}
export const getFleetSummary = () => fleetRequest({ method: 'GET', path: UPSTREAM_PATHS.fleetSummary, schema: S.fleetSummary });

// The endpoint table: upstream paths relative to the base address (which includes the
// gateway prefix), with the schema each answer is parsed with. Contract §4.
import type { z } from 'zod';
import { problemSchema } from './schemas/common';
import { driverPageSchema, driverResponseSchema } from './schemas/drivers';
import {
  dmsEventPageSchema,
  driverScorePageSchema,
  fleetSummaryResponseSchema,
  safetyReportResponseSchema,
} from './schemas/safety';
import { truckPageSchema, truckResponseSchema } from './schemas/trucks';
import {
  eventTypesResponseSchema,
  subscriptionPageSchema,
  subscriptionResponseSchema,
  webhookTestResultSchema,
} from './schemas/webhooks';

export const UPSTREAM_PATHS = {
  trucks: '/api/public/trucks',
  drivers: '/api/public/drivers',
  webhooks: '/api/public/webhooks',
  webhookEventTypes: '/api/public/webhooks/event-types',
  dmsEvents: '/safety/dms/events',
  driverScores: '/api/public/driver-scores',
  safetyReport: '/api/public/analytics/safety-report',
  fleetSummary: '/api/public/analytics/fleet-summary',
  openapi: '/openapi.json',
} as const;

/** `/api/public/trucks/7`; ids are positive integers, validated before they get here. */
export function itemPath(collection: '/api/public/trucks' | '/api/public/drivers' | '/api/public/webhooks', id: number) {
  if (!Number.isSafeInteger(id) || id <= 0) throw new RangeError(`bad id ${id}`);
  return `${collection}/${id}`;
}
export function webhookTestPath(id: number) {
  return `${itemPath(UPSTREAM_PATHS.webhooks, id)}/test`;
}

/** The schema each upstream answer is parsed with, by endpoint. */
export const RESPONSE_SCHEMAS = {
  truckPage: truckPageSchema,
  truck: truckResponseSchema,
  driverPage: driverPageSchema,
  driver: driverResponseSchema,
  subscriptionPage: subscriptionPageSchema,
  subscription: subscriptionResponseSchema,
  webhookTest: webhookTestResultSchema,
  eventTypes: eventTypesResponseSchema,
  dmsEventPage: dmsEventPageSchema,
  driverScorePage: driverScorePageSchema,
  safetyReport: safetyReportResponseSchema,
  fleetSummary: fleetSummaryResponseSchema,
  problem: problemSchema,
} as const satisfies Record<string, z.ZodType>;

/** The value of the `Authorization` header: `<key>`, or `<scheme> <key>` (contract §2). */
export function authorizationHeaderValue(apiKey: string, scheme = ''): string {
  return scheme.trim() ? `${scheme.trim()} ${apiKey}` : apiKey;
}

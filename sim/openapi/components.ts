// The OpenAPI components: JSON Schemas generated from the contract's zod schemas
// (lib/fleet-api/schemas), so the document and the code cannot drift apart.
import { z } from 'zod';
import { problemSchema } from '../../lib/fleet-api/schemas/common';
import { createDriverBodySchema, driverSchema, truckAssignmentSchema, updateDriverBodySchema } from '../../lib/fleet-api/schemas/drivers';
import { dmsEventSchema, driverScoreSchema, fleetSummarySchema, mediaSchema, safetyReportSchema } from '../../lib/fleet-api/schemas/safety';
import { createTruckBodySchema, truckSchema, updateTruckBodySchema } from '../../lib/fleet-api/schemas/trucks';
import {
  catalogCreateSubscriptionBodySchema,
  subscriptionSchema,
  catalogUpdateSubscriptionBodySchema,
  webhookDeliverySchema,
  webhookTestResultSchema,
} from '../../lib/fleet-api/schemas/webhooks';

type JsonSchema = Record<string, unknown>;

const RESPONSES: Record<string, z.ZodType> = {
  Truck: truckSchema,
  TruckAssignment: truckAssignmentSchema,
  Driver: driverSchema,
  WebhookSubscription: subscriptionSchema,
  WebhookTestResult: webhookTestResultSchema,
  WebhookDelivery: webhookDeliverySchema,
  Media: mediaSchema,
  DmsEvent: dmsEventSchema,
  DriverScore: driverScoreSchema,
  SafetyReport: safetyReportSchema,
  FleetSummary: fleetSummarySchema,
  Problem: problemSchema,
};
const REQUESTS: Record<string, z.ZodType> = {
  TruckInput: createTruckBodySchema,
  TruckPatch: updateTruckBodySchema,
  DriverInput: createDriverBodySchema,
  DriverPatch: updateDriverBodySchema,
  WebhookInput: catalogCreateSubscriptionBodySchema,
  WebhookPatch: catalogUpdateSubscriptionBodySchema,
};

export const schemaRef = (id: string) => ({ $ref: `#/components/schemas/${id}` });

function generate(schemas: Record<string, z.ZodType>, io: 'input' | 'output'): Record<string, JsonSchema> {
  const registry = z.registry<{ id: string }>();
  for (const [id, schema] of Object.entries(schemas)) registry.add(schema, { id });
  const { schemas: out } = z.toJSONSchema(registry, { uri: (id) => `#/components/schemas/${id}`, unrepresentable: 'any', io }) as {
    schemas: Record<string, JsonSchema>;
  };
  for (const schema of Object.values(out)) {
    delete schema.$schema; // the document's dialect applies
    delete schema.$id;
  }
  return out;
}

/** Response schemas as served (output), request bodies as accepted (input). */
export function componentSchemas(): Record<string, JsonSchema> {
  return { ...generate(RESPONSES, 'output'), ...generate(REQUESTS, 'input') };
}

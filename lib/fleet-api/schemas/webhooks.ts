import { z } from 'zod';
import { WEBHOOK_EVENT_TYPES } from '../event-types';
import { isoInstant, lenient, pageSchema } from './common';

const subscriptionShape = {
  id: z.number().int(),
  url: z.string(),
  description: z.string().nullable(),
  eventTypes: z.array(z.string()),
  active: z.boolean(),
  /** In full only in the create response; `whsec_…last4` afterwards. */
  secret: z.string(),
  createdAt: isoInstant,
  updatedAt: isoInstant,
};
export const subscriptionSchema = z.object(subscriptionShape).meta({ id: 'WebhookSubscription' });
export const subscriptionResponseSchema = lenient(subscriptionShape, ['eventTypes']);
export const subscriptionPageSchema = pageSchema(subscriptionResponseSchema);
export type Subscription = z.infer<typeof subscriptionResponseSchema>;

const webhookUrl = z
  .url({ protocol: /^https?$/, hostname: z.regexes.hostname })
  .max(2048)
  .refine((u) => !/\s/.test(u), 'must not contain spaces');
/** Event types as one list: at least one, none twice. */
const eventTypeList = <T extends z.ZodType<string>>(eventType: T, max: number) =>
  z
    .array(eventType)
    .min(1, 'choose at least one event type')
    .max(max)
    .refine((a) => new Set(a).size === a.length, 'lists an event type twice');

// The dashboard accepts any well-formed name: the upstream's catalog (`event-types`) may be
// newer than our list, and the upstream itself answers 400 for a name it does not know.
const eventTypeName = z
  .string()
  .max(64)
  .regex(/^[a-z][a-z0-9_]*(\.[a-z][a-z0-9_]*)+$/, 'is not an event type name (e.g. truck.created)');

function subscriptionBodySchemas<T extends z.ZodType<string>>(eventType: T, maxTypes: number, id: string) {
  const shape = {
    url: webhookUrl,
    description: z.string().trim().max(200).nullable().optional(),
    eventTypes: eventTypeList(eventType, maxTypes),
    active: z.boolean().optional(),
  };
  return {
    create: z.object(shape).meta({ id: `${id}Input` }),
    /** PATCH: only the fields sent change; `eventTypes`, when sent, replaces the array whole. */
    update: z
      .object(shape)
      .partial()
      .refine((b) => Object.keys(b).length > 0, 'send at least one field')
      .meta({ id: `${id}Patch` }),
  };
}

/** What the dashboard (form and BFF) sends upstream. */
const dashboardBodies = subscriptionBodySchemas(eventTypeName, 64, 'DashboardWebhook');
export const createSubscriptionBodySchema = dashboardBodies.create;
export const updateSubscriptionBodySchema = dashboardBodies.update;

/** The contract's own rule (unknown event type → 400), enforced by the simulator and in its OpenAPI. */
const catalogBodies = subscriptionBodySchemas(z.enum(WEBHOOK_EVENT_TYPES), WEBHOOK_EVENT_TYPES.length, 'Webhook');
export const catalogCreateSubscriptionBodySchema = catalogBodies.create;
export const catalogUpdateSubscriptionBodySchema = catalogBodies.update;
export type CreateSubscriptionBody = z.infer<typeof createSubscriptionBodySchema>;
export type UpdateSubscriptionBody = z.infer<typeof updateSubscriptionBodySchema>;

export const webhookTestResultSchema = z
  .looseObject({
    eventId: z.string().nullish(),
    delivered: z.boolean().nullish(),
    attempt: z.number().int().nullish(),
    responseStatus: z.number().int().nullish(),
    error: z.string().nullish(),
  })
  .meta({ id: 'WebhookTestResult' });
export type WebhookTestResult = z.infer<typeof webhookTestResultSchema>;

export const eventTypesResponseSchema = z.array(z.string());

/** A delivery body (contract §4.5). */
export const webhookDeliverySchema = z
  .looseObject({ id: z.string().min(1).max(100), type: z.string().min(1).max(100), createdAt: z.string(), data: z.unknown() })
  .meta({ id: 'WebhookDelivery' });
export type WebhookDelivery = z.infer<typeof webhookDeliverySchema>;

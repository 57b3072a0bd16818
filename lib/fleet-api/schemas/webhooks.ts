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
const eventTypes = z
  .array(z.enum(WEBHOOK_EVENT_TYPES))
  .min(1, 'choose at least one event type')
  .max(WEBHOOK_EVENT_TYPES.length)
  .refine((a) => new Set(a).size === a.length, 'lists an event type twice');

const subscriptionWritableShape = {
  url: webhookUrl,
  description: z.string().trim().max(200).nullable().optional(),
  eventTypes,
  active: z.boolean().optional(),
};
export const createSubscriptionBodySchema = z.object(subscriptionWritableShape).meta({ id: 'WebhookInput' });
/** PATCH: only the fields sent change; `eventTypes`, when sent, replaces the array whole. */
export const updateSubscriptionBodySchema = z
  .object(subscriptionWritableShape)
  .partial()
  .refine((b) => Object.keys(b).length > 0, 'send at least one field')
  .meta({ id: 'WebhookPatch' });
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

// Shapes of the dashboard's own webhook endpoints (`/api/webhooks/received`, `/api/webhooks/audit`):
// the stores return them, the browser parses them. Isomorphic.
import { z } from 'zod';
import { pageSchema } from '@/lib/fleet-api/schemas/common';

export const AUDIT_ACTIONS = ['create', 'update', 'delete', 'test'] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const storedDeliverySchema = z.object({
  id: z.number().int(),
  eventId: z.string(),
  eventType: z.string(),
  /** How many times this event id arrived; retries share one row. */
  attempts: z.number().int(),
  signatureValid: z.boolean(),
  receivedAt: z.string(),
  lastReceivedAt: z.string(),
  headers: z.record(z.string(), z.string()),
  payload: z.string(),
});
export type StoredDelivery = z.infer<typeof storedDeliverySchema>;
export const storedDeliveryPageSchema = pageSchema(storedDeliverySchema);

const fieldChangeSchema = z.object({ before: z.unknown(), after: z.unknown() });

export const auditEntrySchema = z.object({
  id: z.number().int(),
  at: z.string(),
  actor: z.string(),
  action: z.enum(AUDIT_ACTIONS),
  subscriptionId: z.number().int().nullable(),
  /** `{field: {before, after}}` over url, description, eventTypes, active. */
  changes: z.record(z.string(), fieldChangeSchema),
  detail: z.record(z.string(), z.unknown()).nullable(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;
export const auditEntryPageSchema = pageSchema(auditEntrySchema);

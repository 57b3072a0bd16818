// Webhook event kinds (contract §4.4). The dashboard falls back to this list when an
// upstream has no `GET /webhooks/event-types`.
export const WEBHOOK_EVENT_TYPES = [
  'dms.event.created',
  'driver.score.updated',
  'driver.created',
  'driver.updated',
  'driver.deleted',
  'driver.assignment.changed',
  'truck.created',
  'truck.updated',
  'truck.deleted',
  'ev.charge.low',
  'webhook.test',
] as const;

export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];

export function isWebhookEventType(value: string): value is WebhookEventType {
  return (WEBHOOK_EVENT_TYPES as readonly string[]).includes(value);
}

/** Groups for "select all" in forms: the part before the first dot. */
export function groupEventTypes(types: readonly string[]): Record<string, string[]> {
  const groups: Record<string, string[]> = {};
  for (const type of types) {
    const group = type.split('.')[0] ?? type;
    (groups[group] ??= []).push(type);
  }
  return groups;
}

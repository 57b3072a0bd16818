// Sends an event to every active subscription that lists its type (contract §4.5).
import { randomUUID } from 'node:crypto';
import type { WebhookEventType } from '../../lib/fleet-api/event-types';
import type { SimContext } from '../context';
import type { WebhookEvent } from './delivery-engine';

export function newWebhookEvent(sim: SimContext, type: WebhookEventType, data: unknown): WebhookEvent {
  return { id: `evt_${randomUUID()}`, type, createdAt: sim.now().toISOString(), data };
}

export function emitEvent(sim: SimContext, type: WebhookEventType, data: unknown) {
  const targets = sim.db
    .prepare(
      `SELECT url, secret FROM subscriptions
       WHERE active = 1 AND EXISTS (SELECT 1 FROM json_each(subscriptions.event_types) WHERE value = ?)`,
    )
    .all(type) as { url: string; secret: string }[];
  if (targets.length === 0) return;
  const event = newWebhookEvent(sim, type, data);
  for (const target of targets) void sim.deliveries.deliver(target, event);
}

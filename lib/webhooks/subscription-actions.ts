import 'server-only';
// Subscription changes made through the BFF, each written to the audit trail (who, what
// changed before → after; never the secret). Route handlers stay thin by calling these.
import {
  createSubscription,
  deleteSubscription,
  getSubscription,
  testSubscription,
  updateSubscription,
} from '@/lib/fleet-api/client';
import type {
  CreateSubscriptionBody,
  Subscription,
  UpdateSubscriptionBody,
  WebhookTestResult,
} from '@/lib/fleet-api/schemas/webhooks';
import { diffSubscription } from './subscription-diff';
import { recordAudit } from './audit-store';
import { forgetReceiverSecret, rememberReceiverSecret } from './receiver-secrets';
import { isReceiverUrl } from './receiver-url';

/** Who did it, as the audit trail names them (the signed-in username). */
export type Actor = string;

/**
 * Reads show the secret masked (`whsec_…last4`, contract §4.4); masked again here so an
 * upstream that forgot to never puts a full secret in front of the browser twice.
 */
export function withMaskedSecret(subscription: Subscription): Subscription {
  const secret = subscription.secret;
  if (!secret || secret.includes('…')) return subscription;
  return { ...subscription, secret: `whsec_…${secret.slice(-4)}` };
}

export async function createSubscriptionAudited(actor: Actor, body: CreateSubscriptionBody): Promise<Subscription> {
  const created = await createSubscription(body);
  if (typeof created.id === 'number' && created.secret && isReceiverUrl(created.url ?? body.url)) {
    await rememberReceiverSecret(created.id, created.secret);
  }
  await recordAudit({
    actor,
    action: 'create',
    subscriptionId: created.id ?? null,
    changes: diffSubscription(null, created),
  });
  return created;
}

export async function updateSubscriptionAudited(actor: Actor, id: number, body: UpdateSubscriptionBody): Promise<Subscription> {
  // The "before" half of the audit entry; if it cannot be read, the change still goes ahead.
  const before = await getSubscription(id).catch(() => null);
  const updated = await updateSubscription(id, body);
  await recordAudit({
    actor,
    action: 'update',
    subscriptionId: id,
    changes: before ? diffSubscription(before, updated) : diffSubscription(null, pick(updated, Object.keys(body))),
  });
  return updated;
}

export async function deleteSubscriptionAudited(actor: Actor, id: number): Promise<void> {
  const before = await getSubscription(id).catch(() => null);
  await deleteSubscription(id);
  await forgetReceiverSecret(id);
  await recordAudit({ actor, action: 'delete', subscriptionId: id, changes: diffSubscription(before, null) });
}

export async function testSubscriptionAudited(actor: Actor, id: number): Promise<WebhookTestResult> {
  const result = await testSubscription(id);
  await recordAudit({
    actor,
    action: 'test',
    subscriptionId: id,
    detail: {
      eventId: result.eventId ?? null,
      delivered: result.delivered ?? null,
      responseStatus: result.responseStatus ?? null,
      error: result.error ?? null,
    },
  });
  return result;
}

function pick(record: Subscription, keys: string[]): Partial<Subscription> {
  return Object.fromEntries(keys.map((k) => [k, (record as Record<string, unknown>)[k]]));
}

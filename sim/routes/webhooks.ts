// /api/public/webhooks (contract §4.4): subscriptions, the event-type list and /test.
import { UPSTREAM_PATHS } from '../../lib/fleet-api/endpoints';
import { WEBHOOK_EVENT_TYPES } from '../../lib/fleet-api/event-types';
import { catalogCreateSubscriptionBodySchema, catalogUpdateSubscriptionBodySchema } from '../../lib/fleet-api/schemas/webhooks';
import type { SimContext } from '../context';
import { pagedQuery } from '../db/paged-query';
import {
  SUBSCRIPTION_COLUMNS,
  deleteSubscription,
  findSubscription,
  insertSubscription,
  maskedSubscriptionFromRow,
  updateSubscription,
  type SubscriptionRecord,
} from '../db/subscriptions';
import { listQueryOf } from '../http/list-params';
import { notFound, sendJson, sendNoContent } from '../http/problem';
import { exactPath, itemPath, type RequestContext, type Route } from '../http/router';
import { parseBody, parseId } from '../http/validate';
import { newWebhookEvent } from '../webhooks/emit';

function existing(sim: SimContext, rawId: string, revealSecret = false): SubscriptionRecord {
  const id = parseId(rawId);
  const sub = findSubscription(sim.db, id, revealSecret);
  if (!sub) throw notFound(`no webhook subscription with id ${id}`);
  return sub;
}

function list({ sim, url, res }: RequestContext) {
  const query = listQueryOf('webhooks', url);
  const page = pagedQuery(sim.db, { resource: 'webhooks', from: 'FROM subscriptions s', select: 's.*', map: SUBSCRIPTION_COLUMNS, toRecord: maskedSubscriptionFromRow }, query);
  sendJson(res, 200, page);
}

function create({ sim, body, res }: RequestContext) {
  const input = parseBody(catalogCreateSubscriptionBodySchema, body);
  const id = insertSubscription(
    sim.db,
    { url: input.url, description: input.description ?? null, eventTypes: input.eventTypes, active: input.active ?? true },
    sim.now().toISOString(),
  );
  sendJson(res, 201, findSubscription(sim.db, id, true));
}

function patch({ sim, params, body, res }: RequestContext) {
  const before = existing(sim, params[0]);
  const changes = parseBody(catalogUpdateSubscriptionBodySchema, body);
  const merged = {
    url: changes.url ?? before.url,
    description: changes.description !== undefined ? changes.description : before.description,
    eventTypes: changes.eventTypes ?? before.eventTypes, // replaced whole when sent
    active: changes.active ?? before.active,
  };
  updateSubscription(sim.db, before.id, merged, sim.now().toISOString());
  sendJson(res, 200, findSubscription(sim.db, before.id));
}

function remove({ sim, params, res }: RequestContext) {
  deleteSubscription(sim.db, existing(sim, params[0]).id);
  sendNoContent(res);
}

/** Sends a synthetic `webhook.test` delivery; answers after the first attempt. */
async function test({ sim, params, res }: RequestContext) {
  const sub = existing(sim, params[0], true);
  const event = newWebhookEvent(sim, 'webhook.test', { subscriptionId: sub.id, message: 'This is a test delivery from the Fleet API simulator.' });
  const first = await sim.deliveries.deliver({ url: sub.url, secret: sub.secret }, event);
  sendJson(res, 200, first);
}

export const webhookRoutes: Route[] = [
  { pattern: exactPath(UPSTREAM_PATHS.webhookEventTypes), methods: { GET: ({ res }) => sendJson(res, 200, WEBHOOK_EVENT_TYPES) } },
  { pattern: exactPath(UPSTREAM_PATHS.webhooks), methods: { GET: list, POST: create } },
  { pattern: itemPath(UPSTREAM_PATHS.webhooks), methods: { GET: ({ sim, params, res }) => sendJson(res, 200, existing(sim, params[0])), PATCH: patch, DELETE: remove } },
  { pattern: itemPath(UPSTREAM_PATHS.webhooks, '/test'), methods: { GET: test } },
];

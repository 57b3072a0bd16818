// Webhook subscriptions (contract §4.4, §5): list and create, admin only.
import { listSubscriptions } from '@/lib/fleet-api/client';
import { createSubscriptionBodySchema } from '@/lib/fleet-api/schemas/webhooks';
import { jsonResponse, parseCollectionQuery, readJsonBody, withRole } from '@/lib/server/route';
import { createSubscriptionAudited, withMaskedSecret } from '@/lib/webhooks/subscription-actions';

export const GET = withRole('manageWebhooks', async (req) => {
  const page = await listSubscriptions(parseCollectionQuery(req, 'webhooks'));
  return jsonResponse({ ...page, content: page.content.map(withMaskedSecret) });
}, { query: true });

/** The one answer that carries the secret in full: the admin copies it now or never. */
export const POST = withRole('manageWebhooks', async (req, { user }) => {
  const body = await readJsonBody(req, createSubscriptionBodySchema);
  return jsonResponse(await createSubscriptionAudited(user.username, body), { status: 201 });
});

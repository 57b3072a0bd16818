// One webhook subscription (contract §4.4, §5): read, partial update, delete, admin only.
import { getSubscription } from '@/lib/fleet-api/client';
import { updateSubscriptionBodySchema } from '@/lib/fleet-api/schemas/webhooks';
import { jsonResponse, parseId, readJsonBody, withRole } from '@/lib/server/route';
import {
  deleteSubscriptionAudited,
  updateSubscriptionAudited,
  withMaskedSecret,
} from '@/lib/webhooks/subscription-actions';

export const GET = withRole('manageWebhooks', async (_req, { params }) =>
  jsonResponse(withMaskedSecret(await getSubscription(parseId(params.id)))),
);

export const PATCH = withRole('manageWebhooks', async (req, { user, params }) => {
  const id = parseId(params.id);
  const body = await readJsonBody(req, updateSubscriptionBodySchema);
  return jsonResponse(withMaskedSecret(await updateSubscriptionAudited(user.username, id, body)));
});

export const DELETE = withRole('manageWebhooks', async (_req, { user, params }) => {
  await deleteSubscriptionAudited(user.username, parseId(params.id));
  return jsonResponse(undefined);
});

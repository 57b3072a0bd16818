// Sends a synthetic delivery (contract §4.4: upstream `GET …/test`). A POST here because it
// has an effect, so it gets the CSRF check; answered after the first attempt.
import { jsonResponse, parseId, withRole } from '@/lib/server/route';
import { testSubscriptionAudited } from '@/lib/webhooks/subscription-actions';

export const POST = withRole('manageWebhooks', async (_req, { user, params }) =>
  jsonResponse(await testSubscriptionAudited(user.username, parseId(params.id))),
);

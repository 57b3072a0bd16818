// What the dashboard's receiver stored, newest first (admin only).
import { parseQuery, jsonResponse, withRole } from '@/lib/server/route';
import { listDeliveries } from '@/lib/webhooks/delivery-store';
import { localPageQuerySchema } from '@/lib/webhooks/page-query';

export const GET = withRole('manageWebhooks', async (req) => {
  const { page, size } = parseQuery(req, localPageQuerySchema);
  return jsonResponse(await listDeliveries(page, size));
}, { query: true });

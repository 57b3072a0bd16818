// The audit trail of webhook changes made from this dashboard, newest first (admin only).
import { parseQuery, jsonResponse, withRole } from '@/lib/server/route';
import { listAudit } from '@/lib/webhooks/audit-store';
import { localPageQuerySchema } from '@/lib/webhooks/page-query';

export const GET = withRole('manageWebhooks', async (req) => {
  const { page, size } = parseQuery(req, localPageQuerySchema);
  return jsonResponse(await listAudit(page, size));
}, { query: true });

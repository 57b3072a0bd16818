import { getSafetyReport } from '@/lib/fleet-api/client';
import { safetyReportQuerySchema } from '@/lib/fleet-api/schemas/safety';
import { jsonResponse, parseQuery, withRole } from '@/lib/server/route';

export const GET = withRole(
  'readSafety',
  async (req) => jsonResponse(await getSafetyReport(parseQuery(req, safetyReportQuerySchema))),
  { query: true },
);

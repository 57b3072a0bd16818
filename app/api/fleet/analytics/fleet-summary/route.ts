import { z } from 'zod';
import { getFleetSummary } from '@/lib/fleet-api/client';
import { jsonResponse, parseQuery, withRole } from '@/lib/server/route';

/** The summary takes no parameters; any sent is refused (400) rather than ignored. */
const noParams = z.strictObject({});

export const GET = withRole('readFleet', async (req) => {
  parseQuery(req, noParams);
  return jsonResponse(await getFleetSummary());
});

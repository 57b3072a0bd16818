import { getFleetSummary } from '@/lib/fleet-api/client';
import { jsonResponse, withRole } from '@/lib/server/route';

// The summary takes no parameters: withRole refuses any sent (400) rather than ignoring them.
export const GET = withRole('readFleet', async () => jsonResponse(await getFleetSummary()));

// The event-type catalog for the subscription form (the contract's own list if the upstream lacks it).
import { listEventTypes } from '@/lib/fleet-api/client';
import { jsonResponse, withRole } from '@/lib/server/route';

export const GET = withRole('manageWebhooks', async () => jsonResponse(await listEventTypes()));

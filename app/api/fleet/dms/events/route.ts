import { listDmsEvents } from '@/lib/fleet-api/client';
import { jsonResponse, parseCollectionQuery, withRole } from '@/lib/server/route';

export const GET = withRole(
  'readSafety',
  async (req) => jsonResponse(await listDmsEvents(parseCollectionQuery(req, 'dmsEvents'))),
  { query: true },
);

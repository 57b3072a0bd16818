import { listDriverScores } from '@/lib/fleet-api/client';
import { jsonResponse, parseCollectionQuery, withRole } from '@/lib/server/route';

export const GET = withRole(
  'readSafety',
  async (req) => jsonResponse(await listDriverScores(parseCollectionQuery(req, 'driverScores'))),
  { query: true },
);

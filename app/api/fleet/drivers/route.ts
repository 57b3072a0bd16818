import { createDriverBodySchema } from '@/lib/fleet-api/schemas/drivers';
import { createDriver, listDrivers } from '@/lib/fleet-api/client';
import { jsonResponse, parseCollectionQuery, readJsonBody, withRole } from '@/lib/server/route';

export const GET = withRole(
  'readFleet',
  async (req) => jsonResponse(await listDrivers(parseCollectionQuery(req, 'drivers'))),
  { query: true },
);

export const POST = withRole('editFleet', async (req) =>
  jsonResponse(await createDriver(await readJsonBody(req, createDriverBodySchema)), { status: 201 }),
);

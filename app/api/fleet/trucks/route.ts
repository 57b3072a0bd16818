import { createTruckBodySchema } from '@/lib/fleet-api/schemas/trucks';
import { createTruck, listTrucks } from '@/lib/fleet-api/client';
import { jsonResponse, parseCollectionQuery, readJsonBody, withRole } from '@/lib/server/route';

export const GET = withRole(
  'readFleet',
  async (req) => jsonResponse(await listTrucks(parseCollectionQuery(req, 'trucks'))),
  { query: true },
);

export const POST = withRole('editFleet', async (req) =>
  jsonResponse(await createTruck(await readJsonBody(req, createTruckBodySchema)), { status: 201 }),
);

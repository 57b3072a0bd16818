import { createTruckBodySchema, updateTruckBodySchema } from '@/lib/fleet-api/schemas/trucks';
import { deleteTruck, getTruck, replaceTruck, updateTruck } from '@/lib/fleet-api/client';
import { jsonResponse, parseId, readJsonBody, withRole } from '@/lib/server/route';

export const GET = withRole('readFleet', async (_req, { params }) => jsonResponse(await getTruck(parseId(params.id))));

export const PUT = withRole('editFleet', async (req, { params }) =>
  jsonResponse(await replaceTruck(parseId(params.id), await readJsonBody(req, createTruckBodySchema))),
);

export const PATCH = withRole('editFleet', async (req, { params }) =>
  jsonResponse(await updateTruck(parseId(params.id), await readJsonBody(req, updateTruckBodySchema))),
);

export const DELETE = withRole('deleteFleet', async (_req, { params }) => {
  await deleteTruck(parseId(params.id));
  return jsonResponse(undefined);
});

import { createDriverBodySchema, updateDriverBodySchema } from '@/lib/fleet-api/schemas/drivers';
import { deleteDriver, getDriver, replaceDriver, updateDriver } from '@/lib/fleet-api/client';
import { jsonResponse, parseId, readJsonBody, withRole } from '@/lib/server/route';

export const GET = withRole('readFleet', async (_req, { params }) => jsonResponse(await getDriver(parseId(params.id))));

export const PUT = withRole('editFleet', async (req, { params }) =>
  jsonResponse(await replaceDriver(parseId(params.id), await readJsonBody(req, createDriverBodySchema))),
);

export const PATCH = withRole('editFleet', async (req, { params }) =>
  jsonResponse(await updateDriver(parseId(params.id), await readJsonBody(req, updateDriverBodySchema))),
);

export const DELETE = withRole('deleteFleet', async (_req, { params }) => {
  await deleteDriver(parseId(params.id));
  return jsonResponse(undefined);
});

// /api/public/trucks (contract §4.2).
import { UPSTREAM_PATHS } from '../../lib/fleet-api/endpoints';
import { LOW_CHARGE_PERCENT } from '../../lib/fleet-api/constants';
import { createTruckBodySchema, evFieldsProblem, updateTruckBodySchema } from '../../lib/fleet-api/schemas/trucks';
import type { SimContext } from '../context';
import { pagedQuery } from '../db/paged-query';
import {
  TRUCK_COLUMNS,
  deleteTruck,
  findTruck,
  insertTruck,
  truckConflict,
  truckFieldsFromBody,
  truckRecordFromRow,
  updateTruck,
  type TruckFields,
  type TruckRecord,
} from '../db/trucks';
import { listQueryOf } from '../http/list-params';
import { badRequest, conflict, notFound, sendJson, sendNoContent } from '../http/problem';
import { exactPath, itemPath, type RequestContext, type Route } from '../http/router';
import { parseBody, parseId } from '../http/validate';
import { emitEvent } from '../webhooks/emit';

function existingTruck(sim: SimContext, rawId: string): TruckRecord {
  const id = parseId(rawId);
  const truck = findTruck(sim.db, id);
  if (!truck) throw notFound(`no truck with id ${id}`);
  return truck;
}

function checkFields(sim: SimContext, fields: TruckFields, exceptId: number) {
  const ev = evFieldsProblem(fields);
  if (ev) throw badRequest([ev]);
  const clash = truckConflict(sim.db, fields, exceptId);
  if (clash) throw conflict(clash, `is already used by another truck`);
}

function list({ sim, url, res }: RequestContext) {
  const query = listQueryOf('trucks', url);
  sendJson(res, 200, pagedQuery(sim.db, { resource: 'trucks', from: 'FROM trucks t', select: 't.*', map: TRUCK_COLUMNS, toRecord: truckRecordFromRow }, query));
}

function create({ sim, body, res }: RequestContext) {
  const fields = truckFieldsFromBody(parseBody(createTruckBodySchema, body));
  checkFields(sim, fields, 0);
  const id = insertTruck(sim.db, fields, sim.now().toISOString());
  const truck = findTruck(sim.db, id)!;
  emitEvent(sim, 'truck.created', truck);
  sendJson(res, 201, truck);
}

function get({ sim, params, res }: RequestContext) {
  sendJson(res, 200, existingTruck(sim, params[0]));
}

function save(sim: SimContext, before: TruckRecord, fields: TruckFields): TruckRecord {
  checkFields(sim, fields, before.id);
  updateTruck(sim.db, before.id, fields, sim.now().toISOString());
  const after = findTruck(sim.db, before.id)!;
  emitEvent(sim, 'truck.updated', after);
  const wasLow = before.fuelType === 'ELECTRIC' && before.chargeLevel !== null && before.chargeLevel < LOW_CHARGE_PERCENT;
  const isLow = after.fuelType === 'ELECTRIC' && after.chargeLevel !== null && after.chargeLevel < LOW_CHARGE_PERCENT;
  if (isLow && !wasLow) {
    emitEvent(sim, 'ev.charge.low', { truckId: after.id, unitNumber: after.unitNumber, chargeLevel: after.chargeLevel, rangeKm: after.rangeKm });
  }
  return after;
}

function replace({ sim, params, body, res }: RequestContext) {
  const before = existingTruck(sim, params[0]);
  sendJson(res, 200, save(sim, before, truckFieldsFromBody(parseBody(createTruckBodySchema, body))));
}

function patch({ sim, params, body, res }: RequestContext) {
  const before = existingTruck(sim, params[0]);
  const changes = parseBody(updateTruckBodySchema, body);
  const { id: _id, createdAt: _c, updatedAt: _u, ...current } = before;
  const merged: TruckFields = { ...current };
  for (const [key, value] of Object.entries(changes)) {
    if (value !== undefined) (merged as unknown as Record<string, unknown>)[key] = value;
  }
  sendJson(res, 200, save(sim, before, merged));
}

function remove({ sim, params, res }: RequestContext) {
  const truck = existingTruck(sim, params[0]);
  const at = sim.now().toISOString();
  const unassigned = deleteTruck(sim.db, truck.id, at);
  emitEvent(sim, 'truck.deleted', truck);
  for (const driverId of unassigned) {
    emitEvent(sim, 'driver.assignment.changed', { driverId, previousTruckId: truck.id, truckId: null, changedAt: at });
  }
  sendNoContent(res);
}

export const truckRoutes: Route[] = [
  { pattern: exactPath(UPSTREAM_PATHS.trucks), methods: { GET: list, POST: create } },
  { pattern: itemPath(UPSTREAM_PATHS.trucks), methods: { GET: get, PUT: replace, PATCH: patch, DELETE: remove } },
];

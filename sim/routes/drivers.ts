// /api/public/drivers (contract §4.3): keyword search, nested truckAssignment, assignment by truckId.
import { UPSTREAM_PATHS } from '../../lib/fleet-api/endpoints';
import { createDriverBodySchema, updateDriverBodySchema } from '../../lib/fleet-api/schemas/drivers';
import type { SimContext } from '../context';
import {
  DRIVER_COLUMNS,
  DRIVER_FROM,
  DRIVER_SELECT,
  deleteDriver,
  driverConflict,
  driverFieldsFromBody,
  driverFieldsOf,
  driverRecordFromRow,
  findDriver,
  keywordCondition,
  saveDriver,
  type DriverFields,
  type DriverRecord,
} from '../db/drivers';
import { findTruck } from '../db/trucks';
import { pagedQuery } from '../db/paged-query';
import { listQueryOf } from '../http/list-params';
import { badRequest, conflict, notFound, sendJson, sendNoContent } from '../http/problem';
import { exactPath, itemPath, type RequestContext, type Route } from '../http/router';
import { parseBody, parseId } from '../http/validate';
import { emitEvent } from '../webhooks/emit';

function existingDriver(sim: SimContext, rawId: string): DriverRecord {
  const id = parseId(rawId);
  const driver = findDriver(sim.db, id);
  if (!driver) throw notFound(`no driver with id ${id}`);
  return driver;
}

function list({ sim, url, res }: RequestContext) {
  const query = listQueryOf('drivers', url);
  const keyword = query.extras.keyword;
  sendJson(
    res,
    200,
    pagedQuery(
      sim.db,
      {
        resource: 'drivers',
        from: DRIVER_FROM,
        select: DRIVER_SELECT,
        map: DRIVER_COLUMNS,
        toRecord: driverRecordFromRow,
        extraWhere: typeof keyword === 'string' ? keywordCondition(keyword) : [],
      },
      query,
    ),
  );
}

/** Validates, writes and announces a driver; returns the stored record. */
function store(sim: SimContext, before: DriverRecord | null, fields: DriverFields): DriverRecord {
  if (fields.truckId !== null && !findTruck(sim.db, fields.truckId)) {
    throw badRequest([{ param: 'truckId', message: `no truck with id ${fields.truckId}` }]);
  }
  const clash = driverConflict(sim.db, fields, before?.id ?? 0);
  if (clash) throw conflict(clash, 'is already used by another driver');
  const at = sim.now().toISOString();
  const { id, changes } = saveDriver(sim.db, before?.id ?? null, fields, at);
  const after = findDriver(sim.db, id)!;
  emitEvent(sim, before ? 'driver.updated' : 'driver.created', after);
  for (const change of changes) emitEvent(sim, 'driver.assignment.changed', { ...change, changedAt: at });
  return after;
}

function create({ sim, body, res }: RequestContext) {
  sendJson(res, 201, store(sim, null, driverFieldsFromBody(parseBody(createDriverBodySchema, body))));
}

function get({ sim, params, res }: RequestContext) {
  sendJson(res, 200, existingDriver(sim, params[0]));
}

function replace({ sim, params, body, res }: RequestContext) {
  const before = existingDriver(sim, params[0]);
  sendJson(res, 200, store(sim, before, driverFieldsFromBody(parseBody(createDriverBodySchema, body))));
}

function patch({ sim, params, body, res }: RequestContext) {
  const before = existingDriver(sim, params[0]);
  const changes = parseBody(updateDriverBodySchema, body);
  const merged: DriverFields = driverFieldsOf(before);
  for (const [key, value] of Object.entries(changes)) {
    if (value !== undefined) (merged as unknown as Record<string, unknown>)[key] = value;
  }
  sendJson(res, 200, store(sim, before, merged));
}

function remove({ sim, params, res }: RequestContext) {
  const driver = existingDriver(sim, params[0]);
  deleteDriver(sim.db, driver.id);
  emitEvent(sim, 'driver.deleted', driver);
  if (driver.truckAssignment) {
    emitEvent(sim, 'driver.assignment.changed', {
      driverId: driver.id,
      previousTruckId: driver.truckAssignment.truckId,
      truckId: null,
      changedAt: sim.now().toISOString(),
    });
  }
  sendNoContent(res);
}

export const driverRoutes: Route[] = [
  { pattern: exactPath(UPSTREAM_PATHS.drivers), methods: { GET: list, POST: create } },
  { pattern: itemPath(UPSTREAM_PATHS.drivers), methods: { GET: get, PUT: replace, PATCH: patch, DELETE: remove } },
];

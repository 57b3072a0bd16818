// Test/demo hook: `POST /__sim/dms-events` records a DMS event now (or at `occurredAt`) for a
// driver with a truck, and emits `dms.event.created` and `driver.score.updated` like the real
// service would. Body fields are all optional; missing ones are chosen for you.
import { z } from 'zod';
import { DMS_EVENT_TYPES, SEVERITIES } from '../../lib/fleet-api/enums';
import { isoInstant } from '../../lib/fleet-api/schemas/common';
import { findDmsEvent, insertDmsEvent } from '../db/dms-events';
import { findDriver } from '../db/drivers';
import { driverScore } from '../db/score-queries';
import { findTruck } from '../db/trucks';
import { dayRange } from '../http/date-range';
import { badRequest, sendJson } from '../http/problem';
import type { RequestContext, Route } from '../http/router';
import { parseBody } from '../http/validate';
import { emitEvent } from '../webhooks/emit';

const newEventSchema = z.strictObject({
  driverId: z.number().int().positive().optional(),
  type: z.enum(DMS_EVENT_TYPES).optional(),
  severity: z.enum(SEVERITIES).optional(),
  occurredAt: isoInstant.optional(),
  speedKph: z.number().min(0).max(250).optional(),
});

function createEvent({ sim, body, res }: RequestContext) {
  const input = parseBody(newEventSchema, body ?? {});
  const driverId =
    input.driverId ??
    (sim.db.prepare('SELECT id FROM drivers WHERE truck_id IS NOT NULL ORDER BY random() LIMIT 1').get() as { id: number } | undefined)?.id;
  const driver = driverId === undefined ? null : findDriver(sim.db, driverId);
  if (!driver?.truckAssignment) throw badRequest([{ param: 'driverId', message: 'must name a driver who is assigned to a truck' }]);
  const truck = findTruck(sim.db, driver.truckAssignment.truckId)!;
  const pick = <T>(items: readonly T[]) => items[Math.floor(Math.random() * items.length)];
  const id = insertDmsEvent(sim.db, {
    type: input.type ?? pick(DMS_EVENT_TYPES),
    severity: input.severity ?? pick(SEVERITIES),
    occurredAt: new Date(input.occurredAt ?? sim.now()).toISOString(),
    driverId: driver.id,
    driverName: `${driver.firstName} ${driver.lastName}`,
    truckId: truck.id,
    unitNumber: truck.unitNumber,
    speedKph: input.speedKph ?? Math.round(60 + Math.random() * 45),
    durationSec: Math.round((2 + Math.random() * 10) * 10) / 10,
    location: { lat: 39.74 + (Math.random() - 0.5) * 2, lon: -104.99 + (Math.random() - 0.5) * 2 },
    tags: [...truck.tags, ...driver.tags],
  });
  const event = findDmsEvent(sim.db, id)!;
  emitEvent(sim, 'dms.event.created', event);
  const score = driverScore(sim.db, dayRange(undefined, undefined, sim.now()), driver.id);
  if (score) emitEvent(sim, 'driver.score.updated', score);
  sendJson(res, 201, event);
}

export const simDmsEventRoutes: Route[] = [{ pattern: /^\/__sim\/dms-events$/, methods: { POST: createEvent } }];

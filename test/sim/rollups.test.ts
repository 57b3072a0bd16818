// The rollups (sim/db/rollups.ts) answer reports, scores, the fleet summary and event counts
// exactly as the scan of the events does: same JSON, byte for byte, after seeding and after
// every kind of change.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPORT_GROUP_BY } from '../../lib/fleet-api/enums';
import { insertDmsEvent } from '../../sim/db/dms-events';
import { fleetSummary } from '../../sim/db/fleet-summary';
import { rollupsUsable } from '../../sim/db/rollups';
import { safetyReport } from '../../sim/db/safety-report';
import { scoreRows } from '../../sim/db/score-queries';
import { dayRange } from '../../sim/http/date-range';
import type { RunningSimulator } from '../../sim/server';
import { call, startSmallSimulator, type Json } from './sim-client';

const NOW = '2026-06-15T12:00:00Z';
const REPORT = '/api/public/analytics/safety-report';

// Inclusive [from, to]: today only, the whole seeded window, single days, edges of the window,
// ranges reaching past it on either side, and one without any events.
const RANGES: [string, string][] = [
  ['2026-06-15', '2026-06-15'],
  ['2026-02-15', '2026-06-15'],
  ['2026-05-01', '2026-05-31'],
  ['2026-03-17', '2026-03-17'],
  ['2026-05-31', '2026-06-01'],
  ['2025-12-30', '2026-02-20'],
  ['2026-06-10', '2026-07-10'],
  ['2025-01-01', '2025-01-31'],
];

function expectRollupsMatchScan(sim: RunningSimulator, ranges = RANGES) {
  const now = new Date(NOW);
  expect(rollupsUsable(sim.db)).toBe(true);
  for (const [from, to] of ranges) {
    const range = dayRange(from, to, now);
    for (const groupBy of REPORT_GROUP_BY) {
      const exact = JSON.stringify(safetyReport(sim.db, range, groupBy, 'exact'));
      expect(JSON.stringify(safetyReport(sim.db, range, groupBy, 'rollup')), `${from}..${to} by ${groupBy}`).toBe(exact);
    }
    expect(scoreRows(sim.db, range, '*', 'rollup'), `scores ${from}..${to}`).toEqual(scoreRows(sim.db, range, '*', 'exact'));
  }
  expect(JSON.stringify(fleetSummary(sim.db, now, 'rollup'))).toBe(JSON.stringify(fleetSummary(sim.db, now, 'exact')));
}

const anyAssignedDriver = async (sim: RunningSimulator, page = 0) =>
  (await call(sim, `/api/public/drivers?truckId.specified=true&size=1&page=${page}`)).body.content[0];

const postEvent = async (sim: RunningSimulator, body: Json) => {
  const res = await call(sim, '/__sim/dms-events', { method: 'POST', body });
  expect(res.status).toBe(201);
  return res.body;
};

describe('rollups', () => {
  let sim: RunningSimulator;
  beforeAll(async () => {
    sim = await startSmallSimulator({ trucks: 40, drivers: 50, events: 4000, now: NOW });
  });
  afterAll(() => sim.close());

  it('match the scan of the seeded events for every grouping, range and the scores', () => {
    expectRollupsMatchScan(sim);
  });

  it('serve the API: the report over HTTP is the scan answer, byte for byte', async () => {
    for (const groupBy of REPORT_GROUP_BY) {
      const res = await fetch(`${sim.url}${REPORT}?from=2026-04-01&to=2026-06-15&groupBy=${groupBy}`, { headers: { authorization: sim.apiKey } });
      const range = dayRange('2026-04-01', '2026-06-15', new Date(NOW));
      expect(await res.text()).toBe(JSON.stringify(safetyReport(sim.db, range, groupBy, 'exact')));
    }
  });

  it('follow events posted at day edges and on past days, inside and before the window', async () => {
    const driver = await anyAssignedDriver(sim);
    for (const occurredAt of [
      '2026-05-31T23:59:59.999Z', '2026-06-01T00:00:00.000Z', '2026-06-15T00:00:00.000Z', '2026-03-17T12:00:00.000Z',
      '2025-12-31T23:59:59.999Z', '2026-01-01T00:00:00.000Z', '2026-06-20T08:00:00.000Z',
    ]) {
      await postEvent(sim, { driverId: driver.id, occurredAt, type: 'PHONE_USE', severity: 'CRITICAL', speedKph: 120 });
    }
    await postEvent(sim, {}); // a random driver, type and severity, now
    expectRollupsMatchScan(sim);
  });

  it("keep each event's own tags when the truck's tags change, and add the new set for new events", async () => {
    const driver = await anyAssignedDriver(sim, 1);
    const truckId = driver.truckAssignment.truckId;
    const before = (await call(sim, `${REPORT}?from=2026-02-15&to=2026-06-15&groupBy=tag`)).body;
    expect((await call(sim, `/api/public/trucks/${truckId}`, { method: 'PATCH', body: { tags: ['rollup-test'] } })).status).toBe(200);
    // Changing the truck does not change its past events.
    expect((await call(sim, `${REPORT}?from=2026-02-15&to=2026-06-15&groupBy=tag`)).body).toEqual(before);
    await postEvent(sim, { driverId: driver.id, occurredAt: '2026-06-02T10:00:00.000Z', type: 'DISTRACTION', severity: 'HIGH' });
    const after = (await call(sim, `${REPORT}?from=2026-06-02&to=2026-06-02&groupBy=tag`)).body;
    expect(after.groups.find((g: Json) => g.key === 'rollup-test')).toMatchObject({ eventCount: 1 });
    expectRollupsMatchScan(sim);
  });

  it('follow drivers moving to another truck and drivers being deleted', async () => {
    const mover = await anyAssignedDriver(sim, 2);
    const target = await anyAssignedDriver(sim, 3);
    const moved = await call(sim, `/api/public/drivers/${mover.id}`, { method: 'PATCH', body: { truckId: target.truckAssignment.truckId } });
    expect(moved.status).toBe(200);
    await postEvent(sim, { driverId: mover.id, occurredAt: '2026-05-20T06:30:00.000Z', type: 'SEATBELT', severity: 'LOW' });
    const gone = await anyAssignedDriver(sim, 4);
    expect((await call(sim, `/api/public/drivers/${gone.id}`, { method: 'DELETE' })).status).toBe(204);
    expectRollupsMatchScan(sim);
  });

  it('follow events changed or deleted by any SQL (triggers)', () => {
    sim.db.prepare("UPDATE dms_events SET occurred_at = '2026-04-30T23:59:59.999Z', type = 'YAWNING' WHERE id IN (10, 11, 12)").run();
    sim.db.prepare("UPDATE dms_events SET severity = 'LOW', speed_kph = 130 WHERE id BETWEEN 100 AND 140").run();
    sim.db.prepare('UPDATE dms_events SET driver_id = 1, truck_id = 1 WHERE id = 200').run();
    sim.db.prepare('DELETE FROM dms_events WHERE id % 7 = 0').run();
    sim.db.prepare("INSERT OR REPLACE INTO dms_events SELECT id, 'SMOKING', 'HIGH', occurred_at, driver_id, driver_name, truck_id, unit_number, 101, duration_sec, lat, lon, tag_set_id FROM dms_events WHERE id = 300").run();
    expectRollupsMatchScan(sim);
  });

  it('count events filtered by type and severity from the day counts, and recount after a write', async () => {
    const eventsPath = '/safety/dms/events?severity.in=HIGH,CRITICAL&type.notEquals=SMOKING&size=1';
    const exact = () =>
      sim.db.prepare("SELECT COUNT(*) FROM dms_events WHERE severity IN ('HIGH', 'CRITICAL') AND type IS NOT 'SMOKING'").pluck().get();
    const first = (await call(sim, eventsPath)).body.totalElements;
    expect(first).toBe(exact());
    await postEvent(sim, { type: 'PHONE_USE', severity: 'HIGH' });
    expect((await call(sim, eventsPath)).body.totalElements).toBe(first + 1);
    // Counts that the day counts cannot answer are counted from the events, and cached until a write.
    const driver = await anyAssignedDriver(sim);
    const byDriver = `/safety/dms/events?driverId.equals=${driver.id}&size=1`;
    const n = (await call(sim, byDriver)).body.totalElements;
    expect((await call(sim, byDriver)).body.totalElements).toBe(n);
    await postEvent(sim, { driverId: driver.id });
    expect((await call(sim, byDriver)).body.totalElements).toBe(n + 1);
    const trucks = (await call(sim, '/api/public/trucks?status.equals=ACTIVE&size=1')).body.totalElements;
    const created = await call(sim, '/api/public/trucks', { method: 'POST', body: { unitNumber: 'RLP-1', make: 'Volvo', model: 'VNL', year: 2024 } });
    expect(created.status).toBe(201);
    expect((await call(sim, '/api/public/trucks?status.equals=ACTIVE&size=1')).body.totalElements).toBe(trucks + 1);
  });
});

describe('rollups with an irregular event', () => {
  let sim: RunningSimulator;
  beforeAll(async () => {
    sim = await startSmallSimulator({ trucks: 20, drivers: 25, events: 800, now: NOW });
  });
  afterAll(() => sim.close());

  it('step aside: an instant without milliseconds sends every reader back to the scan', async () => {
    const driver = await anyAssignedDriver(sim);
    insertDmsEvent(sim.db, {
      type: 'SMOKING', severity: 'MEDIUM', occurredAt: '2026-06-01T00:00:00Z', driverId: driver.id, driverName: 'x',
      truckId: driver.truckAssignment.truckId, unitNumber: driver.truckAssignment.unitNumber, speedKph: 50, durationSec: 3,
      location: { lat: 0, lon: 0 }, tags: ['odd'],
    });
    expect(rollupsUsable(sim.db)).toBe(false);
    const range = dayRange('2026-05-01', '2026-06-15', new Date(NOW));
    for (const groupBy of REPORT_GROUP_BY) {
      const res = await fetch(`${sim.url}${REPORT}?from=2026-05-01&to=2026-06-15&groupBy=${groupBy}`, { headers: { authorization: sim.apiKey } });
      expect(await res.text()).toBe(JSON.stringify(safetyReport(sim.db, range, groupBy, 'exact')));
    }
    const smoking = (await call(sim, '/safety/dms/events?type.equals=SMOKING&size=1')).body.totalElements;
    expect(smoking).toBe(sim.db.prepare("SELECT COUNT(*) FROM dms_events WHERE type = 'SMOKING'").pluck().get());
  });
});

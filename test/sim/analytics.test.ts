// Driver scores (§4.7), the safety report and the fleet summary (§4.8).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertDmsEvent } from '../../sim/db/dms-events';
import { DISTRACTION_TYPES, RATE_FLOOR_KM, SCORE_HALF_RATES, SEVERITY_WEIGHT } from '../../sim/db/driver-scores';
import type { RunningSimulator } from '../../sim/server';
import { call, expectProblem, readAllPages, startSmallSimulator, type Json } from './sim-client';

const REPORT = '/api/public/analytics/safety-report';
const SCORES = '/api/public/driver-scores';
const NOW = '2026-06-15T12:00:00Z';

describe('analytics', () => {
  let sim: RunningSimulator;
  beforeAll(async () => {
    sim = await startSmallSimulator({ trucks: 40, drivers: 50, events: 4000, now: NOW });
  });
  afterAll(() => sim.close());

  const eventsIn = async (from: string, to: string, extra = '') =>
    (await readAllPages(sim, `/safety/dms/events?sort=id,asc&occurredAt.greaterThanOrEqual=${from}&occurredAt.lessThan=${to}${extra}`, 500)).rows;

  it('counts whole inclusive UTC days: to T23:59:59Z counts, the next day 00:00:00Z does not', async () => {
    // 2025-12-31 lies before the seeded window, so only these events are in it.
    const driver = (await call(sim, '/api/public/drivers?truckId.specified=true&size=1')).body.content[0];
    const base = {
      type: 'PHONE_USE' as const, severity: 'HIGH' as const, driverId: driver.id, driverName: `${driver.firstName} ${driver.lastName}`,
      truckId: driver.truckAssignment.truckId, unitNumber: driver.truckAssignment.unitNumber, speedKph: 80, durationSec: 4,
      location: { lat: 39.7, lon: -105 }, tags: ['region:west', 'depot:denver'],
    };
    for (const occurredAt of ['2025-12-30T23:59:59.000Z', '2025-12-31T00:00:00.000Z', '2025-12-31T23:59:59.000Z', '2026-01-01T00:00:00.000Z']) {
      insertDmsEvent(sim.db, { ...base, occurredAt });
    }
    const oneDay = (await call(sim, `${REPORT}?from=2025-12-31&to=2025-12-31&groupBy=day`)).body;
    expect(oneDay.totals.eventCount).toBe(2);
    expect(oneDay.groups).toEqual([expect.objectContaining({ key: '2025-12-31', eventCount: 2 })]);
    const twoDays = (await call(sim, `${REPORT}?from=2025-12-30&to=2025-12-31&groupBy=day`)).body;
    expect(twoDays.totals.eventCount).toBe(3);
    expect(twoDays.groups.map((g: Json) => [g.key, g.eventCount])).toEqual([['2025-12-30', 1], ['2025-12-31', 2]]);
    const newYear = (await call(sim, `${REPORT}?from=2026-01-01&to=2026-01-01`)).body;
    expect(newYear.totals.eventCount).toBe(1);
    // Driver scores use the same inclusive range.
    const score = (await call(sim, `${SCORES}?from=2025-12-31&to=2025-12-31&driverId.equals=${driver.id}`)).body.content[0];
    expect(score).toMatchObject({ from: '2025-12-31', to: '2025-12-31', eventCount: 2 });
  });

  it('groupBy=tag counts a multi-tag event in each of its tag groups and once in the totals', async () => {
    const report = (await call(sim, `${REPORT}?from=2026-05-01&to=2026-05-31&groupBy=tag`)).body;
    const events = await eventsIn('2026-05-01', '2026-06-01');
    expect(report.totals.eventCount).toBe(events.length);
    const expected = new Map<string, number>();
    for (const e of events) for (const tag of e.tags) expected.set(tag, (expected.get(tag) ?? 0) + 1);
    expect(Object.fromEntries(report.groups.map((g: Json) => [g.key, g.eventCount]))).toEqual(Object.fromEntries(expected));
    const groupSum = report.groups.reduce((s: number, g: Json) => s + g.eventCount, 0);
    expect(groupSum).toBe(events.reduce((s: number, e: Json) => s + e.tags.length, 0));
    expect(groupSum).toBeGreaterThan(report.totals.eventCount);
    const sumBy = (key: 'byType' | 'bySeverity') =>
      Object.values(report.totals[key] as Record<string, number>).reduce((a, b) => a + b, 0);
    expect(sumBy('byType')).toBe(events.length);
    expect(sumBy('bySeverity')).toBe(events.length);
  });

  it('groups by type, driver and truck consistently with the events', async () => {
    const events = await eventsIn('2026-05-01', '2026-06-01');
    for (const [groupBy, keyOf] of [
      ['type', (e: Json) => e.type],
      ['driver', (e: Json) => String(e.driverId)],
      ['truck', (e: Json) => String(e.truckId)],
    ] as const) {
      const report = (await call(sim, `${REPORT}?from=2026-05-01&to=2026-05-31&groupBy=${groupBy}`)).body;
      expect(report.groupBy).toBe(groupBy);
      const expected = new Map<string, number>();
      for (const e of events) expected.set(keyOf(e), (expected.get(keyOf(e)) ?? 0) + 1);
      expect(Object.fromEntries(report.groups.map((g: Json) => [g.key, g.eventCount]))).toEqual(Object.fromEntries(expected));
      const counts = report.groups.map((g: Json) => g.eventCount);
      expect(counts).toEqual([...counts].sort((a, b) => b - a));
    }
    const byDriver = (await call(sim, `${REPORT}?from=2026-05-01&to=2026-05-31&groupBy=driver`)).body.groups[0];
    const score = (await call(sim, `${SCORES}?from=2026-05-01&to=2026-05-31&driverId.equals=${byDriver.key}`)).body.content[0];
    expect(byDriver.avgDistractionScore).toBe(score.distractionScore);
    expect(byDriver.label).toBe(score.driverName);
  });

  it('groupBy=day lists every day of the range, empty ones too', async () => {
    const report = (await call(sim, `${REPORT}?from=2026-01-10&to=2026-01-12&groupBy=day`)).body;
    expect(report.groups.map((g: Json) => [g.key, g.eventCount])).toEqual([['2026-01-10', 0], ['2026-01-11', 0], ['2026-01-12', 0]]);
  });

  it('defaults to the last 30 days grouped by type, and names bad parameters', async () => {
    const report = (await call(sim, REPORT)).body;
    expect(report).toMatchObject({ from: '2026-05-17', to: '2026-06-15', groupBy: 'type' });
    const cases: [string, string][] = [
      ['groupBy=colour', 'groupBy'],
      ['from=2026-02-30', 'from'],
      ['to=yesterday', 'to'],
      ['from=2026-05-02&to=2026-05-01', 'from'],
      ['window=7', 'window'],
      ['from=2026-05-01&from=2026-05-02', 'from'],
    ];
    for (const [query, param] of cases) {
      expect(expectProblem(await call(sim, `${REPORT}?${query}`), 400).errors?.map((e) => e.param), query).toContain(param);
    }
  });

  it('derives driver scores from the events of the range with the documented formula', async () => {
    const { rows } = await readAllPages(sim, `${SCORES}?from=2026-05-01&to=2026-05-31&sort=driverId,asc`, 20);
    expect(rows).toHaveLength(50);
    const events = await eventsIn('2026-05-01', '2026-06-01');
    for (const score of rows.filter((r: Json) => r.eventCount > 0).slice(0, 10)) {
      const mine = events.filter((e: Json) => e.driverId === score.driverId);
      expect(score.eventCount).toBe(mine.length);
      const weighted = mine
        .filter((e: Json) => (DISTRACTION_TYPES as readonly string[]).includes(e.type))
        .reduce((s: number, e: Json) => s + SEVERITY_WEIGHT[e.severity as keyof typeof SEVERITY_WEIGHT], 0);
      const rate = (weighted * 1000) / Math.max(score.distanceKm, RATE_FLOOR_KM);
      expect(score.distractionScore).toBeCloseTo(100 / (1 + rate / SCORE_HALF_RATES.distraction), 1);
      expect(score.overallScore).toBeCloseTo(0.4 * score.distractionScore + 0.3 * score.speedingScore + 0.3 * score.harshEventsScore, 0);
    }
    // On a single day most drivers have no events: they score a clean 100.
    const oneDay = (await readAllPages(sim, `${SCORES}?from=2026-05-15&to=2026-05-15&sort=driverId,asc`, 50)).rows;
    const quiet = oneDay.filter((r: Json) => r.eventCount === 0);
    expect(quiet.length).toBeGreaterThan(0);
    for (const r of quiet) expect(r).toMatchObject({ distractionScore: 100, overallScore: 100 });
  });

  it('filters, sorts and pages driver scores', async () => {
    const all = (await call(sim, `${SCORES}?from=2026-05-01&to=2026-05-31&size=500`)).body.content;
    const sorted = (await call(sim, `${SCORES}?from=2026-05-01&to=2026-05-31&size=500&sort=overallScore,asc`)).body.content;
    expect(sorted.map((r: Json) => r.overallScore)).toEqual([...all.map((r: Json) => r.overallScore)].sort((a, b) => a - b));
    const low = (await call(sim, `${SCORES}?from=2026-05-01&to=2026-05-31&size=500&distractionScore.lessThan=70&sort=driverId,asc`)).body.content;
    expect(low.map((r: Json) => r.driverId)).toEqual(all.filter((r: Json) => r.distractionScore < 70).map((r: Json) => r.driverId).sort((a: number, b: number) => a - b));
    expect(low.length).toBeGreaterThan(0);
    const page = (await call(sim, `${SCORES}?from=2026-05-01&to=2026-05-31&size=7&page=2`)).body;
    expect(page).toMatchObject({ page: 2, size: 7, totalElements: 50, totalPages: 8 });
    expectProblem(await call(sim, `${SCORES}?sort=speed,asc`), 400);
    expect(expectProblem(await call(sim, `${SCORES}?from=2026-13-01`), 400).errors?.[0].param).toBe('from');
    const defaults = (await call(sim, `${SCORES}?size=1`)).body.content[0];
    expect(defaults).toMatchObject({ from: '2026-05-17', to: '2026-06-15' });
  });

  it('fleet summary EV figures equal a recomputation from /trucks', async () => {
    const summary = (await call(sim, '/api/public/analytics/fleet-summary')).body;
    const trucks = (await call(sim, '/api/public/trucks?size=500')).body.content;
    const evs = trucks.filter((t: Json) => t.fuelType === 'ELECTRIC');
    expect(evs.length).toBeGreaterThan(0);
    const charges = evs.map((t: Json) => t.chargeLevel);
    const ranges = evs.map((t: Json) => t.rangeKm);
    const round1 = (n: number) => Math.round(n * 10) / 10;
    expect(summary.ev).toMatchObject({
      count: evs.length,
      avgChargeLevel: round1(charges.reduce((a: number, b: number) => a + b, 0) / charges.length),
      minChargeLevel: Math.min(...charges),
      avgRangeKm: round1(ranges.reduce((a: number, b: number) => a + b, 0) / ranges.length),
      totalRangeKm: ranges.reduce((a: number, b: number) => a + b, 0),
    });
    const low = evs.filter((t: Json) => t.chargeLevel < 20).map((t: Json) => t.id).sort((a: number, b: number) => a - b);
    expect(summary.ev.lowCharge.map((l: Json) => l.truckId).sort((a: number, b: number) => a - b)).toEqual(low);
    expect(summary.trucks.total).toBe(40);
    expect(Object.values(summary.trucks.byStatus as Record<string, number>).reduce((a, b) => a + b, 0)).toBe(40);
    expect(summary.trucks.byFuelType.ELECTRIC).toBe(evs.length);
    const drivers = (await call(sim, '/api/public/drivers?size=500')).body.content;
    expect(summary.drivers).toEqual({ total: drivers.length, assigned: drivers.filter((d: Json) => d.truckAssignment).length });
    const week = (await call(sim, '/safety/dms/events?size=1&occurredAt.greaterThanOrEqual=2026-06-08T12:00:00Z&occurredAt.lessThanOrEqual=2026-06-15T12:00:00Z')).body;
    expect(summary.safety.eventsLast7Days).toBe(week.totalElements);
    expect(summary.generatedAt).toBe('2026-06-15T12:00:00.000Z');

    // A PATCH below 20 % shows up in lowCharge.
    const healthy = evs.find((t: Json) => t.chargeLevel >= 20);
    await call(sim, `/api/public/trucks/${healthy.id}`, { method: 'PATCH', body: { chargeLevel: 5 } });
    const after = (await call(sim, '/api/public/analytics/fleet-summary')).body;
    expect(after.ev.lowCharge.map((l: Json) => l.truckId)).toContain(healthy.id);
    expect(after.ev.minChargeLevel).toBe(Math.min(5, ...charges));
  });
});

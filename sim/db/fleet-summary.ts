// The fleet summary (contract §4.8): trucks, drivers, recent safety and EV charge/range.
import type Database from 'better-sqlite3';
import { LOW_CHARGE_PERCENT } from '../../lib/fleet-api/constants';
import { FUEL_TYPES, TRUCK_STATUSES } from '../../lib/fleet-api/enums';
import { dayRange } from '../http/date-range';
import { scoreRows, type ScoreSource } from './score-queries';

const round1 = (n: number | null) => (n === null ? null : Math.round(n * 10) / 10);

function countBy(db: Database.Database, column: string, keys: readonly string[]): Record<string, number> {
  const out: Record<string, number> = Object.fromEntries(keys.map((k) => [k, 0]));
  for (const r of db.prepare(`SELECT ${column} AS k, COUNT(*) AS n FROM trucks GROUP BY 1`).all() as { k: string; n: number }[]) out[r.k] = r.n;
  return out;
}

export function fleetSummary(db: Database.Database, now: Date, source: ScoreSource = 'auto') {
  const total = (sql: string, ...params: (string | number)[]) => (db.prepare(sql).get(...params) as { n: number }).n;
  const ev = db
    .prepare(
      `SELECT COUNT(*) AS count, AVG(charge_level) AS avgCharge, MIN(charge_level) AS minCharge, AVG(range_km) AS avgRange,
         SUM(range_km) AS totalRange FROM trucks WHERE fuel_type = 'ELECTRIC'`,
    )
    .get() as { count: number; avgCharge: number | null; minCharge: number | null; avgRange: number | null; totalRange: number | null };
  const lowCharge = db
    .prepare(
      `SELECT id AS truckId, unit_number AS unitNumber, charge_level AS chargeLevel, range_km AS rangeKm FROM trucks
       WHERE fuel_type = 'ELECTRIC' AND charge_level < ? ORDER BY charge_level ASC, id ASC`,
    )
    .all(LOW_CHARGE_PERCENT);
  // Safety over the default score window; only drivers who drove or had events count.
  const scores = scoreRows(db, dayRange(undefined, undefined, now), 's.overall_score, s.distance_km, s.event_count', source) as {
    overall_score: number;
    distance_km: number;
    event_count: number;
  }[];
  const active = scores.filter((s) => s.distance_km > 0 || s.event_count > 0);
  const weekAgo = new Date(now.getTime() - 7 * 86_400_000).toISOString();
  return {
    generatedAt: now.toISOString(),
    trucks: { total: total('SELECT COUNT(*) AS n FROM trucks'), byStatus: countBy(db, 'status', TRUCK_STATUSES), byFuelType: countBy(db, 'fuel_type', FUEL_TYPES) },
    drivers: { total: total('SELECT COUNT(*) AS n FROM drivers'), assigned: total('SELECT COUNT(*) AS n FROM drivers WHERE truck_id IS NOT NULL') },
    safety: {
      eventsLast7Days: total('SELECT COUNT(*) AS n FROM dms_events WHERE occurred_at >= ? AND occurred_at <= ?', weekAgo, now.toISOString()),
      avgOverallScore: active.length ? round1(active.reduce((sum, s) => sum + s.overall_score, 0) / active.length) : null,
    },
    ev: {
      count: ev.count,
      avgChargeLevel: round1(ev.avgCharge),
      minChargeLevel: ev.minCharge,
      avgRangeKm: round1(ev.avgRange),
      totalRangeKm: ev.totalRange,
      lowCharge,
    },
  };
}

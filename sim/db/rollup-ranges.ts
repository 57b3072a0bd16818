// Day-range reads from the rollups (rollups.ts). Callers check rollupsUsable() first (eventCountFromRollups checks itself).
import type Database from 'better-sqlite3';
import { addDays } from '../clock';
import type { DayRange } from '../http/date-range';
import type { Criterion } from '../../lib/fleet-api/list-query';
import { whereClause, type SqlFragment } from './criteria-sql';
import { MEASURE_COLUMNS, rollupsUsable, TYPE_COLUMNS } from './rollups';

/** Rollup days are compared as strings: from ≤ day < the day after `to` (see rollups.ts). */
const dayBounds = (range: DayRange) => [range.from, addDays(range.to, 1)];

/**
 * Per (driver, truck, tag set) with events in the range: the measure columns over the range
 * (running totals at the range's end minus those before its start). CROSS JOIN keeps combos
 * the outer loop: scanning the running totals instead would visit every (combo, day).
 */
function comboRangeSql(range: DayRange): SqlFragment {
  const [from, next] = dayBounds(range);
  const lastBefore = (alias: string) =>
    `${alias}.combo_id = c.id AND ${alias}.day = (SELECT r.day FROM dms_combo_running r WHERE r.combo_id = c.id AND r.day < ? ORDER BY r.day DESC LIMIT 1)`;
  return {
    sql: `SELECT c.driver_id, c.truck_id, c.tag_set_id,
        ${MEASURE_COLUMNS.map((m) => `hi.${m} - IFNULL(lo.${m}, 0) AS ${m}`).join(', ')}
      FROM dms_combos c
      CROSS JOIN dms_combo_running hi ON ${lastBefore('hi')}
      LEFT JOIN dms_combo_running lo ON ${lastBefore('lo')}
      WHERE hi.n > IFNULL(lo.n, 0)`,
    params: [next, from],
  };
}

export type ComboKey = 'driver_id' | 'truck_id' | 'tag_set_id';
export type KeyedMeasures = { k: number; drivers: string } & Record<string, number>;

/** The range's measures per driver, truck or tag set, ordered by it, with its drivers (ascending ids, comma-separated). */
export function measuresBy(db: Database.Database, range: DayRange, key: ComboKey): KeyedMeasures[] {
  const q = comboRangeSql(range);
  return db
    .prepare(
      `SELECT ${key} AS k, ${MEASURE_COLUMNS.map((m) => `SUM(${m}) AS ${m}`).join(', ')},
         group_concat(driver_id, ',' ORDER BY driver_id) AS drivers
       FROM (${q.sql}) GROUP BY ${key} ORDER BY ${key}`,
    )
    .all(...q.params) as KeyedMeasures[];
}

/** Per event type: the drivers (ascending ids, comma-separated) with events of that type in the range. */
export function driversByType(db: Database.Database, range: DayRange): Record<string, string | null> {
  const q = comboRangeSql(range);
  const lists = TYPE_COLUMNS.map(([t, c]) => `group_concat(CASE WHEN ${c} > 0 THEN driver_id END, ',' ORDER BY driver_id) AS "${t}"`);
  return db.prepare(`SELECT ${lists.join(', ')} FROM (${q.sql})`).get(...q.params) as Record<string, string | null>;
}

/** The `agg` of driver scores (driver-scores.ts) from the rollups: the same integer sums. */
export function rollupScoreAgg(range: DayRange): SqlFragment {
  const q = comboRangeSql(range);
  return {
    sql: `SELECT driver_id, SUM(n) AS event_count, SUM(distraction_w) AS distraction_w, SUM(speeding_w) AS speeding_w,
        SUM(harsh_w) AS harsh_w FROM (${q.sql}) GROUP BY driver_id`,
    params: q.params,
  };
}

export interface DayCountRow {
  day: string;
  type: string;
  severity: string;
  n: number;
}

/** Events per (day, type, severity) in the range, ordered by day, type, severity. */
export function dayCounts(db: Database.Database, range: DayRange): DayCountRow[] {
  return db
    .prepare('SELECT day, type, severity, n FROM dms_day_counts WHERE day >= ? AND day < ? AND n > 0 ORDER BY day, type, severity')
    .all(...dayBounds(range)) as DayCountRow[];
}

/** Per day of the range with events: the ids of the drivers who had events, ascending. */
export function dayDrivers(db: Database.Database, range: DayRange): { day: string; driverIds: number[] }[] {
  const rows = db
    .prepare(
      `SELECT day, group_concat(driver_id ORDER BY driver_id) AS ids FROM dms_day_drivers
       WHERE day >= ? AND day < ? AND n > 0 GROUP BY day ORDER BY day`,
    )
    .all(...dayBounds(range)) as { day: string; ids: string }[];
  return rows.map((r) => ({ day: r.day, driverIds: r.ids.split(',').map(Number) }));
}

/**
 * The number of events matching criteria on type and severity only, from the day counts (the
 * same conditions on the same values, one row per (day, type, severity) instead of per event);
 * null when other fields are filtered or the rollups cannot answer.
 */
export function eventCountFromRollups(db: Database.Database, criteria: Criterion[]): number | null {
  if (!criteria.every((c) => c.field === 'type' || c.field === 'severity') || !rollupsUsable(db)) return null;
  const where = whereClause({ columns: { type: 'type', severity: 'severity' } }, criteria);
  return db.prepare(`SELECT IFNULL(SUM(n), 0) FROM dms_day_counts ${where.sql}`).pluck().get(...where.params) as number;
}

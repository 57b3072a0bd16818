// Driver scores (contract §4.7), derived from the DMS events of the range so they agree with
// /safety/dms/events. The formula (all sub-scores 0..100, higher is safer):
//   weight of an event by severity: LOW 1, MEDIUM 2, HIGH 3, CRITICAL 5
//   distanceKm = the driver's typical daily distance × days in range (0 for a driver with no
//                truck and no events); rates are per 1000 km with a floor of 1000 km
//   sub-score = 100 / (1 + rate / k): 100 with no events, halved when the rate reaches k, where rate is
//   distractionScore: weighted DISTRACTION / PHONE_USE / CAMERA_OBSTRUCTION per 1000 km, k = 4
//   speedingScore:    weighted events at a speed above 100 km/h per 1000 km,          k = 4
//   harshEventsScore: weighted DROWSINESS / YAWNING / SMOKING / SEATBELT per 1000 km, k = 5
//   overallScore = 0.4 × distraction + 0.3 × speeding + 0.3 × harshEvents
// each rounded to one decimal.
import type { DayRange } from '../http/date-range';
import type { ColumnMap, SqlFragment } from './criteria-sql';

export const DISTRACTION_TYPES = ['DISTRACTION', 'PHONE_USE', 'CAMERA_OBSTRUCTION'] as const;
export const HARSH_TYPES = ['DROWSINESS', 'YAWNING', 'SMOKING', 'SEATBELT'] as const;
export const SEVERITY_WEIGHT = { LOW: 1, MEDIUM: 2, HIGH: 3, CRITICAL: 5 } as const;
export const SPEEDING_KPH = 100;
/** The rate at which a sub-score falls to 50. */
export const SCORE_HALF_RATES = { distraction: 4, speeding: 4, harsh: 5 } as const;
export const SCORE_WEIGHTS = { distraction: 0.4, speeding: 0.3, harsh: 0.3 } as const;
export const RATE_FLOOR_KM = 1000;

const list = (items: readonly string[]) => items.map((t) => `'${t}'`).join(', ');
/** SQL for the severity weight of one event; `ref` prefixes its columns (`''`, `'e.'`, `'NEW.'`). */
const weight = (ref: string) =>
  `CASE ${ref}severity ${Object.entries(SEVERITY_WEIGHT).map(([s, w]) => `WHEN '${s}' THEN ${w}`).join(' ')} ELSE 1 END`;

/** Per event: the weighted contributions to the three sub-scores (summed per driver). */
export const scoreWeights = (ref: string) => ({
  distraction_w: `CASE WHEN ${ref}type IN (${list(DISTRACTION_TYPES)}) THEN ${weight(ref)} ELSE 0 END`,
  speeding_w: `CASE WHEN ${ref}speed_kph > ${SPEEDING_KPH} THEN ${weight(ref)} ELSE 0 END`,
  harsh_w: `CASE WHEN ${ref}type IN (${list(HARSH_TYPES)}) THEN ${weight(ref)} ELSE 0 END`,
});

const subScore = (sum: string, halfRate: number) =>
  `ROUND(100.0 / (1 + ${sum} * 1000.0 / MAX(distance_km, ${RATE_FLOOR_KM}) / ${halfRate}), 1)`;

/**
 * `agg`: per driver with events in the range, event_count and the three weight sums. The exact
 * form scans the range's events; `rollupScoreAgg` (rollup-ranges.ts) reads the same sums from rollups.
 */
export function exactScoreAgg(range: DayRange): SqlFragment {
  const w = scoreWeights('');
  return {
    sql: `SELECT driver_id,
          COUNT(*) AS event_count,
          SUM(${w.distraction_w}) AS distraction_w,
          SUM(${w.speeding_w}) AS speeding_w,
          SUM(${w.harsh_w}) AS harsh_w
        FROM dms_events WHERE occurred_at >= ? AND occurred_at < ? GROUP BY driver_id`,
    params: [range.startInstant, range.endInstant],
  };
}

/** `WITH … scores AS (…)`: one row per driver with the columns of a score record. */
export function scoresCte(range: DayRange, agg: SqlFragment = exactScoreAgg(range)): SqlFragment {
  return {
    sql: `WITH agg AS MATERIALIZED (${agg.sql}), base AS (
        SELECT d.id AS driver_id, d.first_name || ' ' || d.last_name AS driver_name, d.tags AS tags,
          COALESCE(a.event_count, 0) AS event_count,
          CASE WHEN d.truck_id IS NOT NULL OR a.event_count IS NOT NULL THEN ROUND(d.daily_km * ?, 1) ELSE 0 END AS distance_km,
          COALESCE(a.distraction_w, 0) AS distraction_w, COALESCE(a.speeding_w, 0) AS speeding_w, COALESCE(a.harsh_w, 0) AS harsh_w
        FROM drivers d LEFT JOIN agg a ON a.driver_id = d.id
      ), sub AS (
        SELECT driver_id, driver_name, tags, event_count, distance_km,
          ${subScore('distraction_w', SCORE_HALF_RATES.distraction)} AS distraction_score,
          ${subScore('speeding_w', SCORE_HALF_RATES.speeding)} AS speeding_score,
          ${subScore('harsh_w', SCORE_HALF_RATES.harsh)} AS harsh_score
        FROM base
      ), scores AS (
        SELECT *, ROUND(${SCORE_WEIGHTS.distraction} * distraction_score + ${SCORE_WEIGHTS.speeding} * speeding_score
          + ${SCORE_WEIGHTS.harsh} * harsh_score, 1) AS overall_score
        FROM sub
      )`,
    params: [...agg.params, range.days],
  };
}

export const SCORE_COLUMNS: ColumnMap = {
  columns: {
    driverId: 's.driver_id',
    driverName: 's.driver_name',
    overallScore: 's.overall_score',
    distractionScore: 's.distraction_score',
    speedingScore: 's.speeding_score',
    harshEventsScore: 's.harsh_score',
    eventCount: 's.event_count',
    distanceKm: 's.distance_km',
  },
};

interface ScoreRow {
  driver_id: number;
  driver_name: string;
  tags: string;
  event_count: number;
  distance_km: number;
  distraction_score: number;
  speeding_score: number;
  harsh_score: number;
  overall_score: number;
}

export interface DriverScoreRecord {
  driverId: number;
  driverName: string;
  from: string;
  to: string;
  overallScore: number;
  distractionScore: number;
  speedingScore: number;
  harshEventsScore: number;
  eventCount: number;
  distanceKm: number;
  tags: string[];
}

export const scoreRecord = (range: DayRange) => (raw: unknown): DriverScoreRecord => {
  const row = raw as ScoreRow;
  return {
    driverId: row.driver_id,
    driverName: row.driver_name,
    from: range.from,
    to: range.to,
    overallScore: row.overall_score,
    distractionScore: row.distraction_score,
    speedingScore: row.speeding_score,
    harshEventsScore: row.harsh_score,
    eventCount: row.event_count,
    distanceKm: row.distance_km,
    tags: JSON.parse(row.tags) as string[],
  };
};

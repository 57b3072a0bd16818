// Driver scores over a range, computed from the events (exact scan) or from the rollups; both
// feed the same integer sums into the same SQL formula (driver-scores.ts).
import type Database from 'better-sqlite3';
import type { DayRange } from '../http/date-range';
import type { SqlFragment } from './criteria-sql';
import { exactScoreAgg, scoreRecord, scoresCte, type DriverScoreRecord } from './driver-scores';
import { rollupScoreAgg } from './rollup-ranges';
import { rollupsUsable } from './rollups';

/** 'auto': the rollups when they can answer (rollups.ts), else the exact scan. */
export type ScoreSource = 'auto' | 'exact' | 'rollup';

export const usesRollups = (db: Database.Database, source: ScoreSource) =>
  source === 'rollup' || (source === 'auto' && rollupsUsable(db));

/** `WITH … scores AS (…)` for the range. */
export function scoresOf(db: Database.Database, range: DayRange, source: ScoreSource = 'auto'): SqlFragment {
  return scoresCte(range, usesRollups(db, source) ? rollupScoreAgg(range) : exactScoreAgg(range));
}

/** Columns of every driver's score row, by ascending driver id (the drivers table's own order). */
export function scoreRows(db: Database.Database, range: DayRange, columns: string, source: ScoreSource = 'auto'): unknown[] {
  const cte = scoresOf(db, range, source);
  return db.prepare(`${cte.sql} SELECT ${columns} FROM scores s ORDER BY s.driver_id`).all(...cte.params);
}

/** One driver's score over the range, or null for an unknown driver. */
export function driverScore(db: Database.Database, range: DayRange, driverId: number): DriverScoreRecord | null {
  const cte = scoresOf(db, range);
  const row = db.prepare(`${cte.sql} SELECT * FROM scores s WHERE s.driver_id = ?`).get(...cte.params, driverId);
  return row === undefined ? null : scoreRecord(range)(row);
}

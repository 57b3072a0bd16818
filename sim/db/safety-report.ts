// The safety report (contract §4.8): totals and groups over an inclusive day range. An event
// with several tags counts once in each of its tag groups and once in the totals.
// Two sources fill the same builder: the exact scan of the range's events (below) and the
// rollups (safety-report-rollup.ts); both feed rows in the same order, so groups are created,
// and their drivers' scores averaged, in the same order, and the answers are identical.
import type Database from 'better-sqlite3';
import type { ReportGroupBy } from '../../lib/fleet-api/enums';
import { addDays } from '../clock';
import type { DayRange } from '../http/date-range';
import { scoreRows, usesRollups, type ScoreSource } from './score-queries';
import { addCount, ReportBuilder } from './safety-report-builder';
import { fillFromRollups } from './safety-report-rollup';
import { tagsOfSets } from './tag-sets';

// Per grouping: the key column. Tags are grouped by tag set (a few thousand sets instead of a
// row per event and tag) and each set is expanded into its tags afterwards.
const GROUP_KEYS: Record<ReportGroupBy, string> = {
  type: 'e.type',
  driver: 'e.driver_id',
  truck: 'e.truck_id',
  day: 'substr(e.occurred_at, 1, 10)',
  tag: 'e.tag_set_id',
};

/**
 * One scan of the range, grouped by (key, driver, type, severity), folded into totals, groups
 * and each group's drivers; tag sets are expanded into their tags here.
 */
function fillFromEvents(db: Database.Database, range: DayRange, groupBy: ReportGroupBy, b: ReportBuilder) {
  const rows = db
    .prepare(
      `SELECT ${GROUP_KEYS[groupBy]} AS k, e.driver_id AS driverId, e.type, e.severity, COUNT(*) AS n
       FROM dms_events e WHERE e.occurred_at >= ? AND e.occurred_at < ? GROUP BY 1, 2, 3, 4`,
    )
    .all(range.startInstant, range.endInstant) as { k: string | number; driverId: number; type: string; severity: string; n: number }[];
  const tagsOfSet = groupBy === 'tag' ? tagsOfSets(db) : null;
  for (const r of rows) {
    addCount(b.totals, r.type, r.severity, r.n);
    for (const k of tagsOfSet ? (tagsOfSet.get(Number(r.k)) ?? []) : [String(r.k)]) {
      addCount(b.group(k), r.type, r.severity, r.n);
      b.member(k, r.driverId);
    }
  }
}

/** `source`: 'auto' reads the rollups when they can answer (see rollups.ts), else scans events. */
export function safetyReport(db: Database.Database, range: DayRange, groupBy: ReportGroupBy, source: ScoreSource = 'auto') {
  const useRollups = usesRollups(db, source);
  const b = new ReportBuilder();
  if (groupBy === 'day') for (let day = range.from; day <= range.to; day = addDays(day, 1)) b.group(day);
  if (useRollups) fillFromRollups(db, range, groupBy, b);
  else fillFromEvents(db, range, groupBy, b);

  if (groupBy === 'driver' || groupBy === 'truck') {
    const labelSql =
      groupBy === 'driver'
        ? `SELECT id, first_name || ' ' || last_name AS label FROM drivers WHERE id IN (SELECT value FROM json_each(?))`
        : `SELECT id, unit_number AS label FROM trucks WHERE id IN (SELECT value FROM json_each(?))`;
    const ids = JSON.stringify([...b.groups.keys()].map(Number));
    for (const l of db.prepare(labelSql).all(ids) as { id: number; label: string }[]) b.group(String(l.id)).label = l.label;
  }

  // avgDistractionScore: the mean distraction score (same range) of the drivers in the group.
  const rows = scoreRows(db, range, 's.driver_id, s.distraction_score', useRollups ? 'rollup' : 'exact');
  const scoreByDriver = new Map((rows as { driver_id: number; distraction_score: number }[]).map((s) => [s.driver_id, s.distraction_score]));
  for (const [k, members] of b.drivers) {
    const scores = [...members].map((id) => scoreByDriver.get(id)).filter((s): s is number => s !== undefined); // deleted drivers drop out
    if (scores.length) b.group(k).avgDistractionScore = Math.round((scores.reduce((a, c) => a + c, 0) / scores.length) * 10) / 10;
  }

  const ordered = [...b.groups.values()].sort(
    groupBy === 'day' ? (a, c) => a.key.localeCompare(c.key) : (a, c) => c.eventCount - a.eventCount || a.key.localeCompare(c.key),
  );
  return { from: range.from, to: range.to, groupBy, totals: b.totals, groups: ordered };
}

// The safety report (contract §4.8): totals and groups over an inclusive day range. An event
// with several tags counts once in each of its tag groups and once in the totals.
import type Database from 'better-sqlite3';
import { DMS_EVENT_TYPES, SEVERITIES, type ReportGroupBy } from '../../lib/fleet-api/enums';
import { addDays } from '../clock';
import type { DayRange } from '../http/date-range';
import { allScores } from './driver-scores';

interface Counts {
  eventCount: number;
  byType: Record<string, number>;
  bySeverity: Record<string, number>;
}

export interface ReportGroup extends Counts {
  key: string;
  /** Human name of the key where it is an id (driver name, unit number). */
  label?: string;
  avgDistractionScore: number | null;
}

const zeroCounts = (): Counts => ({
  eventCount: 0,
  byType: Object.fromEntries(DMS_EVENT_TYPES.map((t) => [t, 0])),
  bySeverity: Object.fromEntries(SEVERITIES.map((s) => [s, 0])),
});

// Per grouping: the key column. Tags are grouped by tag set (a few thousand sets instead of a
// row per event and tag) and each set is expanded into its tags afterwards.
const GROUP_KEYS: Record<ReportGroupBy, string> = {
  type: 'e.type',
  driver: 'e.driver_id',
  truck: 'e.truck_id',
  day: 'substr(e.occurred_at, 1, 10)',
  tag: 'e.tag_set_id',
};

const RANGE = 'e.occurred_at >= ? AND e.occurred_at < ?';

/**
 * One scan of the range, grouped by (key, driver, type, severity), folded into totals, groups
 * and each group's drivers; tag sets are expanded into their tags here.
 */
export function safetyReport(db: Database.Database, range: DayRange, groupBy: ReportGroupBy) {
  const rows = db
    .prepare(
      `SELECT ${GROUP_KEYS[groupBy]} AS k, e.driver_id AS driverId, e.type, e.severity, COUNT(*) AS n
       FROM dms_events e WHERE ${RANGE} GROUP BY 1, 2, 3, 4`,
    )
    .all(range.startInstant, range.endInstant) as { k: string | number; driverId: number; type: string; severity: string; n: number }[];
  const tagsOfSet =
    groupBy === 'tag'
      ? new Map((db.prepare('SELECT id, tags FROM tag_sets').all() as { id: number; tags: string }[]).map((r) => [r.id, JSON.parse(r.tags) as string[]]))
      : null;

  const totals = zeroCounts();
  const groups = new Map<string, ReportGroup>();
  const drivers = new Map<string, Set<number>>();
  const groupOf = (k: string) => {
    let group = groups.get(k);
    if (!group) groups.set(k, (group = { key: k, ...zeroCounts(), avgDistractionScore: null }));
    return group;
  };
  if (groupBy === 'day') for (let day = range.from; day <= range.to; day = addDays(day, 1)) groupOf(day);
  for (const r of rows) {
    totals.eventCount += r.n;
    totals.byType[r.type] += r.n;
    totals.bySeverity[r.severity] += r.n;
    for (const k of tagsOfSet ? (tagsOfSet.get(Number(r.k)) ?? []) : [String(r.k)]) {
      const group = groupOf(k);
      group.eventCount += r.n;
      group.byType[r.type] += r.n;
      group.bySeverity[r.severity] += r.n;
      const members = drivers.get(k) ?? new Set<number>();
      members.add(r.driverId);
      drivers.set(k, members);
    }
  }
  if (groupBy === 'driver' || groupBy === 'truck') {
    const labelSql =
      groupBy === 'driver'
        ? `SELECT id, first_name || ' ' || last_name AS label FROM drivers WHERE id IN (SELECT value FROM json_each(?))`
        : `SELECT id, unit_number AS label FROM trucks WHERE id IN (SELECT value FROM json_each(?))`;
    const ids = JSON.stringify([...groups.keys()].map(Number));
    for (const l of db.prepare(labelSql).all(ids) as { id: number; label: string }[]) groupOf(String(l.id)).label = l.label;
  }

  // avgDistractionScore: the mean distraction score (same range) of the drivers in the group.
  const scoreByDriver = new Map(allScores(db, range).map((s) => [s.driverId, s.distractionScore]));
  for (const [k, members] of drivers) {
    const scores = [...members].map((id) => scoreByDriver.get(id)).filter((s): s is number => s !== undefined); // deleted drivers drop out
    if (scores.length) groupOf(k).avgDistractionScore = Math.round((scores.reduce((a, b) => a + b, 0) / scores.length) * 10) / 10;
  }

  const ordered = [...groups.values()].sort(
    groupBy === 'day' ? (a, b) => a.key.localeCompare(b.key) : (a, b) => b.eventCount - a.eventCount || a.key.localeCompare(b.key),
  );
  return { from: range.from, to: range.to, groupBy, totals, groups: ordered };
}

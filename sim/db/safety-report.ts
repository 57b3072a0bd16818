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

// Per grouping: the key expression, an optional join, and an optional label expression.
const GROUPINGS: Record<ReportGroupBy, { key: string; join?: string; label?: string }> = {
  type: { key: 'e.type' },
  driver: { key: 'CAST(e.driver_id AS TEXT)', label: 'MAX(e.driver_name)' },
  truck: { key: 'CAST(e.truck_id AS TEXT)', label: 'MAX(e.unit_number)' },
  day: { key: 'substr(e.occurred_at, 1, 10)' },
  tag: { key: 'tst.tag', join: 'JOIN tag_set_tags tst ON tst.set_id = e.tag_set_id' },
};

const RANGE = 'e.occurred_at >= ? AND e.occurred_at < ?';

export function safetyReport(db: Database.Database, range: DayRange, groupBy: ReportGroupBy) {
  const bounds = [range.startInstant, range.endInstant];
  const totals = zeroCounts();
  const totalRows = db
    .prepare(`SELECT e.type, e.severity, COUNT(*) AS n FROM dms_events e WHERE ${RANGE} GROUP BY 1, 2`)
    .all(...bounds) as { type: string; severity: string; n: number }[];
  for (const r of totalRows) {
    totals.eventCount += r.n;
    totals.byType[r.type] = (totals.byType[r.type] ?? 0) + r.n;
    totals.bySeverity[r.severity] = (totals.bySeverity[r.severity] ?? 0) + r.n;
  }

  const g = GROUPINGS[groupBy];
  const groups = new Map<string, ReportGroup>();
  const groupOf = (key: string) => {
    let group = groups.get(key);
    if (!group) groups.set(key, (group = { key, ...zeroCounts(), avgDistractionScore: null }));
    return group;
  };
  if (groupBy === 'day') for (let day = range.from; day <= range.to; day = addDays(day, 1)) groupOf(day);
  const countRows = db
    .prepare(`SELECT ${g.key} AS key, e.type, e.severity, COUNT(*) AS n FROM dms_events e ${g.join ?? ''} WHERE ${RANGE} GROUP BY 1, 2, 3`)
    .all(...bounds) as { key: string; type: string; severity: string; n: number }[];
  for (const r of countRows) {
    const group = groupOf(r.key);
    group.eventCount += r.n;
    group.byType[r.type] += r.n;
    group.bySeverity[r.severity] += r.n;
  }
  if (g.label) {
    const labels = db.prepare(`SELECT ${g.key} AS key, ${g.label} AS label FROM dms_events e WHERE ${RANGE} GROUP BY 1`).all(...bounds) as {
      key: string;
      label: string;
    }[];
    for (const l of labels) groupOf(l.key).label = l.label;
  }

  // avgDistractionScore: the mean distraction score (same range) of the drivers in the group.
  const scoreByDriver = new Map(allScores(db, range).map((s) => [s.driverId, s.distractionScore]));
  const members = db
    .prepare(`SELECT ${g.key} AS key, e.driver_id AS driverId FROM dms_events e ${g.join ?? ''} WHERE ${RANGE} GROUP BY 1, 2`)
    .all(...bounds) as { key: string; driverId: number }[];
  const sums = new Map<string, { sum: number; n: number }>();
  for (const m of members) {
    const score = scoreByDriver.get(m.driverId);
    if (score === undefined) continue; // driver deleted since
    const acc = sums.get(m.key) ?? { sum: 0, n: 0 };
    acc.sum += score;
    acc.n += 1;
    sums.set(m.key, acc);
  }
  for (const [key, acc] of sums) groupOf(key).avgDistractionScore = Math.round((acc.sum / acc.n) * 10) / 10;

  const ordered = [...groups.values()].sort(
    groupBy === 'day' ? (a, b) => a.key.localeCompare(b.key) : (a, b) => b.eventCount - a.eventCount || a.key.localeCompare(b.key),
  );
  return { from: range.from, to: range.to, groupBy, totals, groups: ordered };
}

// The safety report's counts and group drivers from the rollups (rollups.ts), fed to the
// builder in the order the exact scan feeds them: groups by ascending key, drivers by
// ascending id within a key (what GROUP BY key, driver yields).
import type Database from 'better-sqlite3';
import type { ReportGroupBy } from '../../lib/fleet-api/enums';
import type { DayRange } from '../http/date-range';
import { dayCounts, dayDrivers, driversByType, measuresBy, type ComboKey, type KeyedMeasures } from './rollup-ranges';
import { SEVERITY_COLUMNS, TYPE_COLUMNS } from './rollups';
import { addCount, type Counts, type ReportBuilder } from './safety-report-builder';
import { tagsOfSets } from './tag-sets';

const ids = (list: string | null) => (list ? list.split(',').map(Number) : []);

function addMeasures(c: Counts, m: KeyedMeasures) {
  c.eventCount += m.n;
  for (const [type, column] of TYPE_COLUMNS) c.byType[type] += m[column];
  for (const [severity, column] of SEVERITY_COLUMNS) c.bySeverity[severity] += m[column];
}

const COMBO_KEYS: Partial<Record<ReportGroupBy, ComboKey>> = { driver: 'driver_id', truck: 'truck_id', tag: 'tag_set_id' };

export function fillFromRollups(db: Database.Database, range: DayRange, groupBy: ReportGroupBy, b: ReportBuilder) {
  const days = dayCounts(db, range); // ordered by day, type, severity
  for (const r of days) addCount(b.totals, r.type, r.severity, r.n);

  if (groupBy === 'day') {
    for (const r of days) addCount(b.group(r.day), r.type, r.severity, r.n);
    for (const { day, driverIds } of dayDrivers(db, range)) for (const id of driverIds) b.member(day, id);
  } else if (groupBy === 'type') {
    const typeDrivers = driversByType(db, range);
    // Plain code-unit order: the binary collation of SQLite's GROUP BY for these ASCII names.
    for (const type of [...new Set(days.map((r) => r.type))].sort()) {
      for (const r of days) if (r.type === type) addCount(b.group(type), r.type, r.severity, r.n);
      for (const id of ids(typeDrivers[type])) b.member(type, id);
    }
  } else {
    const tagsOfSet = groupBy === 'tag' ? tagsOfSets(db) : null;
    for (const m of measuresBy(db, range, COMBO_KEYS[groupBy]!)) {
      for (const k of tagsOfSet ? (tagsOfSet.get(m.k) ?? []) : [String(m.k)]) {
        addMeasures(b.group(k), m);
        for (const id of ids(m.drivers)) b.member(k, id);
      }
    }
  }
}

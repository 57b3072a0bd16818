// DMS event rows ↔ API records (contract §4.6) and their SQL.
import type Database from 'better-sqlite3';
import type { DmsEventType, Severity } from '../../lib/fleet-api/enums';
import type { ColumnMap } from './criteria-sql';
import { tagSetInterner } from './tag-sets';

export interface DmsEventRecord {
  id: number;
  type: DmsEventType;
  severity: Severity;
  occurredAt: string;
  driverId: number;
  driverName: string;
  truckId: number;
  unitNumber: string;
  speedKph: number;
  durationSec: number;
  location: { lat: number; lon: number };
  tags: string[];
}

interface DmsEventRow {
  id: number;
  type: DmsEventType;
  severity: Severity;
  occurred_at: string;
  driver_id: number;
  driver_name: string;
  truck_id: number;
  unit_number: string;
  speed_kph: number;
  duration_sec: number;
  lat: number;
  lon: number;
  tags: string;
}

export const DMS_EVENT_FROM = 'FROM dms_events e';
export const DMS_EVENT_SELECT = 'e.*, (SELECT ts.tags FROM tag_sets ts WHERE ts.id = e.tag_set_id) AS tags';

/** Tag criteria look up the matching tag sets first, then the events pointing at them. */
export const tagSetCondition = (eventAlias: string) => (cond: (col: string) => string) =>
  `${eventAlias}.tag_set_id IN (SELECT tst.set_id FROM tag_set_tags tst WHERE ${cond('tst.tag')})`;

export const DMS_EVENT_COLUMNS: ColumnMap = {
  columns: {
    id: 'e.id',
    type: 'e.type',
    severity: 'e.severity',
    occurredAt: 'e.occurred_at',
    driverId: 'e.driver_id',
    truckId: 'e.truck_id',
    speedKph: 'e.speed_kph',
    durationSec: 'e.duration_sec',
  },
  tags: { tags: tagSetCondition('e') },
};

export function dmsEventRecord(row: DmsEventRow): DmsEventRecord {
  return {
    id: row.id,
    type: row.type,
    severity: row.severity,
    occurredAt: row.occurred_at,
    driverId: row.driver_id,
    driverName: row.driver_name,
    truckId: row.truck_id,
    unitNumber: row.unit_number,
    speedKph: row.speed_kph,
    durationSec: row.duration_sec,
    location: { lat: row.lat, lon: row.lon },
    tags: JSON.parse(row.tags) as string[],
  };
}

export const dmsEventRecordFromRow = (row: unknown) => dmsEventRecord(row as DmsEventRow);

export function findDmsEvent(db: Database.Database, id: number): DmsEventRecord | null {
  const row = db.prepare(`SELECT ${DMS_EVENT_SELECT} ${DMS_EVENT_FROM} WHERE e.id = ?`).get(id) as DmsEventRow | undefined;
  return row ? dmsEventRecord(row) : null;
}

export type NewDmsEvent = Omit<DmsEventRecord, 'id'>;

/** Inserts one event (tags interned like the seed's). */
export function insertDmsEvent(db: Database.Database, e: NewDmsEvent): number {
  return db.transaction(() => {
    const tagSetId = tagSetInterner(db)(e.tags);
    const info = db
      .prepare(
        `INSERT INTO dms_events (type, severity, occurred_at, driver_id, driver_name, truck_id, unit_number, speed_kph,
           duration_sec, lat, lon, tag_set_id) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(e.type, e.severity, e.occurredAt, e.driverId, e.driverName, e.truckId, e.unitNumber, e.speedKph, e.durationSec,
        e.location.lat, e.location.lon, tagSetId);
    return Number(info.lastInsertRowid);
  })();
}

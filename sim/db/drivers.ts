// Driver rows ↔ API records (contract §4.3), the nested truck assignment, and their SQL.
import type Database from 'better-sqlite3';
import type { DriverStatus } from '../../lib/fleet-api/enums';
import type { CreateDriverBody } from '../../lib/fleet-api/schemas/drivers';
import type { ColumnMap, SqlFragment } from './criteria-sql';

export interface DriverRecord {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
  username: string;
  phone: string | null;
  licenseNumber: string | null;
  status: DriverStatus;
  hiredOn: string | null;
  tags: string[];
  truckAssignment: { truckId: number; unitNumber: string; make: string; model: string; assignedAt: string } | null;
}

interface DriverRow {
  id: number;
  first_name: string;
  last_name: string;
  email: string;
  username: string;
  phone: string | null;
  license_number: string | null;
  status: DriverStatus;
  hired_on: string | null;
  tags: string;
  truck_id: number | null;
  assigned_at: string | null;
  t_unit_number: string | null;
  t_make: string | null;
  t_model: string | null;
}

export const DRIVER_FROM = 'FROM drivers d LEFT JOIN trucks t ON t.id = d.truck_id';
export const DRIVER_SELECT = 'd.*, t.unit_number AS t_unit_number, t.make AS t_make, t.model AS t_model';

export const DRIVER_COLUMNS: ColumnMap = {
  columns: {
    id: 'd.id',
    firstName: 'd.first_name',
    lastName: 'd.last_name',
    email: 'd.email',
    username: 'd.username',
    phone: 'd.phone',
    licenseNumber: 'd.license_number',
    status: 'd.status',
    hiredOn: 'd.hired_on',
    truckId: 'd.truck_id',
  },
  tags: {
    tags: (cond) => `EXISTS (SELECT 1 FROM driver_tags dt WHERE dt.driver_id = d.id AND ${cond('dt.tag')})`,
  },
};

/** `keyword`: every whitespace-separated word occurs in a name, the e-mail or the username. */
export function keywordCondition(keyword: string): SqlFragment[] {
  return keyword
    .toLowerCase()
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => ({
      sql: `(instr(lower(d.first_name), ?) > 0 OR instr(lower(d.last_name), ?) > 0 OR instr(lower(d.email), ?) > 0 OR instr(lower(d.username), ?) > 0)`,
      params: [word, word, word, word],
    }));
}

export function driverRecord(row: DriverRow): DriverRecord {
  return {
    id: row.id,
    firstName: row.first_name,
    lastName: row.last_name,
    email: row.email,
    username: row.username,
    phone: row.phone,
    licenseNumber: row.license_number,
    status: row.status,
    hiredOn: row.hired_on,
    tags: JSON.parse(row.tags) as string[],
    truckAssignment:
      row.truck_id !== null && row.t_unit_number !== null
        ? { truckId: row.truck_id, unitNumber: row.t_unit_number, make: row.t_make!, model: row.t_model!, assignedAt: row.assigned_at! }
        : null,
  };
}

export const driverRecordFromRow = (row: unknown) => driverRecord(row as DriverRow);

export function findDriver(db: Database.Database, id: number): DriverRecord | null {
  const row = db.prepare(`SELECT ${DRIVER_SELECT} ${DRIVER_FROM} WHERE d.id = ?`).get(id) as DriverRow | undefined;
  return row ? driverRecord(row) : null;
}

/** Writable fields: the record without its id and nested assignment, plus `truckId` (null = unassigned). */
export type DriverFields = Omit<DriverRecord, 'id' | 'truckAssignment'> & { truckId: number | null };

export function driverFieldsFromBody(body: CreateDriverBody): DriverFields {
  return {
    firstName: body.firstName,
    lastName: body.lastName,
    email: body.email,
    username: body.username,
    phone: body.phone ?? null,
    licenseNumber: body.licenseNumber ?? null,
    status: body.status ?? 'ACTIVE',
    hiredOn: body.hiredOn ?? null,
    tags: body.tags ?? [],
    truckId: body.truckId ?? null,
  };
}

export function driverFieldsOf(d: DriverRecord): DriverFields {
  const { id: _id, truckAssignment, ...rest } = d;
  return { ...rest, truckId: truckAssignment?.truckId ?? null };
}

export function driverConflict(db: Database.Database, f: DriverFields, exceptId: number): 'email' | 'username' | null {
  if (db.prepare('SELECT 1 FROM drivers WHERE lower(email) = lower(?) AND id <> ?').get(f.email, exceptId)) return 'email';
  if (db.prepare('SELECT 1 FROM drivers WHERE lower(username) = lower(?) AND id <> ?').get(f.username, exceptId)) return 'username';
  return null;
}

export interface AssignmentChange {
  driverId: number;
  previousTruckId: number | null;
  truckId: number | null;
}

/**
 * Writes a driver (insert when id is null). A truck holds at most one driver: assigning one
 * that is taken moves it. Returns the id and every assignment that changed.
 */
export function saveDriver(db: Database.Database, id: number | null, f: DriverFields, at: string) {
  return db.transaction(() => {
    const changes: AssignmentChange[] = [];
    const previous = id === null ? null : ((db.prepare('SELECT truck_id, assigned_at FROM drivers WHERE id = ?').get(id) as {
      truck_id: number | null;
      assigned_at: string | null;
    }) ?? null);
    const previousTruckId = previous?.truck_id ?? null;
    if (f.truckId !== null && f.truckId !== previousTruckId) {
      const holder = db.prepare('SELECT id FROM drivers WHERE truck_id = ?').get(f.truckId) as { id: number } | undefined;
      if (holder) {
        db.prepare('UPDATE drivers SET truck_id = NULL, assigned_at = NULL, updated_at = ? WHERE id = ?').run(at, holder.id);
        changes.push({ driverId: holder.id, previousTruckId: f.truckId, truckId: null });
      }
    }
    const assignedAt = f.truckId === null ? null : f.truckId === previousTruckId ? previous!.assigned_at : at;
    const values = [
      f.firstName, f.lastName, f.email, f.username, f.phone, f.licenseNumber, f.status, f.hiredOn,
      JSON.stringify([...new Set(f.tags)]), f.truckId, assignedAt,
    ];
    let driverId = id;
    if (driverId === null) {
      const info = db
        .prepare(
          `INSERT INTO drivers (first_name, last_name, email, username, phone, license_number, status, hired_on, tags,
             truck_id, assigned_at, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        )
        .run(...values, at, at);
      driverId = Number(info.lastInsertRowid);
    } else {
      db.prepare(
        `UPDATE drivers SET first_name = ?, last_name = ?, email = ?, username = ?, phone = ?, license_number = ?,
           status = ?, hired_on = ?, tags = ?, truck_id = ?, assigned_at = ?, updated_at = ? WHERE id = ?`,
      ).run(...values, at, driverId);
    }
    db.prepare('DELETE FROM driver_tags WHERE driver_id = ?').run(driverId);
    const insertTag = db.prepare('INSERT INTO driver_tags (driver_id, tag) VALUES (?, ?)');
    for (const tag of new Set(f.tags)) insertTag.run(driverId, tag);
    if (f.truckId !== previousTruckId) changes.push({ driverId, previousTruckId, truckId: f.truckId });
    return { id: driverId, changes };
  })();
}

export function deleteDriver(db: Database.Database, id: number) {
  db.transaction(() => {
    db.prepare('DELETE FROM driver_tags WHERE driver_id = ?').run(id);
    db.prepare('DELETE FROM drivers WHERE id = ?').run(id);
  })();
}

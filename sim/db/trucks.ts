// Truck rows ↔ API records (contract §4.2) and their SQL.
import type Database from 'better-sqlite3';
import type { CreateTruckBody } from '../../lib/fleet-api/schemas/trucks';
import type { FuelType, TruckStatus } from '../../lib/fleet-api/enums';
import type { ColumnMap } from './criteria-sql';

export interface TruckRecord {
  id: number;
  unitNumber: string;
  make: string;
  model: string;
  year: number;
  vin: string | null;
  licensePlate: string | null;
  status: TruckStatus;
  fuelType: FuelType;
  tags: string[];
  odometerKm: number;
  chargeLevel: number | null;
  rangeKm: number | null;
  createdAt: string;
  updatedAt: string;
}

interface TruckRow {
  id: number;
  unit_number: string;
  make: string;
  model: string;
  year: number;
  vin: string | null;
  license_plate: string | null;
  status: TruckStatus;
  fuel_type: FuelType;
  tags: string;
  odometer_km: number;
  charge_level: number | null;
  range_km: number | null;
  created_at: string;
  updated_at: string;
}

export const TRUCK_COLUMNS: ColumnMap = {
  columns: {
    id: 't.id',
    unitNumber: 't.unit_number',
    make: 't.make',
    model: 't.model',
    year: 't.year',
    vin: 't.vin',
    licensePlate: 't.license_plate',
    status: 't.status',
    fuelType: 't.fuel_type',
    odometerKm: 't.odometer_km',
    chargeLevel: 't.charge_level',
    rangeKm: 't.range_km',
    createdAt: 't.created_at',
    updatedAt: 't.updated_at',
  },
  tags: {
    tags: (cond) => `EXISTS (SELECT 1 FROM truck_tags tt WHERE tt.truck_id = t.id AND ${cond('tt.tag')})`,
  },
};

export function truckRecord(row: TruckRow): TruckRecord {
  return {
    id: row.id,
    unitNumber: row.unit_number,
    make: row.make,
    model: row.model,
    year: row.year,
    vin: row.vin,
    licensePlate: row.license_plate,
    status: row.status,
    fuelType: row.fuel_type,
    tags: JSON.parse(row.tags) as string[],
    odometerKm: row.odometer_km,
    chargeLevel: row.charge_level,
    rangeKm: row.range_km,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

export const truckRecordFromRow = (row: unknown) => truckRecord(row as TruckRow);

export function findTruck(db: Database.Database, id: number): TruckRecord | null {
  const row = db.prepare('SELECT * FROM trucks t WHERE t.id = ?').get(id) as TruckRow | undefined;
  return row ? truckRecord(row) : null;
}

/** The writable fields with PUT/POST defaults for everything not sent. */
export type TruckFields = Omit<TruckRecord, 'id' | 'createdAt' | 'updatedAt'>;

export function truckFieldsFromBody(body: CreateTruckBody): TruckFields {
  return {
    unitNumber: body.unitNumber,
    make: body.make,
    model: body.model,
    year: body.year,
    vin: body.vin ?? null,
    licensePlate: body.licensePlate ?? null,
    status: body.status ?? 'ACTIVE',
    fuelType: body.fuelType ?? 'DIESEL',
    tags: body.tags ?? [],
    odometerKm: body.odometerKm ?? 0,
    chargeLevel: body.chargeLevel ?? null,
    rangeKm: body.rangeKm ?? null,
  };
}

/** The first unique field another truck already holds, or null. */
export function truckConflict(db: Database.Database, fields: TruckFields, exceptId: number): 'unitNumber' | 'vin' | null {
  if (db.prepare('SELECT 1 FROM trucks WHERE unit_number = ? AND id <> ?').get(fields.unitNumber, exceptId)) return 'unitNumber';
  if (fields.vin && db.prepare('SELECT 1 FROM trucks WHERE vin = ? AND id <> ?').get(fields.vin, exceptId)) return 'vin';
  return null;
}

function writeTags(db: Database.Database, id: number, tags: string[]) {
  db.prepare('DELETE FROM truck_tags WHERE truck_id = ?').run(id);
  const insert = db.prepare('INSERT INTO truck_tags (truck_id, tag) VALUES (?, ?)');
  for (const tag of new Set(tags)) insert.run(id, tag);
}

const fieldParams = (f: TruckFields) => [
  f.unitNumber, f.make, f.model, f.year, f.vin, f.licensePlate, f.status, f.fuelType,
  JSON.stringify([...new Set(f.tags)]), f.odometerKm, f.chargeLevel, f.rangeKm,
];

export function insertTruck(db: Database.Database, fields: TruckFields, at: string): number {
  return db.transaction(() => {
    const info = db
      .prepare(
        `INSERT INTO trucks (unit_number, make, model, year, vin, license_plate, status, fuel_type, tags, odometer_km,
           charge_level, range_km, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(...fieldParams(fields), at, at);
    const id = Number(info.lastInsertRowid);
    writeTags(db, id, fields.tags);
    return id;
  })();
}

export function updateTruck(db: Database.Database, id: number, fields: TruckFields, at: string) {
  db.transaction(() => {
    db.prepare(
      `UPDATE trucks SET unit_number = ?, make = ?, model = ?, year = ?, vin = ?, license_plate = ?, status = ?,
         fuel_type = ?, tags = ?, odometer_km = ?, charge_level = ?, range_km = ?, updated_at = ? WHERE id = ?`,
    ).run(...fieldParams(fields), at, id);
    writeTags(db, id, fields.tags);
  })();
}

/** Deletes the truck; returns the ids of drivers who were assigned to it (now unassigned). */
export function deleteTruck(db: Database.Database, id: number, at: string): number[] {
  return db.transaction(() => {
    const drivers = db.prepare('SELECT id FROM drivers WHERE truck_id = ?').all(id) as { id: number }[];
    db.prepare('UPDATE drivers SET truck_id = NULL, assigned_at = NULL, updated_at = ? WHERE truck_id = ?').run(at, id);
    db.prepare('DELETE FROM truck_tags WHERE truck_id = ?').run(id);
    db.prepare('DELETE FROM trucks WHERE id = ?').run(id);
    return drivers.map((d) => d.id);
  })();
}

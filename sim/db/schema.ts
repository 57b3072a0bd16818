// The simulator's SQLite schema. Tags live twice: as JSON (what the API returns) and in a side
// table (what filters and groupBy=tag query through an index). Indexes are
// created after the bulk seed because building them once is much faster than maintaining them.
import Database from 'better-sqlite3';

const TABLES = `
CREATE TABLE trucks (
  id INTEGER PRIMARY KEY,
  unit_number TEXT NOT NULL,
  make TEXT NOT NULL,
  model TEXT NOT NULL,
  year INTEGER NOT NULL,
  vin TEXT,
  license_plate TEXT,
  status TEXT NOT NULL,
  fuel_type TEXT NOT NULL,
  tags TEXT NOT NULL DEFAULT '[]',
  odometer_km REAL NOT NULL DEFAULT 0,
  charge_level REAL,
  range_km REAL,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE TABLE truck_tags (truck_id INTEGER NOT NULL, tag TEXT NOT NULL);
CREATE TABLE drivers (
  id INTEGER PRIMARY KEY,
  first_name TEXT NOT NULL,
  last_name TEXT NOT NULL,
  email TEXT NOT NULL,
  username TEXT NOT NULL,
  phone TEXT,
  license_number TEXT,
  status TEXT NOT NULL,
  hired_on TEXT,
  tags TEXT NOT NULL DEFAULT '[]',
  truck_id INTEGER,
  assigned_at TEXT,
  -- typical kilometres per day; the basis of distanceKm in driver scores
  daily_km REAL NOT NULL DEFAULT 400,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE TABLE driver_tags (driver_id INTEGER NOT NULL, tag TEXT NOT NULL);
CREATE TABLE dms_events (
  id INTEGER PRIMARY KEY,
  type TEXT NOT NULL,
  severity TEXT NOT NULL,
  occurred_at TEXT NOT NULL,
  driver_id INTEGER NOT NULL,
  driver_name TEXT NOT NULL,
  truck_id INTEGER NOT NULL,
  unit_number TEXT NOT NULL,
  speed_kph REAL NOT NULL,
  duration_sec REAL NOT NULL,
  lat REAL NOT NULL,
  lon REAL NOT NULL,
  tag_set_id INTEGER NOT NULL
);
-- An event's tags are a snapshot of its truck's and driver's tags; many events share a set,
-- so sets are stored once and events point at them (a few thousand rows instead of millions).
CREATE TABLE tag_sets (id INTEGER PRIMARY KEY, tags TEXT NOT NULL UNIQUE);
CREATE TABLE tag_set_tags (set_id INTEGER NOT NULL, tag TEXT NOT NULL);
CREATE TABLE subscriptions (
  id INTEGER PRIMARY KEY,
  url TEXT NOT NULL,
  description TEXT,
  event_types TEXT NOT NULL,
  active INTEGER NOT NULL DEFAULT 1,
  secret TEXT NOT NULL,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
`;

const INDEXES = `
CREATE UNIQUE INDEX trucks_unit_number ON trucks(unit_number);
CREATE UNIQUE INDEX trucks_vin ON trucks(vin);
CREATE INDEX trucks_make ON trucks(make);
CREATE INDEX trucks_model ON trucks(model);
CREATE INDEX trucks_year ON trucks(year);
-- status first: it is the usual filter; (status, year) answers counts of status + year range
-- from the index alone, (status, make, year DESC) pages the fleet list sorted by make, year.
CREATE INDEX trucks_status_year ON trucks(status, year);
CREATE INDEX trucks_status_make_year ON trucks(status, make, year DESC);
-- Covers the fleet summary's EV figures (count, charge, range) without visiting the rows.
CREATE INDEX trucks_fuel_type ON trucks(fuel_type, charge_level, range_km);
CREATE INDEX truck_tags_tag ON truck_tags(tag, truck_id);
CREATE INDEX truck_tags_truck ON truck_tags(truck_id);
CREATE UNIQUE INDEX drivers_email ON drivers(email);
CREATE UNIQUE INDEX drivers_username ON drivers(username);
CREATE UNIQUE INDEX drivers_truck ON drivers(truck_id);
CREATE INDEX drivers_last_name ON drivers(last_name);
CREATE INDEX driver_tags_tag ON driver_tags(tag, driver_id);
CREATE INDEX driver_tags_driver ON driver_tags(driver_id);
-- Covering index for time ranges: reports and scores read only these columns, in time order.
CREATE INDEX dms_events_occurred_at ON dms_events(occurred_at, driver_id, type, severity, speed_kph, truck_id, tag_set_id);
CREATE INDEX dms_events_driver ON dms_events(driver_id);
CREATE INDEX dms_events_truck ON dms_events(truck_id);
CREATE INDEX tag_set_tags_tag ON tag_set_tags(tag, set_id);
CREATE INDEX tag_set_tags_set ON tag_set_tags(set_id);
`;

export function openDatabase(path: string): Database.Database {
  const db = new Database(path);
  const exists = db.prepare("SELECT 1 FROM sqlite_master WHERE type='table' AND name='trucks'").get();
  if (path !== ':memory:') db.pragma('journal_mode = WAL');
  db.pragma('synchronous = OFF');
  db.pragma('temp_store = MEMORY');
  db.pragma('cache_size = -131072'); // 128 MB: index builds over a million events sort in memory
  if (!exists) db.exec(TABLES);
  return db;
}

export function isSeeded(db: Database.Database): boolean {
  return db.prepare("SELECT 1 FROM sqlite_master WHERE type='index' AND name='trucks_unit_number'").get() !== undefined;
}

export function createIndexes(db: Database.Database) {
  db.exec(INDEXES);
  db.exec('PRAGMA analysis_limit = 1000; ANALYZE;');
}

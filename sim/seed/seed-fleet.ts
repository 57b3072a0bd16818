// Seeds trucks and drivers (contract §4.2, §4.3) deterministically from the PRNG.
import type Database from 'better-sqlite3';
import { DRIVER_STATUSES, TRUCK_STATUSES } from '../../lib/fleet-api/enums';
import { DEPOTS, EMAIL_DOMAIN, FIRST_NAMES, LAST_NAMES, TRUCK_MODELS, type Depot } from './catalog';
import type { Rng } from './prng';
import { VIN_CHARS, makeVin } from './vin';

export interface SeededDriver {
  id: number;
  name: string;
  truckId: number | null;
  unitNumber: string | null;
  depot: Depot;
  tags: string[];
  /** Relative likelihood of safety events: a few drivers cause most of them. */
  risk: number;
  nightShift: boolean;
}

export interface SeededTruck {
  id: number;
  createdAtMs: number;
  unitNumber: string;
  depot: Depot;
  tags: string[];
}

const DEPOT_CODES: Record<string, string> = {
  denver: 'DEN', phoenix: 'PHX', sacramento: 'SAC', 'salt-lake': 'SLC', chicago: 'CHI',
  'kansas-city': 'MKC', dallas: 'DAL', atlanta: 'ATL', newark: 'EWR', harrisburg: 'HAR',
};
const LETTERS = 'ABCDEFGHJKLMNPRSTUVWXYZ';

export function seedTrucks(db: Database.Database, rng: Rng, count: number, now: Date): SeededTruck[] {
  const insert = db.prepare(
    `INSERT INTO trucks (id, unit_number, make, model, year, vin, license_plate, status, fuel_type, tags,
       odometer_km, charge_level, range_km, created_at, updated_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const insertTag = db.prepare('INSERT INTO truck_tags (truck_id, tag) VALUES (?, ?)');
  const modelWeights = TRUCK_MODELS.map((m) => [m, m.weight] as const);
  const nowYear = now.getUTCFullYear();
  const trucks: SeededTruck[] = [];
  for (let id = 1; id <= count; id++) {
    const model = rng.weighted(modelWeights);
    const fuelType = rng.weighted(model.fuel);
    const depot = rng.pick(DEPOTS);
    const year = fuelType === 'ELECTRIC' ? rng.int(Math.max(2021, nowYear - 4), nowYear) : rng.int(nowYear - 10, nowYear);
    const descriptor = Array.from({ length: 5 }, () => rng.pick(VIN_CHARS)).join('');
    const vin = makeVin(model.wmi, descriptor, year, rng.pick(LETTERS), id);
    const plate = `${depot.state}-${rng.pick(LETTERS)}${rng.pick(LETTERS)}${rng.pick(LETTERS)}${rng.int(1000, 9999)}`;
    const status = rng.weighted([[TRUCK_STATUSES[0], 85], [TRUCK_STATUSES[1], 10], [TRUCK_STATUSES[2], 5]]);
    const tags = [`region:${depot.region}`, `depot:${depot.depot}`];
    if (rng.chance(0.08)) tags.push('hazmat');
    if (rng.chance(0.12)) tags.push('reefer');
    const ageYears = nowYear - year + rng.next();
    const odometer = Math.round(ageYears * rng.int(90_000, 180_000) + rng.int(500, 9_000));
    let charge: number | null = null;
    let range: number | null = null;
    if (fuelType === 'ELECTRIC') {
      charge = rng.chance(0.15) ? rng.int(4, 19) : rng.int(20, 100);
      range = Math.round(((model.evRangeKm ?? 300) * charge) / 100);
    }
    // In service from (at the earliest) the autumn before its model year, and at least 130 days ago.
    const earliest = Math.max(Date.UTC(year - 1, 8, 1), now.getTime() - 1500 * 86_400_000);
    const latest = Math.max(earliest, now.getTime() - 130 * 86_400_000);
    const createdAtMs = Math.round(earliest + rng.next() * (latest - earliest));
    const createdAt = new Date(createdAtMs).toISOString();
    const unitNumber = `${DEPOT_CODES[depot.depot]}-${1000 + id}`;
    insert.run(id, unitNumber, model.make, model.model, year, vin, plate, status, fuelType, JSON.stringify(tags),
      odometer, charge, range, createdAt, createdAt);
    for (const tag of tags) insertTag.run(id, tag);
    trucks.push({ id, createdAtMs, unitNumber, depot, tags });
  }
  return trucks;
}

export function seedDrivers(db: Database.Database, rng: Rng, count: number, trucks: SeededTruck[], now: Date): SeededDriver[] {
  const insert = db.prepare(
    `INSERT INTO drivers (id, first_name, last_name, email, username, phone, license_number, status, hired_on, tags,
       truck_id, assigned_at, daily_km, created_at, updated_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const insertTag = db.prepare('INSERT INTO driver_tags (driver_id, tag) VALUES (?, ?)');
  // Most drivers hold a truck; a few trucks (in the shop) stand without one.
  const truckOrder = trucks.map((t) => t.id);
  for (let i = truckOrder.length - 1; i > 0; i--) {
    const j = rng.int(0, i);
    [truckOrder[i], truckOrder[j]] = [truckOrder[j], truckOrder[i]];
  }
  const assignedCount = Math.min(Math.round(trucks.length * 0.92), Math.round(count * 0.85));
  const usernames = new Set<string>();
  const drivers: SeededDriver[] = [];
  for (let id = 1; id <= count; id++) {
    const first = rng.pick(FIRST_NAMES);
    const last = rng.pick(LAST_NAMES);
    const base = `${first[0]}${last}`.toLowerCase();
    let username = base;
    for (let n = 2; usernames.has(username); n++) username = `${base}${n}`;
    usernames.add(username);
    // first.last plus the username's number, if any: unique because usernames are.
    const email = `${first}.${last}${username.slice(base.length)}@${EMAIL_DOMAIN}`.toLowerCase();
    const truck = id <= assignedCount ? trucks[truckOrder[id - 1] - 1] : null;
    const depot = truck?.depot ?? rng.pick(DEPOTS);
    const nightShift = rng.chance(0.3);
    const tags = [nightShift ? 'shift:night' : 'shift:day', `depot:${depot.depot}`];
    if (rng.chance(0.06)) tags.push('trainee');
    const status = truck ? DRIVER_STATUSES[0] : rng.weighted([[DRIVER_STATUSES[0], 50], [DRIVER_STATUSES[1], 30], [DRIVER_STATUSES[2], 20]]);
    // Drivers with a truck were hired before the seeded events begin; assigned after hiring and
    // after the truck entered service, before the events begin.
    const hiredOn = new Date(now.getTime() - rng.int(truck ? 130 : 20, 4500) * 86_400_000).toISOString().slice(0, 10);
    const phone = `+1 (${rng.int(201, 989)}) 555-${String(rng.int(100, 9999)).padStart(4, '0')}`;
    const license = `${depot.state}${rng.int(10_000_000, 99_999_999)}`;
    const createdAt = `${hiredOn}T${String(rng.int(13, 22)).padStart(2, '0')}:${String(rng.int(0, 59)).padStart(2, '0')}:00.000Z`;
    let assignedAt: string | null = null;
    if (truck) {
      const from = Math.max(Date.parse(createdAt), truck.createdAtMs);
      const until = Math.max(from, now.getTime() - 125 * 86_400_000);
      assignedAt = new Date(Math.round(from + rng.next() * (until - from))).toISOString();
    }
    insert.run(id, first, last, email, username, phone, license, status, hiredOn, JSON.stringify(tags),
      truck?.id ?? null, assignedAt, rng.int(250, 750), createdAt, createdAt);
    for (const tag of tags) insertTag.run(id, tag);
    const risk = 0.3 + rng.next() ** 3 * 3;
    drivers.push({ id, name: `${first} ${last}`, truckId: truck?.id ?? null, unitNumber: truck?.unitNumber ?? null, depot, tags, risk, nightShift });
  }
  return drivers;
}

// Seeds DMS events over the last 120 days with a daily rhythm (peaks in the morning and late
// afternoon, quiet nights) and a weekly one (fewer on weekends). Risky drivers cause more.
import type Database from 'better-sqlite3';
import { SEVERITIES, type DmsEventType, type Severity } from '../../lib/fleet-api/enums';
import { tagSetInterner } from '../db/tag-sets';
import type { Rng } from './prng';
import type { SeededDriver, SeededTruck } from './seed-fleet';

export const SEED_WINDOW_DAYS = 120;
const HOUR_MS = 3_600_000;
// Relative activity by hour of day (UTC is treated as local time; it is a simulation).
const HOUR_WEIGHTS = [2, 1.5, 1.5, 2, 3, 5, 8, 10, 10, 8, 7, 7, 7, 7, 8, 9, 10, 10, 8, 6, 5, 4, 3, 2.5];
// Sunday .. Saturday.
const DAY_WEIGHTS = [0.4, 1, 1.05, 1.05, 1.05, 1, 0.55];
const TYPE_WEIGHTS: readonly (readonly [DmsEventType, number])[] = [
  ['DISTRACTION', 25], ['PHONE_USE', 15], ['DROWSINESS', 12], ['YAWNING', 20],
  ['SMOKING', 8], ['SEATBELT', 12], ['CAMERA_OBSTRUCTION', 8],
];
const SEVERITY_WEIGHTS: readonly (readonly [Severity, number])[] = [
  [SEVERITIES[0], 40], [SEVERITIES[1], 35], [SEVERITIES[2], 18], [SEVERITIES[3], 7],
];
const SEVERE_SEVERITY_WEIGHTS: readonly (readonly [Severity, number])[] = [
  [SEVERITIES[0], 15], [SEVERITIES[1], 35], [SEVERITIES[2], 32], [SEVERITIES[3], 18],
];

function cumulative(weights: number[]): Float64Array {
  const out = new Float64Array(weights.length);
  let sum = 0;
  weights.forEach((w, i) => (out[i] = sum += w));
  return out;
}

function sample(cum: Float64Array, r: number): number {
  const target = r * cum[cum.length - 1];
  let lo = 0;
  let hi = cum.length - 1;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (cum[mid] > target) hi = mid;
    else lo = mid + 1;
  }
  return lo;
}

export function seedEvents(
  db: Database.Database,
  rng: Rng,
  count: number,
  drivers: SeededDriver[],
  trucks: SeededTruck[],
  now: Date,
) {
  const active = drivers.filter((d) => d.truckId !== null);
  if (active.length === 0 || count === 0) return;
  const windowStart = Math.floor((now.getTime() - SEED_WINDOW_DAYS * 86_400_000) / HOUR_MS) * HOUR_MS;
  const slotCount = Math.floor((now.getTime() - windowStart) / HOUR_MS);
  const slotWeights = (shift: number) =>
    cumulative(
      Array.from({ length: slotCount }, (_, slot) => {
        const date = new Date(windowStart + slot * HOUR_MS);
        return DAY_WEIGHTS[date.getUTCDay()] * HOUR_WEIGHTS[(date.getUTCHours() + shift) % 24];
      }),
    );
  const daySlots = slotWeights(0);
  const nightSlots = slotWeights(12); // night-shift drivers peak twelve hours later
  const driverCum = cumulative(active.map((d) => d.risk));

  // Encode (second, driver index) in one float so a native sort orders events by time.
  const keys = new Float64Array(count);
  for (let i = 0; i < count; i++) {
    const d = sample(driverCum, rng.next());
    const slot = sample(active[d].nightShift ? nightSlots : daySlots, rng.next());
    const second = Math.floor((windowStart + slot * HOUR_MS) / 1000) + Math.floor(rng.next() * 3600);
    keys[i] = second * 1_048_576 + d;
  }
  keys.sort();

  const insert = db.prepare(
    `INSERT INTO dms_events (id, type, severity, occurred_at, driver_id, driver_name, truck_id, unit_number,
       speed_kph, duration_sec, lat, lon, tag_set_id) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const internTags = tagSetInterner(db);
  const tagSetByDriver = active.map((d) => internTags([...trucks[d.truckId! - 1].tags, ...d.tags]));
  const typeCum = cumulative(TYPE_WEIGHTS.map(([, w]) => w));
  const severityCum = cumulative(SEVERITY_WEIGHTS.map(([, w]) => w));
  const severeCum = cumulative(SEVERE_SEVERITY_WEIGHTS.map(([, w]) => w));
  for (let i = 0; i < count; i++) {
    const key = keys[i];
    const d = key % 1_048_576;
    const second = (key - d) / 1_048_576;
    const driver = active[d];
    const type = TYPE_WEIGHTS[sample(typeCum, rng.next())][0];
    const severe = type === 'PHONE_USE' || type === 'DROWSINESS';
    const severity = SEVERITY_WEIGHTS[sample(severe ? severeCum : severityCum, rng.next())][0];
    const parked = rng.chance(0.08);
    const speed = parked ? 0 : Math.round(Math.min(128, Math.max(15, 88 + (rng.next() + rng.next() + rng.next() - 1.5) * 30)));
    const duration = Math.round((1.5 + rng.next() ** 2 * 28) * 10) / 10;
    const lat = Math.round((driver.depot.lat + (rng.next() - 0.5) * 5) * 1e5) / 1e5;
    const lon = Math.round((driver.depot.lon + (rng.next() - 0.5) * 7) * 1e5) / 1e5;
    insert.run(i + 1, type, severity, new Date(second * 1000).toISOString(), driver.id, driver.name, driver.truckId,
      driver.unitNumber, speed, duration, lat, lon, tagSetByDriver[d]);
  }
}

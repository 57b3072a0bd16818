// Builds the whole seeded world in one transaction, then the indexes.
import type Database from 'better-sqlite3';
import { WEBHOOK_EVENT_TYPES } from '../../lib/fleet-api/event-types';
import { SIM_DEFAULTS } from '../../lib/fleet-api/constants';
import { createIndexes } from '../db/schema';
import { createRng } from './prng';
import { seedDrivers, seedTrucks } from './seed-fleet';
import { seedEvents } from './seed-events';

export interface SeedSizes {
  seed: number;
  trucks: number;
  drivers: number;
  events: number;
  demoWebhookUrl?: string;
}

export function seedDatabase(db: Database.Database, sizes: SeedSizes, now: Date) {
  const rng = createRng(sizes.seed);
  db.transaction(() => {
    const trucks = seedTrucks(db, rng, sizes.trucks, now);
    const drivers = seedDrivers(db, rng, sizes.drivers, trucks, now);
    seedEvents(db, rng, sizes.events, drivers, trucks, now);
    if (sizes.demoWebhookUrl) {
      const at = now.toISOString();
      db.prepare(
        `INSERT INTO subscriptions (url, description, event_types, active, secret, created_at, updated_at)
         VALUES (?, 'Dashboard receiver (demo)', ?, 1, ?, ?, ?)`,
      ).run(sizes.demoWebhookUrl, JSON.stringify(WEBHOOK_EVENT_TYPES), SIM_DEFAULTS.demoWebhookSecret, at, at);
    }
  })();
  createIndexes(db);
}

// Webhook subscription rows ↔ API records (contract §4.4). The secret is shown in full only
// in the create response; every later read masks it.
import { randomBytes } from 'node:crypto';
import type Database from 'better-sqlite3';
import type { ColumnMap } from './criteria-sql';

export interface SubscriptionRecord {
  id: number;
  url: string;
  description: string | null;
  eventTypes: string[];
  active: boolean;
  secret: string;
  createdAt: string;
  updatedAt: string;
}

interface SubscriptionRow {
  id: number;
  url: string;
  description: string | null;
  event_types: string;
  active: number;
  secret: string;
  created_at: string;
  updated_at: string;
}

export const SUBSCRIPTION_COLUMNS: ColumnMap = {
  columns: { id: 's.id', url: 's.url', active: 's.active', createdAt: 's.created_at', updatedAt: 's.updated_at' },
  tags: {
    eventTypes: (cond) => `EXISTS (SELECT 1 FROM json_each(s.event_types) je WHERE ${cond('je.value')})`,
  },
};

export const newSecret = () => `whsec_${randomBytes(24).toString('hex')}`;
export const maskSecret = (secret: string) => `whsec_…${secret.slice(-4)}`;

/** The record with the secret masked (every read but the create response). */
export function subscriptionRecord(row: SubscriptionRow, revealSecret = false): SubscriptionRecord {
  return {
    id: row.id,
    url: row.url,
    description: row.description,
    eventTypes: JSON.parse(row.event_types) as string[],
    active: row.active === 1,
    secret: revealSecret ? row.secret : maskSecret(row.secret),
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

export const maskedSubscriptionFromRow = (row: unknown) => subscriptionRecord(row as SubscriptionRow);

export function findSubscription(db: Database.Database, id: number, revealSecret = false): SubscriptionRecord | null {
  const row = db.prepare('SELECT * FROM subscriptions s WHERE s.id = ?').get(id) as SubscriptionRow | undefined;
  return row ? subscriptionRecord(row, revealSecret) : null;
}

export type SubscriptionFields = Pick<SubscriptionRecord, 'url' | 'description' | 'eventTypes' | 'active'>;

export function insertSubscription(db: Database.Database, f: SubscriptionFields, at: string): number {
  const info = db
    .prepare(
      `INSERT INTO subscriptions (url, description, event_types, active, secret, created_at, updated_at)
       VALUES (?, ?, ?, ?, ?, ?, ?)`,
    )
    .run(f.url, f.description, JSON.stringify(f.eventTypes), f.active ? 1 : 0, newSecret(), at, at);
  return Number(info.lastInsertRowid);
}

export function updateSubscription(db: Database.Database, id: number, f: SubscriptionFields, at: string) {
  db.prepare('UPDATE subscriptions SET url = ?, description = ?, event_types = ?, active = ?, updated_at = ? WHERE id = ?').run(
    f.url, f.description, JSON.stringify(f.eventTypes), f.active ? 1 : 0, at, id,
  );
}

export function deleteSubscription(db: Database.Database, id: number) {
  db.prepare('DELETE FROM subscriptions WHERE id = ?').run(id);
}

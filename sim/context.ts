// What every route handler can reach: the database, the clock, options and the engines.
import type Database from 'better-sqlite3';
import type { Clock } from './clock';
import type { RequestLog } from './http/request-log';
import type { DeliveryEngine } from './webhooks/delivery-engine';

export interface SimContext {
  db: Database.Database;
  now: Clock;
  apiKey: string;
  requestLog: RequestLog;
  deliveries: DeliveryEngine;
  /** Origin used in absolute media URLs. */
  publicUrl: () => string;
}

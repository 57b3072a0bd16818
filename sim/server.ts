// startSimulator: the embedded Fleet API (contract §3–§4) on a real HTTP server over SQLite.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type Database from 'better-sqlite3';
import { SIM_DEFAULTS } from '../lib/fleet-api/constants';
import { createClock } from './clock';
import type { SimContext } from './context';
import { ensureRollups } from './db/rollups';
import { isSeeded, openDatabase } from './db/schema';
import { createDispatcher } from './http/dispatch';
import { RequestLog } from './http/request-log';
import { ROUTES } from './routes/all-routes';
import { seedDatabase } from './seed/seed';
import { DeliveryEngine } from './webhooks/delivery-engine';

export interface SimOptions {
  port: number; // 0 = random free port
  host: string;
  apiKey: string;
  dbPath: string; // ':memory:' or a file that persists
  seed: number;
  trucks: number;
  drivers: number;
  events: number;
  /** A fixed ISO instant taken as "now" everywhere (sunset check, seeding window, default ranges). */
  now?: string;
  webhookBackoffMs: number;
  webhookTimeoutMs: number;
  /** Origin used in absolute media URLs; default the server's own http://127.0.0.1:<port>. */
  publicUrl?: string;
  /** When set, seeds one active subscription to this URL for every event type. */
  demoWebhookUrl?: string;
  quiet?: boolean;
}

export interface RunningSimulator {
  url: string;
  port: number;
  apiKey: string;
  db: Database.Database;
  close(): Promise<void>;
}

export const DEFAULT_SIM_OPTIONS: SimOptions = {
  port: SIM_DEFAULTS.port,
  host: '127.0.0.1',
  apiKey: SIM_DEFAULTS.apiKey,
  dbPath: ':memory:',
  seed: SIM_DEFAULTS.seed,
  trucks: SIM_DEFAULTS.trucks,
  drivers: SIM_DEFAULTS.drivers,
  events: SIM_DEFAULTS.events,
  webhookBackoffMs: SIM_DEFAULTS.webhookBackoffMs,
  webhookTimeoutMs: SIM_DEFAULTS.webhookTimeoutMs,
};

export async function startSimulator(options: Partial<SimOptions> = {}): Promise<RunningSimulator> {
  const opts: SimOptions = { ...DEFAULT_SIM_OPTIONS, ...stripUndefined(options) };
  const now = createClock(opts.now);
  const db = openDatabase(opts.dbPath);
  if (!isSeeded(db)) seedDatabase(db, opts, now());
  ensureRollups(db);

  const deliveries = new DeliveryEngine({ backoffMs: opts.webhookBackoffMs, timeoutMs: opts.webhookTimeoutMs, quiet: opts.quiet });
  let ownUrl = '';
  const sim: SimContext = {
    db,
    now,
    apiKey: opts.apiKey,
    requestLog: new RequestLog(),
    deliveries,
    publicUrl: () => (opts.publicUrl ?? ownUrl).replace(/\/$/, ''),
  };
  const server = createServer(createDispatcher(sim, ROUTES, opts.quiet ?? false));
  server.keepAliveTimeout = 5_000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', (error) => {
      deliveries.close();
      db.close();
      reject(error);
    });
    server.listen(opts.port, opts.host, () => {
      server.removeAllListeners('error');
      resolve();
    });
  });
  const port = (server.address() as AddressInfo).port;
  // A wildcard bind is reached through loopback; an IPv6 literal needs brackets.
  const host = opts.host === '0.0.0.0' || opts.host === '::' ? '127.0.0.1' : opts.host;
  ownUrl = `http://${host.includes(':') ? `[${host}]` : host}:${port}`;

  let closing: Promise<void> | null = null;
  return {
    url: ownUrl,
    port,
    apiKey: opts.apiKey,
    db,
    close: () =>
      (closing ??= new Promise<void>((resolve) => {
        deliveries.close();
        server.close(() => {
          db.close();
          resolve();
        });
        server.closeAllConnections();
      })),
  };
}

function stripUndefined<T extends object>(o: T): Partial<T> {
  return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as Partial<T>;
}

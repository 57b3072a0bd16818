// The contract's §5 table as test data: every BFF route, the roles the contract lets use it
// (written out here, not read from lib/auth/roles.ts, so a wrong PERMISSIONS table fails the
// tests), and how to make a request that succeeds when allowed. `fresh` creates the record a
// mutating route acts on (as admin).
import type { Role } from '../../lib/auth/roles';

export type Fresh = 'truck' | 'driver' | 'webhook';

export interface BffRoute {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** `{id}` is replaced with an existing record's id (from `fresh`, or 1). */
  path: string;
  /** Contract §5's "roles" column. */
  roles: readonly Role[];
  okStatus: number;
  body?: () => unknown;
  fresh?: Fresh;
}

let n = 0;
const unique = () => `${process.pid % 1000}${Date.now() % 100000}${(n++).toString().padStart(3, '0')}`;
const VIN_CHARS = 'ABCDEFGHJKLMNPRSTUVWXYZ0123456789';
const vin = (seed: string) =>
  Array.from({ length: 17 }, (_, i) => VIN_CHARS[(seed.charCodeAt(i % seed.length) + i * 7) % VIN_CHARS.length]).join('');

export const truckBody = () => {
  const u = unique();
  return { unitNumber: `TST-${u}`, make: 'Volvo', model: 'FH16', year: 2022, vin: vin(u), fuelType: 'DIESEL', status: 'ACTIVE' };
};
export const driverBody = () => {
  const u = unique();
  return { firstName: 'Test', lastName: `Driver${u}`, email: `test.${u}@example.com`, username: `test.${u}` };
};
export const webhookBody = () => ({ url: 'http://127.0.0.1:9/hook', description: 'test', eventTypes: ['truck.created'] });

const ALL: readonly Role[] = ['admin', 'safety_manager', 'dispatcher'];
const EDITORS: readonly Role[] = ['admin', 'dispatcher'];
const SAFETY: readonly Role[] = ['admin', 'safety_manager'];
const ADMIN: readonly Role[] = ['admin'];

export const BFF_ROUTES: BffRoute[] = [
  { method: 'GET', path: '/api/fleet/trucks', roles: ALL, okStatus: 200 },
  { method: 'GET', path: '/api/fleet/trucks/{id}', roles: ALL, okStatus: 200 },
  { method: 'POST', path: '/api/fleet/trucks', roles: EDITORS, okStatus: 201, body: truckBody },
  { method: 'PUT', path: '/api/fleet/trucks/{id}', roles: EDITORS, okStatus: 200, body: truckBody, fresh: 'truck' },
  { method: 'PATCH', path: '/api/fleet/trucks/{id}', roles: EDITORS, okStatus: 200, body: () => ({ status: 'IN_SHOP' }), fresh: 'truck' },
  { method: 'DELETE', path: '/api/fleet/trucks/{id}', roles: ADMIN, okStatus: 204, fresh: 'truck' },
  { method: 'GET', path: '/api/fleet/drivers?keyword=a', roles: ALL, okStatus: 200 },
  { method: 'GET', path: '/api/fleet/drivers/{id}', roles: ALL, okStatus: 200 },
  { method: 'POST', path: '/api/fleet/drivers', roles: EDITORS, okStatus: 201, body: driverBody },
  { method: 'PUT', path: '/api/fleet/drivers/{id}', roles: EDITORS, okStatus: 200, body: driverBody, fresh: 'driver' },
  { method: 'PATCH', path: '/api/fleet/drivers/{id}', roles: EDITORS, okStatus: 200, body: () => ({ status: 'INACTIVE' }), fresh: 'driver' },
  { method: 'DELETE', path: '/api/fleet/drivers/{id}', roles: ADMIN, okStatus: 204, fresh: 'driver' },
  { method: 'GET', path: '/api/fleet/webhooks', roles: ADMIN, okStatus: 200 },
  { method: 'POST', path: '/api/fleet/webhooks', roles: ADMIN, okStatus: 201, body: webhookBody },
  { method: 'GET', path: '/api/fleet/webhooks/{id}', roles: ADMIN, okStatus: 200, fresh: 'webhook' },
  { method: 'PATCH', path: '/api/fleet/webhooks/{id}', roles: ADMIN, okStatus: 200, body: () => ({ active: false }), fresh: 'webhook' },
  { method: 'DELETE', path: '/api/fleet/webhooks/{id}', roles: ADMIN, okStatus: 204, fresh: 'webhook' },
  { method: 'POST', path: '/api/fleet/webhooks/{id}/test', roles: ADMIN, okStatus: 200, fresh: 'webhook' },
  { method: 'GET', path: '/api/fleet/webhooks/event-types', roles: ADMIN, okStatus: 200 },
  { method: 'GET', path: '/api/fleet/dms/events', roles: SAFETY, okStatus: 200 },
  { method: 'GET', path: '/api/fleet/driver-scores', roles: SAFETY, okStatus: 200 },
  { method: 'GET', path: '/api/fleet/analytics/safety-report?groupBy=tag', roles: SAFETY, okStatus: 200 },
  { method: 'GET', path: '/api/fleet/analytics/fleet-summary', roles: ALL, okStatus: 200 },
  { method: 'GET', path: '/api/webhooks/received', roles: ADMIN, okStatus: 200 },
];

export const FRESH_COLLECTION: Record<Fresh, { path: string; body: () => unknown }> = {
  truck: { path: '/api/fleet/trucks', body: truckBody },
  driver: { path: '/api/fleet/drivers', body: driverBody },
  webhook: { path: '/api/fleet/webhooks', body: webhookBody },
};

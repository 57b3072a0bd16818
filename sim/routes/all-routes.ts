// Every route the simulator serves.
import type { Route } from '../http/router';
import { driverRoutes } from './drivers';
import { simRequestRoutes } from './sim-requests';
import { truckRoutes } from './trucks';
import { webhookRoutes } from './webhooks';

export const ROUTES: Route[] = [...truckRoutes, ...driverRoutes, ...webhookRoutes, ...simRequestRoutes];

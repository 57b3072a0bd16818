// Every route the simulator serves.
import type { Route } from '../http/router';
import { driverRoutes } from './drivers';
import { simRequestRoutes } from './sim-requests';
import { truckRoutes } from './trucks';

export const ROUTES: Route[] = [...truckRoutes, ...driverRoutes, ...simRequestRoutes];

// Every route the simulator serves.
import type { Route } from '../http/router';
import { analyticsRoutes } from './analytics';
import { dmsEventRoutes } from './dms-events';
import { driverScoreRoutes } from './driver-scores';
import { driverRoutes } from './drivers';
import { mediaRoutes } from './media';
import { openApiRoutes } from './openapi';
import { simDmsEventRoutes } from './sim-dms-events';
import { simRequestRoutes } from './sim-requests';
import { truckRoutes } from './trucks';
import { webhookRoutes } from './webhooks';

export const ROUTES: Route[] = [...truckRoutes, ...driverRoutes, ...webhookRoutes, ...dmsEventRoutes, ...driverScoreRoutes, ...analyticsRoutes, ...mediaRoutes, ...openApiRoutes, ...simRequestRoutes, ...simDmsEventRoutes];

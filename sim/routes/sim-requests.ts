// Test hook: `GET /__sim/requests?limit=N` (the most recent requests, oldest first) and
// `DELETE /__sim/requests` (clear). Needs the API key like the API itself.
import { REQUEST_LOG_LIMIT } from '../http/request-log';
import { badRequest, sendJson, sendNoContent } from '../http/problem';
import type { Route } from '../http/router';

export const simRequestRoutes: Route[] = [
  {
    pattern: /^\/__sim\/requests$/,
    methods: {
      GET: ({ sim, url, res }) => {
        const raw = url.searchParams.get('limit');
        const limit = raw === null ? REQUEST_LOG_LIMIT : Number(raw);
        if (!Number.isInteger(limit) || limit < 1) throw badRequest([{ param: 'limit', message: 'must be a positive integer' }]);
        sendJson(res, 200, sim.requestLog.recent(limit));
      },
      DELETE: ({ sim, res }) => {
        sim.requestLog.clear();
        sendNoContent(res);
      },
    },
  },
];

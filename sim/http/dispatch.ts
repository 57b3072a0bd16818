// One request, start to end: route, auth, body (capped), log, method, handler, errors.
// Every failure becomes a problem+json answer; nothing crashes the server.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { SimContext } from '../context';
import { authenticate } from './auth';
import { parseJsonBody, readRawBody } from './body';
import { isUnlogged } from './request-log';
import { HttpProblem, sendProblem } from './problem';
import { allowedMethods, matchRoute, type Route } from './router';

const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH']);
const PUBLIC_MEDIA_PREFIX = '/media/';

export function createDispatcher(sim: SimContext, routes: Route[], quiet: boolean) {
  return async (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://sim.local');
    const method = (req.method ?? 'GET').toUpperCase();
    const logged = !isUnlogged(url.pathname);
    let body: unknown;
    let loggedOnce = false;
    const log = () => {
      if (logged && !loggedOnce) sim.requestLog.add(method, url, req.headers, body);
      loggedOnce = true;
    };
    try {
      const match = matchRoute(routes, url.pathname);
      // The key is checked before anything else: without one, a bad body, an unknown path or
      // a wrong method all get 401 and tell an anonymous caller nothing about the API.
      // Only the public routes (signed media links, the OpenAPI document) skip it.
      const guarded = match ? !match.route.public : !url.pathname.startsWith(PUBLIC_MEDIA_PREFIX);
      if (guarded) {
        // Deprecation notices ride on every answer to the request, errors included.
        for (const [name, value] of Object.entries(authenticate(req, url, sim.apiKey, sim.now()))) res.setHeader(name, value);
      }
      try {
        const raw = await readRawBody(req);
        body = BODY_METHODS.has(method) ? parseJsonBody(raw) : undefined;
      } finally {
        log();
      }
      if (!match) throw new HttpProblem(404, `no resource at ${url.pathname}`);
      const allowed = allowedMethods(match.route);
      if (!allowed.includes(method)) {
        throw new HttpProblem(405, `${method} is not allowed on ${url.pathname}; use ${allowed.join(', ')}`, undefined, {
          Allow: allowed.join(', '),
        });
      }
      const handler = match.route.methods[method as keyof Route['methods']] ?? match.route.methods.GET!;
      await handler({ req, res, url, params: match.params, body, sim });
    } catch (error) {
      log();
      if (res.headersSent) {
        res.destroy();
        return;
      }
      if (error instanceof HttpProblem) {
        sendProblem(res, error);
      } else {
        if (!quiet) console.error('[sim] unexpected error', error);
        sendProblem(res, new HttpProblem(500, `unexpected error: ${(error as Error).message}`));
      }
    }
  };
}

// /api/public/analytics/safety-report and /fleet-summary (contract §4.8).
import { UPSTREAM_PATHS } from '../../lib/fleet-api/endpoints';
import { safetyReportQuerySchema } from '../../lib/fleet-api/schemas/safety';
import { fleetSummary } from '../db/fleet-summary';
import { safetyReport } from '../db/safety-report';
import { API_KEY_QUERY_PARAM } from '../http/auth';
import { dayRange } from '../http/date-range';
import { badRequest, sendJson } from '../http/problem';
import { exactPath, type RequestContext, type Route } from '../http/router';

function report({ sim, url, res }: RequestContext) {
  // No prototype: a parameter named `__proto__` or `constructor` is an unknown key like any other.
  const raw: Record<string, string> = Object.create(null);
  const errors = [];
  for (const [param, value] of url.searchParams) {
    if (param === API_KEY_QUERY_PARAM) continue;
    if (Object.hasOwn(raw, param)) errors.push({ param, message: 'must not be repeated' });
    raw[param] = value;
  }
  const parsed = safetyReportQuerySchema.safeParse(raw);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      if (issue.code === 'unrecognized_keys') for (const key of issue.keys) errors.push({ param: key, message: 'is not a known parameter' });
      else errors.push({ param: issue.path.map(String).join('.'), message: issue.message });
    }
  }
  if (errors.length || !parsed.success) throw badRequest(errors);
  const range = dayRange(parsed.data.from, parsed.data.to, sim.now());
  sendJson(res, 200, safetyReport(sim.db, range, parsed.data.groupBy ?? 'type'));
}

export const analyticsRoutes: Route[] = [
  { pattern: exactPath(UPSTREAM_PATHS.safetyReport), methods: { GET: report } },
  { pattern: exactPath(UPSTREAM_PATHS.fleetSummary), methods: { GET: ({ sim, res }) => sendJson(res, 200, fleetSummary(sim.db, sim.now())) } },
];

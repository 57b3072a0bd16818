// /api/public/driver-scores (contract §4.7).
import { UPSTREAM_PATHS } from '../../lib/fleet-api/endpoints';
import { SCORE_COLUMNS, scoreRecord } from '../db/driver-scores';
import { scoresOf } from '../db/score-queries';
import { pagedQuery } from '../db/paged-query';
import { dayRange } from '../http/date-range';
import { listQueryOf } from '../http/list-params';
import { sendJson } from '../http/problem';
import { exactPath, type RequestContext, type Route } from '../http/router';

function list({ sim, url, res }: RequestContext) {
  const query = listQueryOf('driverScores', url);
  const range = dayRange(query.extras.from as string | undefined, query.extras.to as string | undefined, sim.now());
  const page = pagedQuery(
    sim.db,
    { resource: 'driverScores', with: scoresOf(sim.db, range), from: 'FROM scores s', select: 's.*', map: SCORE_COLUMNS, toRecord: scoreRecord(range) },
    query,
  );
  sendJson(res, 200, page);
}

export const driverScoreRoutes: Route[] = [{ pattern: exactPath(UPSTREAM_PATHS.driverScores), methods: { GET: list } }];

// /safety/dms/events (contract §4.6): criteria, paging, and signed media with include_media=true.
import { UPSTREAM_PATHS } from '../../lib/fleet-api/endpoints';
import { DMS_EVENT_COLUMNS, DMS_EVENT_FROM, DMS_EVENT_SELECT, dmsEventRecordFromRow } from '../db/dms-events';
import { pagedQuery } from '../db/paged-query';
import { eventCountFromRollups } from '../db/rollup-ranges';
import { listQueryOf } from '../http/list-params';
import { sendJson } from '../http/problem';
import { exactPath, type RequestContext, type Route } from '../http/router';
import { mediaFor } from '../media/clips';

function list({ sim, url, res }: RequestContext) {
  const query = listQueryOf('dmsEvents', url);
  const page = pagedQuery(
    sim.db,
    {
      resource: 'dmsEvents',
      from: DMS_EVENT_FROM,
      select: DMS_EVENT_SELECT,
      map: DMS_EVENT_COLUMNS,
      toRecord: dmsEventRecordFromRow,
      count: (q) => eventCountFromRollups(sim.db, q.criteria),
    },
    query,
  );
  if (query.extras.include_media === true) {
    const now = sim.now();
    const origin = sim.publicUrl();
    for (const event of page.content) Object.assign(event, { media: mediaFor(event.type, origin, sim.apiKey, now) });
  }
  sendJson(res, 200, page);
}

export const dmsEventRoutes: Route[] = [{ pattern: exactPath(UPSTREAM_PATHS.dmsEvents), methods: { GET: list } }];

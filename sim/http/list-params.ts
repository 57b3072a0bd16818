// Parses a collection query string with the shared parser (oversize sizes are clamped).
import { parseListQuery, type ListQuery } from '../../lib/fleet-api/list-query';
import type { CollectionName } from '../../lib/fleet-api/vocabulary';
import { API_KEY_QUERY_PARAM } from './auth';
import { badRequest } from './problem';

export function listQueryOf(resource: CollectionName, url: URL): ListQuery {
  const parsed = parseListQuery(resource, url.searchParams, { oversize: 'clamp', ignore: [API_KEY_QUERY_PARAM] });
  if (!parsed.ok) throw badRequest(parsed.errors);
  return parsed.query;
}

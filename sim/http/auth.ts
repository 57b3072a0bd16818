// Fleet API authentication (contract §3): the key in `Authorization` (`<key>` or `Bearer <key>`);
// `?api_key=` works, deprecated, until the sunset and is refused from then on.
import type { IncomingMessage } from 'node:http';
import { timingSafeEqual } from 'node:crypto';
import { API_KEY_QUERY_SUNSET, API_KEY_QUERY_SUNSET_HTTP } from '../../lib/fleet-api/constants';
import { HttpProblem } from './problem';

export const API_KEY_QUERY_PARAM = 'api_key';

function sameKey(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Returns the response headers the request earns (deprecation notice) or throws a 401. */
export function authenticate(req: IncomingMessage, url: URL, apiKey: string, now: Date): Record<string, string> {
  const header = req.headers.authorization?.trim();
  const queryKey = url.searchParams.get(API_KEY_QUERY_PARAM);
  const beforeSunset = now.getTime() < API_KEY_QUERY_SUNSET.getTime();
  const deprecation: Record<string, string> =
    queryKey !== null && beforeSunset ? { Deprecation: 'true', Sunset: API_KEY_QUERY_SUNSET_HTTP } : {};

  if (header) {
    const key = header.replace(/^Bearer\s+/i, '');
    if (sameKey(key, apiKey)) return deprecation;
    throw new HttpProblem(401, 'the API key in the Authorization header is not valid', undefined, {
      'WWW-Authenticate': 'Bearer',
      ...deprecation,
    });
  }
  if (queryKey !== null) {
    if (!beforeSunset) {
      throw new HttpProblem(
        401,
        `the ${API_KEY_QUERY_PARAM} query parameter was removed on ${API_KEY_QUERY_SUNSET.toISOString().slice(0, 10)}; send the key in the Authorization header`,
        [{ param: API_KEY_QUERY_PARAM, message: 'was removed; use the Authorization header' }],
        { 'WWW-Authenticate': 'Bearer' },
      );
    }
    if (sameKey(queryKey, apiKey)) return deprecation;
    throw new HttpProblem(401, `the API key in the ${API_KEY_QUERY_PARAM} parameter is not valid`, undefined, {
      'WWW-Authenticate': 'Bearer',
      ...deprecation,
    });
  }
  throw new HttpProblem(401, 'an API key is required in the Authorization header', undefined, {
    'WWW-Authenticate': 'Bearer',
  });
}

import 'server-only';
// CSRF check for mutating BFF calls (contract §5): a JSON body type, and proof the call comes
// from our own pages: `Sec-Fetch-Site: same-origin` (set by browsers, not by scripts in a
// page) or an `Origin` equal to the host the request was sent to.
export const MUTATING_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

function hasBody(req: Request): boolean {
  const length = req.headers.get('content-length');
  return (length !== null && length !== '0') || req.headers.has('transfer-encoding');
}

/** The reason the request is refused, or null when it may proceed. */
export function csrfRefusal(req: Request): string | null {
  if (!MUTATING_METHODS.has(req.method)) return null;
  const contentType = req.headers.get('content-type')?.split(';')[0]?.trim().toLowerCase();
  if (hasBody(req) && contentType !== 'application/json') return 'the request body must be application/json';
  const fetchSite = req.headers.get('sec-fetch-site');
  if (fetchSite === 'same-origin') return null;
  if (fetchSite && fetchSite !== 'none') return `requests from another site (${fetchSite}) may not change data here`;
  const origin = req.headers.get('origin');
  if (!origin) return 'the request has no Origin header; changes are accepted only from the dashboard itself';
  const hosts = [req.headers.get('x-forwarded-host'), req.headers.get('host')].filter(Boolean);
  const configured = process.env.NEXTAUTH_URL ? new URL(process.env.NEXTAUTH_URL).host : null;
  let originHost: string;
  try {
    originHost = new URL(origin).host;
  } catch {
    return 'the Origin header is not a valid origin';
  }
  if (originHost === configured || hosts.includes(originHost)) return null;
  return `requests from ${origin} may not change data here`;
}

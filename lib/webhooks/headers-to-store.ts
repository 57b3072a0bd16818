// Which request headers a stored delivery keeps. Credentials, cookies and signatures are
// replaced so the database never becomes a place to harvest them from; headers added on the
// way in (by `next start` and by proxy.ts, which copies its CSP and nonce onto the request)
// are dropped because the sender never sent them.
const REDACTED = '[redacted]';
const SENSITIVE = /^(authorization|proxy-authorization|cookie|set-cookie|x-api-key|api-key)$|signature|secret|token/i;
const ADDED_ON_THE_WAY_IN =
  /^(x-forwarded-.*|x-middleware-.*|x-invoke-.*|x-nonce|x-dashboard-path|content-security-policy|permissions-policy|referrer-policy|x-frame-options|x-content-type-options|strict-transport-security)$/i;

export function headersToStore(headers: Headers): Record<string, string> {
  const out: Record<string, string> = {};
  headers.forEach((value, name) => {
    if (ADDED_ON_THE_WAY_IN.test(name)) return;
    out[name] = SENSITIVE.test(name) ? REDACTED : value;
  });
  return out;
}

// Which request headers a stored delivery keeps in the clear. Credentials, cookies and
// signatures are replaced so the database never becomes a place to harvest them from.
const REDACTED = '[redacted]';
const SENSITIVE = /^(authorization|proxy-authorization|cookie|set-cookie|x-api-key|api-key)$|signature|secret|token/i;

export function redactHeaders(headers: Headers): Record<string, string> {
  const out: Record<string, string> = {};
  headers.forEach((value, name) => {
    out[name] = SENSITIVE.test(name) ? REDACTED : value;
  });
  return out;
}

import 'server-only';
// The security headers of every response (issue 3): a nonce-based CSP and friends. Built here
// so proxy.ts stays a thin dispatcher and tests can read the exact policy.
export interface SecurityHeaderOptions {
  nonce: string;
  mediaOrigins: readonly string[];
  https: boolean;
  dev: boolean;
}

export function contentSecurityPolicy({ nonce, mediaOrigins, https, dev }: SecurityHeaderOptions): string {
  const directives = [
    "default-src 'self'",
    // 'strict-dynamic' lets Next's nonce'd bootstrap load its chunks; dev needs eval for React's tooling.
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'${dev ? " 'unsafe-eval'" : ''}`,
    // Charts and tables set style attributes, which nonces cannot cover.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' blob: data:",
    "font-src 'self'",
    `media-src 'self' ${mediaOrigins.join(' ')} blob:`.replace(/\s+/g, ' '),
    `connect-src 'self'${dev ? ' ws:' : ''}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    ...(https ? ['upgrade-insecure-requests'] : []),
  ];
  return directives.join('; ');
}

export function securityHeaders(options: SecurityHeaderOptions): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(options),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Frame-Options': 'DENY',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=()',
    ...(options.https ? { 'Strict-Transport-Security': 'max-age=63072000; includeSubDomains' } : {}),
  };
}

/**
 * API answers (JSON, problem+json) run no scripts, so they need no nonce: a fixed deny-all
 * policy and the same other headers, built once per protocol instead of per request.
 */
export const API_CONTENT_SECURITY_POLICY = "default-src 'none'; frame-ancestors 'none'";
const apiHeaders = new Map<boolean, readonly [string, string][]>();
export function apiSecurityHeaders(https: boolean): readonly [string, string][] {
  let headers = apiHeaders.get(https);
  if (!headers) {
    const all = securityHeaders({ nonce: '', mediaOrigins: [], https, dev: false });
    headers = Object.entries({ ...all, 'Content-Security-Policy': API_CONTENT_SECURITY_POLICY });
    apiHeaders.set(https, headers);
  }
  return headers;
}

/** Served over https: the request's protocol, a TLS-terminating proxy's X-Forwarded-Proto, or an https NEXTAUTH_URL. */
export function isHttpsRequest(url: URL, headers: Headers): boolean {
  return url.protocol === 'https:' || headers.get('x-forwarded-proto') === 'https' || !!process.env.NEXTAUTH_URL?.startsWith('https:');
}

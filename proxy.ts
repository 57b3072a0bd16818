// Runs before every page and route except /api/fleet/** (see the matcher): adds the security
// headers (a fresh CSP nonce per page request; API answers get a fixed deny-all policy and no
// request rewriting) and sends anonymous page visits to sign-in. This is a convenience, not the guard: every
// page (`requirePagePermission`) and handler (`withRole`) checks the session itself.
import { NextResponse, type NextRequest } from 'next/server';
import { signInPath } from '@/lib/auth/callback-url';
import { REQUEST_PATH_HEADER } from '@/lib/auth/request-path';
import { getServerConfig } from '@/lib/server/config';
import { apiSecurityHeaders, isHttpsRequest, securityHeaders } from '@/lib/server/security-headers';

const SESSION_COOKIES = ['next-auth.session-token', '__Secure-next-auth.session-token'];
const PUBLIC_PAGES = ['/signin'];

function hasSessionCookie(req: NextRequest): boolean {
  // The cookie may be chunked (`.0`, `.1`) when large.
  return req.cookies.getAll().some((c) => SESSION_COOKIES.some((name) => c.name === name || c.name.startsWith(`${name}.`)));
}

function isHttps(req: NextRequest): boolean {
  return isHttpsRequest(req.nextUrl, req.headers);
}

/** API routes answer data, not documents; next-auth's own routes (`/api/auth/*`) may render HTML and keep the page headers. */
function isDataApi(pathname: string): boolean {
  return pathname.startsWith('/api/') && !pathname.startsWith('/api/auth/');
}

export function proxy(req: NextRequest) {
  const { pathname, search } = req.nextUrl;
  if (isDataApi(pathname)) {
    const response = NextResponse.next();
    for (const [name, value] of apiSecurityHeaders(isHttps(req))) response.headers.set(name, value);
    return response;
  }
  const nonce = Buffer.from(crypto.randomUUID()).toString('base64');
  const headers = securityHeaders({
    nonce,
    mediaOrigins: getServerConfig().mediaOrigins,
    https: isHttps(req),
    dev: process.env.NODE_ENV === 'development',
  });

  const isPage = !pathname.startsWith('/api/');
  // Only full document loads are redirected here; RSC/prefetch fetches reach the page, whose
  // own check redirects within the React protocol.
  const isDocument = req.method === 'GET' && !req.headers.has('rsc') && !req.headers.has('next-router-prefetch');
  if (isPage && isDocument && !PUBLIC_PAGES.includes(pathname) && !hasSessionCookie(req)) {
    const response = NextResponse.redirect(new URL(signInPath(`${pathname}${search}`), req.url));
    for (const [name, value] of Object.entries(headers)) response.headers.set(name, value);
    return response;
  }

  const requestHeaders = new Headers(req.headers);
  requestHeaders.set('x-nonce', nonce);
  requestHeaders.set('Content-Security-Policy', headers['Content-Security-Policy']);
  requestHeaders.set(REQUEST_PATH_HEADER, `${pathname}${search}`);
  const response = NextResponse.next({ request: { headers: requestHeaders } });
  for (const [name, value] of Object.entries(headers)) response.headers.set(name, value);
  return response;
}

export const config = {
  // `/api/fleet/**` (the BFF's hot path) skips the proxy altogether: every answer there comes
  // from `withRole` (or the catch-all 404 beside it), which sets the same API headers itself.
  matcher: ['/((?!_next/static|_next/image|favicon.ico|favicon.svg|robots.txt|api/fleet/).*)'],
};

import 'server-only';
// The ONE route-handler guard of the BFF (contract §5). Every `app/api/fleet/**` handler is
// `withRole(permission, handler)`: session (401), role (403), CSRF (403), per-user rate limit
// (429) are checked inside the handler itself, and anything thrown becomes problem+json
// without the key or a stack trace.
import { ZodError, type z } from 'zod';
import { can, type Permission } from '@/lib/auth/roles';
import { sessionUserOfRequest, type SessionUser } from '@/lib/auth/session';
import { FleetApiError } from '@/lib/fleet-api/fleet-api-error';
import { parseListQuery } from '@/lib/fleet-api/list-query';
import { serializeListQuery } from '@/lib/fleet-api/list-query';
import type { CollectionName } from '@/lib/fleet-api/vocabulary';
import { getServerConfig } from './config';
import { csrfRefusal } from './csrf';
import { badRequestError, NO_STORE, problemResponse, ProblemError } from './problem';
import { rateLimitRetryAfterSec } from './rate-limit';
import { BodyTooLargeError, readCappedBody } from './read-capped-body';
import { apiSecurityHeaders, isHttpsRequest } from './security-headers';

export interface HandlerContext {
  user: SessionUser;
  params: Record<string, string>;
}
type Handler = (req: Request, ctx: HandlerContext) => Promise<Response>;
type NextRouteContext = { params: Promise<Record<string, string | string[] | undefined>> };

/** Query parameters no BFF route accepts; refused before any parsing (contract §3). */
const FORBIDDEN_PARAMS = ['api_key'];

function zodErrors(error: ZodError, prefix?: string) {
  return error.issues.map((issue) => ({
    param: [prefix, ...issue.path.map(String)].filter(Boolean).join('.') || 'body',
    message: issue.message,
  }));
}

export function errorResponse(error: unknown, where: string): Response {
  if (error instanceof ProblemError) return error.toResponse();
  if (error instanceof FleetApiError) {
    const { title = 'Fleet API error', detail, errors } = error.problem;
    return problemResponse(error.status, title, detail, {
      errors,
      headers: error.retryAfter ? { 'Retry-After': error.retryAfter } : undefined,
    });
  }
  if (error instanceof ZodError) return badRequestError(zodErrors(error)).toResponse();
  // Unexpected: log the message (never the request's secrets) and answer without details.
  console.error(`[bff] ${where} failed: ${error instanceof Error ? `${error.name}: ${error.message}` : String(error)}`);
  return problemResponse(500, 'Internal error', 'The dashboard could not complete the request.');
}

export interface RouteOptions {
  /**
   * The handler reads the query string and validates it itself (parseCollectionQuery,
   * parseQuery). Without this, any query parameter is refused with 400: a route never
   * ignores what it does not understand.
   */
  query?: boolean;
}

export function withRole(permission: Permission, handler: Handler, options: RouteOptions = {}) {
  return async (req: Request, context: NextRouteContext): Promise<Response> => {
    const url = new URL(req.url);
    return withApiHeaders(await guarded(req, url, permission, handler, context, options), url, req.headers);
  };
}

/**
 * The API security headers (nosniff, a deny-all CSP, frame and referrer policies, HSTS on https)
 * on an answer. `/api/fleet/**` is outside proxy.ts's matcher, so the guard sets them itself.
 */
export function withApiHeaders(response: Response, url: URL, requestHeaders: Headers): Response {
  const headers = apiSecurityHeaders(isHttpsRequest(url, requestHeaders));
  try {
    for (const [name, value] of headers) response.headers.set(name, value);
    return response;
  } catch {
    // Immutable headers (a Response.redirect or a fetched Response): copy into a new answer.
    const copy = new Response(response.body, response);
    for (const [name, value] of headers) copy.headers.set(name, value);
    return copy;
  }
}

async function guarded(
  req: Request,
  url: URL,
  permission: Permission,
  handler: Handler,
  context: NextRouteContext,
  options: RouteOptions,
): Promise<Response> {
  const where = `${req.method} ${url.pathname}`;
  try {
    // Decrypts the session cookie only (no re-issued cookie, no auth callbacks): lib/auth/session-token.ts.
    const user = await sessionUserOfRequest(req);
    if (!user) return problemResponse(401, 'Sign-in required', 'Sign in to the dashboard to use this.');
    if (!can(user.role, permission)) {
      return problemResponse(403, 'Access denied', `The ${user.role} role may not use this.`);
    }
    const csrf = csrfRefusal(req);
    if (csrf) return problemResponse(403, 'Cross-site request refused', csrf);
    const retryAfter = rateLimitRetryAfterSec(user.username, getServerConfig().rateLimitPerMinute);
    if (retryAfter > 0) {
      return problemResponse(429, 'Too many requests', `Slow down: try again in ${retryAfter} s.`, {
        headers: { 'Retry-After': String(retryAfter) },
      });
    }
    const search = url.searchParams;
    const refused = options.query ? FORBIDDEN_PARAMS.filter((p) => search.has(p)) : [...new Set(search.keys())];
    if (refused.length) throw badRequestError(refused.map((param) => ({ param, message: 'is not a known parameter' })));
    const raw = (await context?.params) ?? {};
    const params: Record<string, string> = {};
    for (const [key, value] of Object.entries(raw)) if (typeof value === 'string') params[key] = value;
    return await handler(req, { user, params });
  } catch (error) {
    return errorResponse(error, where);
  }
}

/** A JSON answer that no cache keeps. */
export function jsonResponse(data: unknown, init: ResponseInit = {}): Response {
  const headers = new Headers(init.headers);
  headers.set('Cache-Control', NO_STORE);
  if (data === undefined) return new Response(null, { ...init, status: init.status ?? 204, headers });
  headers.set('Content-Type', 'application/json');
  return new Response(JSON.stringify(data), { ...init, headers });
}

/** A path id: a positive integer, else 400 naming `id`. */
export function parseId(raw: string | undefined, param = 'id'): number {
  if (!raw || !/^[1-9]\d{0,14}$/.test(raw)) throw badRequestError([{ param, message: 'must be a positive integer' }]);
  return Number(raw);
}

export const MAX_JSON_BODY_BYTES = 64 * 1024;

/** Reads a size-capped JSON body and parses it with `schema`; 400 with field errors otherwise. */
export async function readJsonBody<S extends z.ZodType>(req: Request, schema: S): Promise<z.infer<S>> {
  let text: string;
  try {
    // Counted as it streams in: a chunked body has no Content-Length to refuse it by.
    text = (await readCappedBody(req, MAX_JSON_BODY_BYTES)).toString('utf8');
  } catch (error) {
    if (error instanceof BodyTooLargeError) {
      throw new ProblemError(413, 'Request body too large', `The body may be at most ${MAX_JSON_BODY_BYTES} bytes.`);
    }
    throw error;
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw badRequestError([{ param: 'body', message: 'must be valid JSON' }]);
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) throw badRequestError(zodErrors(parsed.error));
  return parsed.data;
}

/**
 * Validates a collection query against the resource's allowlist (fields, operators, value
 * types, size ≤ 500, sort properties) and returns it re-serialised: only what was understood
 * goes upstream.
 */
export function parseCollectionQuery(req: Request, resource: CollectionName): URLSearchParams {
  const result = parseListQuery(resource, new URL(req.url).searchParams, { oversize: 'reject' });
  if (!result.ok) throw badRequestError(result.errors);
  return serializeListQuery(result.query);
}

/** Validates a non-collection query with a strict zod object (unknown parameters → 400). */
export function parseQuery<S extends z.ZodType>(req: Request, schema: S): z.infer<S> {
  const search = new URL(req.url).searchParams;
  const repeated = [...new Set([...search.keys()].filter((k) => search.getAll(k).length > 1))];
  if (repeated.length) throw badRequestError(repeated.map((param) => ({ param, message: 'must not be repeated' })));
  const parsed = schema.safeParse(Object.fromEntries(search));
  if (!parsed.success) {
    throw badRequestError(
      parsed.error.issues.flatMap((issue) =>
        issue.code === 'unrecognized_keys'
          ? issue.keys.map((param) => ({ param, message: 'is not a known parameter' }))
          : [{ param: issue.path.map(String).join('.') || 'query', message: issue.message }],
      ),
    );
  }
  return parsed.data;
}

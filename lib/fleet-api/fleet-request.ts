import 'server-only';
// The ONE upstream request function (contract §3, §5); `client.ts` holds the typed endpoints. Requests are built from scratch: the configured
// origin, a path from the endpoint table, a query the BFF already validated, and headers from
// an allowlist. The key lives only here (and in the config it comes from).
import { randomUUID } from 'node:crypto';
import { BrokenCircuitError, ConsecutiveBreaker, circuitBreaker, handleWhen, type CircuitBreakerPolicy } from 'cockatiel';
import type { z } from 'zod';
import { getServerConfig } from '@/lib/server/config';
import { authorizationHeaderValue, UPSTREAM_PATHS } from './endpoints';
import { FleetApiError, upstreamFailure } from './fleet-api-error';
import { problemSchema, type Problem } from './schemas/common';
import { sendUpstreamAttempt, type UpstreamAnswer, type UpstreamRequestInit } from './upstream-transport';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface FleetRequest<T> {
  method: HttpMethod;
  /** A path from UPSTREAM_PATHS, `itemPath(...)` or `webhookTestPath(...)`. */
  path: string;
  query?: URLSearchParams;
  body?: unknown;
  /** Parses a 2xx body; `null` for endpoints that answer 204. */
  schema: z.ZodType<T> | null;
  /** Defaults to true for GET. A GET with an effect (webhook test) sets false. */
  retry?: boolean;
}

const RETRYABLE_STATUSES = new Set([502, 503, 504]);
const MAX_RETRIES = 2;
const BACKOFF_BASE_MS = 150;
const BREAKER_HALF_OPEN_MS = 10_000;
const ALLOWED_PREFIXES = Object.values(UPSTREAM_PATHS);
const SAFE_PATH = /^\/[A-Za-z0-9_/-]+$/;

/** Refuses anything that is not a table path (no dots, no encoded bytes, no query). */
function assertTablePath(path: string) {
  const known = ALLOWED_PREFIXES.some((p) => path === p || path.startsWith(`${p}/`));
  if (!SAFE_PATH.test(path) || path.includes('//') || !known) throw new Error(`not an upstream path from the endpoint table: ${path}`);
}

// One breaker per upstream service (webhooks are a separate micro-service, contract §4.4):
// after 5 consecutive infrastructure failures, fail fast with 503 for a while.
const breakers = new Map<string, CircuitBreakerPolicy>();
function breakerFor(path: string): CircuitBreakerPolicy {
  const service = path.startsWith(UPSTREAM_PATHS.webhooks) ? 'webhooks' : 'fleet';
  let breaker = breakers.get(service);
  if (!breaker) {
    breaker = circuitBreaker(
      handleWhen((e) => e instanceof FleetApiError && e.status >= 502),
      { halfOpenAfter: BREAKER_HALF_OPEN_MS, breaker: new ConsecutiveBreaker(5) },
    );
    breakers.set(service, breaker);
  }
  return breaker;
}

/** Removes the key from any upstream text that is passed on (an upstream might echo it). */
function redact(text: string | undefined, key: string): string | undefined {
  return text && key ? text.split(key).join('[redacted]') : text;
}

function upstreamProblem(answer: UpstreamAnswer, key: string): Problem {
  let parsed: Problem = {};
  try {
    const result = problemSchema.safeParse(JSON.parse(answer.text));
    if (result.success) parsed = result.data;
  } catch {
    // Not JSON: fall back to a generic problem below.
  }
  return {
    type: 'about:blank',
    title: redact(parsed.title, key) ?? `Fleet API answered ${answer.status}`,
    status: answer.status,
    detail: redact(parsed.detail, key),
    ...(parsed.errors ? { errors: parsed.errors.map((e) => ({ param: e.param, message: redact(e.message, key) ?? '' })) } : {}),
  };
}

function interpret<T>(answer: UpstreamAnswer, schema: z.ZodType<T> | null, key: string): T {
  const { status } = answer;
  if (status >= 200 && status < 300) {
    if (schema === null) return undefined as T;
    let json: unknown;
    try {
      json = JSON.parse(answer.text);
    } catch {
      throw upstreamFailure(502, 'the Fleet API answered with a body that is not JSON');
    }
    const result = schema.safeParse(json);
    if (!result.success) throw upstreamFailure(502, 'the Fleet API answered in an unexpected shape');
    return result.data;
  }
  if (status === 401 || status === 403) {
    // Our key was refused: a server configuration problem, not the signed-in user's.
    throw upstreamFailure(502, `the Fleet API refused the dashboard's credentials (${status}); check FLEET_API_KEY and FLEET_API_AUTH_SCHEME`);
  }
  if (status === 429) {
    throw new FleetApiError(429, { ...upstreamProblem(answer, key), title: 'Fleet API rate limit reached' }, answer.headers.get('retry-after') ?? undefined);
  }
  if (status >= 400 && status < 500) throw new FleetApiError(status, upstreamProblem(answer, key));
  throw upstreamFailure(502, `the Fleet API failed (${status})`);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function fleetRequest<T>(request: FleetRequest<T>): Promise<T> {
  const config = getServerConfig();
  assertTablePath(request.path);
  const url = new URL(config.fleetApiBaseUrl + request.path);
  if (request.query) {
    for (const [name, value] of request.query) {
      if (name.toLowerCase() === 'api_key') throw new Error('api_key is never sent upstream');
      url.searchParams.append(name, value);
    }
  }
  const headers: Record<string, string> = {
    Authorization: authorizationHeaderValue(config.fleetApiKey, config.fleetApiAuthScheme),
    Accept: 'application/json, application/problem+json',
    'X-Request-Id': randomUUID(),
  };
  const init: UpstreamRequestInit = { method: request.method, headers };
  if (request.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    init.body = JSON.stringify(request.body);
  }

  const retries = (request.retry ?? request.method === 'GET') ? MAX_RETRIES : 0;
  const timeoutMs = config.fleetApiTimeoutMs;
  const deadline = Date.now() + timeoutMs * 2.5;

  const run = async (): Promise<T> => {
    for (let attempt = 0; ; attempt++) {
      const remaining = deadline - Date.now();
      try {
        const answer = await sendUpstreamAttempt(url, init, Math.max(1, Math.min(timeoutMs, remaining)));
        if (attempt < retries && RETRYABLE_STATUSES.has(answer.status)) {
          throw upstreamFailure(502, `the Fleet API failed (${answer.status})`, { transient: true });
        }
        return interpret(answer, request.schema, config.fleetApiKey);
      } catch (error) {
        const retryable = error instanceof FleetApiError && error.transient;
        // Full jitter keeps many dashboards from retrying in lockstep.
        const backoff = Math.random() * BACKOFF_BASE_MS * 2 ** attempt;
        if (!retryable || attempt >= retries || deadline - Date.now() < backoff + 50) throw error;
        console.warn(`[fleet-api] ${request.method} ${request.path} attempt ${attempt + 1} failed (${(error as FleetApiError).problem.detail}); retrying`);
        await sleep(backoff);
      }
    }
  };

  try {
    return await breakerFor(request.path).execute(run);
  } catch (error) {
    if (error instanceof BrokenCircuitError) {
      throw upstreamFailure(503, 'the Fleet API failed repeatedly; the dashboard pauses calls to it for a few seconds', {
        retryAfter: String(BREAKER_HALF_OPEN_MS / 1000),
      });
    }
    if (error instanceof FleetApiError && error.status >= 500) {
      console.error(`[fleet-api] ${request.method} ${request.path} → ${error.status}: ${error.problem.detail}`);
    }
    throw error;
  }
}

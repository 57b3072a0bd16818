// The ONE browser fetch wrapper to the BFF (same origin, session cookie). Every
// `lib/queries/*` file calls it; errors always arrive as an ApiError carrying the problem.
// No zod here: the BFF has parsed every upstream body with the contract's schemas already,
// so the browser only checks the envelope (`shape`) and trusts the types. This keeps zod
// (and the contract's schemas) out of every page's JavaScript.
import type { Page, Problem } from '@/lib/fleet-api/schemas/common';

export class ApiError extends Error {
  override name = 'ApiError';
  constructor(
    /** HTTP status of the BFF's answer; 0 when the dashboard did not answer at all. */
    readonly status: number,
    readonly problem: Problem,
  ) {
    super(describeProblem(problem));
  }
}

/** "Title: detail (param: message; …)" — readable in a toast or an error state. */
export function describeProblem(problem: Problem): string {
  const head = [problem.title, problem.detail].filter(Boolean).join(': ') || 'Request failed';
  const fields = problem.errors?.map((e) => `${e.param}: ${e.message}`).join('; ');
  return fields && !problem.detail?.includes(fields) ? `${head} (${fields})` : head;
}

export interface BffFetchInit<T> {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  query?: URLSearchParams;
  body?: unknown;
  /** A cheap check of the answer's shape (`isPage`, `isRecord`…); a body failing it is an ApiError. */
  shape?: (json: unknown) => json is T;
  signal?: AbortSignal;
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const optional = (value: unknown, check: (v: unknown) => boolean) => value === undefined || check(value);
const isString = (v: unknown) => typeof v === 'string';
const isCount = (v: unknown) => Number.isInteger(v) && (v as number) >= 0;

/**
 * The problem+json body in `value`, or undefined: the same rules as the contract's
 * `problemSchema` (every member optional, unknown members kept), written out by hand.
 */
export function asProblem(value: unknown): Problem | undefined {
  if (!isObject(value)) return undefined;
  const { type, title, status, detail, errors } = value;
  const ok =
    optional(type, isString) &&
    optional(title, isString) &&
    optional(detail, isString) &&
    optional(status, Number.isInteger) &&
    optional(errors, (list) => Array.isArray(list) && list.every((e) => isObject(e) && isString(e.param) && isString(e.message)));
  return ok ? (value as Problem) : undefined;
}

/** A JSON object (a single record, a summary, a report). */
export function isRecord<T extends object>(json: unknown): json is T {
  return isObject(json);
}

/** The page envelope (spec §2.1) with object rows; the rows themselves were parsed by the BFF. */
export function isPage<T>(json: unknown): json is Page<T> {
  return (
    isObject(json) &&
    Array.isArray(json.content) &&
    json.content.every(isObject) &&
    isCount(json.page) &&
    isCount(json.size) &&
    isCount(json.totalElements) &&
    isCount(json.totalPages)
  );
}

export function isStringList(json: unknown): json is string[] {
  return Array.isArray(json) && json.every(isString);
}

async function problemOf(res: Response): Promise<Problem> {
  try {
    const problem = asProblem(await res.json());
    if (problem && (problem.title || problem.detail)) return { status: res.status, ...problem };
  } catch {
    // Not JSON (e.g. a proxy's HTML error page): describe it by status below.
  }
  return { title: `The dashboard answered ${res.status}`, detail: res.statusText || undefined, status: res.status };
}

/** `path` is a same-origin BFF path such as `/api/fleet/trucks`. */
export async function bffFetch<T = unknown>(path: string, init: BffFetchInit<T> = {}): Promise<T> {
  if (!path.startsWith('/api/')) throw new Error(`bffFetch only calls the dashboard's own /api routes, not ${path}`);
  const qs = init.query?.toString();
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (init.body !== undefined) headers['Content-Type'] = 'application/json';
  let res: Response;
  try {
    res = await fetch(qs ? `${path}?${qs}` : path, {
      method: init.method ?? 'GET',
      headers,
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
      credentials: 'same-origin',
      cache: 'no-store',
      signal: init.signal,
    });
  } catch (error) {
    if (init.signal?.aborted) throw error; // React Query cancels; not an error to show.
    throw new ApiError(0, { title: 'Network error: the dashboard did not answer', detail: 'Check your connection and try again.' });
  }
  if (!res.ok) throw new ApiError(res.status, await problemOf(res));
  if (res.status === 204) return undefined as T;
  let json: unknown;
  try {
    json = await res.json();
  } catch {
    throw new ApiError(res.status, { title: 'The dashboard answered with a body that is not JSON', status: res.status });
  }
  if (init.shape && !init.shape(json)) throw new ApiError(res.status, { title: 'The dashboard answered in an unexpected shape', status: res.status });
  return json as T;
}

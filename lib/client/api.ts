// The ONE browser fetch wrapper to the BFF (same origin, session cookie). Every
// `lib/queries/*` file calls it; errors always arrive as an ApiError carrying the problem.
import type { z } from 'zod';
import { problemSchema, type Problem } from '@/lib/fleet-api/schemas/common';

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
  schema?: z.ZodType<T>;
  signal?: AbortSignal;
}

async function problemOf(res: Response): Promise<Problem> {
  try {
    const parsed = problemSchema.safeParse(await res.json());
    if (parsed.success && (parsed.data.title || parsed.data.detail)) return { status: res.status, ...parsed.data };
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
  if (!init.schema) return json as T;
  const parsed = init.schema.safeParse(json);
  if (!parsed.success) throw new ApiError(res.status, { title: 'The dashboard answered in an unexpected shape', status: res.status });
  return parsed.data;
}

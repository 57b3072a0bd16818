// Test helpers: a small simulator over real HTTP and a fetch wrapper that returns status,
// headers and the parsed body.
import { startSimulator, type RunningSimulator, type SimOptions } from '../../sim/server';

export const SMALL_SIM: Partial<SimOptions> = { port: 0, trucks: 60, drivers: 80, events: 3000, quiet: true };

export function startSmallSimulator(options: Partial<SimOptions> = {}): Promise<RunningSimulator> {
  return startSimulator({ ...SMALL_SIM, ...options });
}

/** A parsed JSON body; tests check its shape with assertions rather than types. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Json = any;

export interface ApiResponse<T = Json> {
  status: number;
  headers: Headers;
  body: T;
}

export interface CallOptions {
  method?: string;
  body?: unknown;
  rawBody?: string;
  /** Override the Authorization header; null sends none. */
  auth?: string | null;
  headers?: Record<string, string>;
}

export async function call<T = Json>(sim: RunningSimulator, path: string, options: CallOptions = {}): Promise<ApiResponse<T>> {
  const headers: Record<string, string> = { ...options.headers };
  const auth = options.auth === undefined ? sim.apiKey : options.auth;
  if (auth !== null) headers.authorization = auth;
  let body: string | undefined = options.rawBody;
  if (options.body !== undefined) {
    body = JSON.stringify(options.body);
    headers['content-type'] = 'application/json';
  }
  const response = await fetch(`${sim.url}${path}`, { method: options.method ?? 'GET', headers, body });
  const text = await response.text();
  let parsed: unknown = text;
  if ((response.headers.get('content-type') ?? '').includes('json') && text) parsed = JSON.parse(text);
  return { status: response.status, headers: response.headers, body: parsed as T };
}

/** Asserts a problem+json answer (contract §4: type, title, the same status, a detail) and returns it. */
export function expectProblem(response: ApiResponse, status: number) {
  if (response.status !== status) {
    throw new Error(`expected ${status}, got ${response.status}: ${JSON.stringify(response.body)}`);
  }
  if (!response.headers.get('content-type')?.startsWith('application/problem+json')) {
    throw new Error(`expected problem+json, got ${response.headers.get('content-type')}`);
  }
  const body = response.body as Json;
  const wellFormed =
    typeof body === 'object' &&
    body !== null &&
    typeof body.type === 'string' &&
    typeof body.title === 'string' &&
    body.title.length > 0 &&
    body.status === status &&
    typeof body.detail === 'string' &&
    body.detail.length > 0;
  if (!wellFormed) throw new Error(`malformed problem+json: ${JSON.stringify(body)}`);
  return body as { type: string; title: string; status: number; detail: string; errors?: { param: string; message: string }[] };
}

/** Reads every page of a collection query. */
export async function readAllPages<T = Json>(sim: RunningSimulator, path: string, size: number): Promise<{ rows: T[]; pages: number }> {
  const rows: T[] = [];
  const sep = path.includes('?') ? '&' : '?';
  const first = await call(sim, `${path}${sep}page=0&size=${size}`);
  rows.push(...first.body.content);
  for (let page = 1; page < first.body.totalPages; page++) {
    const next = await call(sim, `${path}${sep}page=${page}&size=${size}`);
    rows.push(...next.body.content);
  }
  return { rows, pages: first.body.totalPages };
}

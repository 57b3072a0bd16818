import 'server-only';
// The ONE place problem+json bodies are made (contract §4: {type,title,status,detail,errors?}).
import type { ParamError } from '@/lib/fleet-api/list-query';

export const PROBLEM_CONTENT_TYPE = 'application/problem+json';
/** Every BFF answer is per-user data: never cached by the browser or a proxy. */
export const NO_STORE = 'private, no-store';

export interface ProblemExtras {
  type?: string;
  errors?: ParamError[];
  headers?: HeadersInit;
}

export function problemResponse(status: number, title: string, detail?: string, extras: ProblemExtras = {}): Response {
  const body = {
    type: extras.type ?? 'about:blank',
    title,
    status,
    ...(detail ? { detail } : {}),
    ...(extras.errors?.length ? { errors: extras.errors } : {}),
  };
  const headers = new Headers(extras.headers);
  headers.set('Content-Type', PROBLEM_CONTENT_TYPE);
  headers.set('Cache-Control', NO_STORE);
  return new Response(JSON.stringify(body), { status, headers });
}

/** 400 naming each bad parameter or field. */
export function badRequest(errors: ParamError[], detail?: string): Response {
  const summary = detail ?? errors.map((e) => `${e.param}: ${e.message}`).join('; ');
  return problemResponse(400, 'Bad request', summary || 'The request was not valid.', { errors });
}

/**
 * Thrown by helpers inside a handler (`parseId`, `readJsonBody`, …); `withRole` turns it into
 * the problem response, so handlers stay one line.
 */
export class ProblemError extends Error {
  override name = 'ProblemError';
  constructor(
    readonly status: number,
    readonly title: string,
    readonly detail?: string,
    readonly extras: ProblemExtras = {},
  ) {
    super(detail ? `${title}: ${detail}` : title);
  }
  toResponse(): Response {
    return problemResponse(this.status, this.title, this.detail, this.extras);
  }
}

export function badRequestError(errors: ParamError[]): ProblemError {
  return new ProblemError(400, 'Bad request', errors.map((e) => `${e.param}: ${e.message}`).join('; '), { errors });
}

// problem+json answers (contract §4): every error names what was wrong.
import type { ServerResponse } from 'node:http';
import type { ParamError } from '../../lib/fleet-api/list-query';

const TITLES: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  409: 'Conflict',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  416: 'Range Not Satisfiable',
  500: 'Internal Server Error',
};

/** Thrown anywhere inside a handler; the dispatcher turns it into a problem response. */
export class HttpProblem extends Error {
  constructor(
    readonly status: number,
    readonly detail: string,
    readonly errors?: ParamError[],
    readonly headers: Record<string, string> = {},
  ) {
    super(detail);
  }
}

export const badRequest = (errors: ParamError[], detail?: string) =>
  new HttpProblem(400, detail ?? errors.map((e) => `${e.param}: ${e.message}`).join('; '), errors);
export const notFound = (detail: string) => new HttpProblem(404, detail);
export const conflict = (param: string, message: string) =>
  new HttpProblem(409, `${param} ${message}`, [{ param, message }]);

export function sendProblem(res: ServerResponse, problem: HttpProblem) {
  const body = {
    type: 'about:blank',
    title: TITLES[problem.status] ?? 'Error',
    status: problem.status,
    detail: problem.detail,
    ...(problem.errors?.length ? { errors: problem.errors } : {}),
  };
  sendBody(res, problem.status, 'application/problem+json', JSON.stringify(body), problem.headers);
}

export function sendJson(res: ServerResponse, status: number, data: unknown) {
  sendBody(res, status, 'application/json', JSON.stringify(data));
}

export function sendNoContent(res: ServerResponse) {
  res.writeHead(204);
  res.end();
}

function sendBody(res: ServerResponse, status: number, type: string, body: string, headers: Record<string, string> = {}) {
  res.writeHead(status, { ...headers, 'Content-Type': type, 'Content-Length': Buffer.byteLength(body) });
  res.end(body);
}

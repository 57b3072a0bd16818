// A forwarding HTTP proxy that stands between the dashboard and the simulator in tests:
// it records every request that reached "the upstream" and can be switched into failure
// modes, so BFF and fault tests control the upstream and assert what it received.
import { createServer, request as httpRequest, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

export type ProxyMode =
  | 'pass' // forward to the target
  | 'down' // destroy the connection without an answer
  | 'hang' // never answer
  | 'status500' // 500 problem+json
  | 'status502' // 502 problem+json (a gateway in front of the API failing: worth a retry)
  | 'status503' // 503 problem+json (likewise)
  | 'status504' // 504 problem+json (likewise)
  | 'status401' // 401 problem+json (the API refuses the dashboard's key)
  | 'malformed' // 200 with invalid JSON
  | 'truncated' // the target's answer, cut off half-way (Content-Length promises more)
  | 'wrongShape' // 200 JSON that matches none of the response schemas
  | 'redirect' // 302 to another host
  | 'status429'; // 429 with Retry-After: 7

export interface RecordedRequest {
  method: string;
  /** Path without the query string (after `stripPrefix`, if any). */
  path: string;
  /** Raw query string without `?` ('' when none). */
  query: string;
  /** `path` + `?query`, as forwarded. */
  url: string;
  headers: IncomingHttpHeaders;
  body: string;
}

export interface RecordingProxy {
  url: string;
  port: number;
  /** Every request received, in order, in every mode. */
  requests: RecordedRequest[];
  clear(): void;
  /** `body` overrides what `wrongShape` answers (default: a JSON array no schema accepts). */
  setMode(mode: ProxyMode, options?: { body?: unknown }): void;
  close(): Promise<void>;
}

const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'transfer-encoding', 'upgrade', 'proxy-connection', 'te', 'trailer']);
// A JSON array fails every page, record and summary schema (they all require an object).
const DEFAULT_WRONG_SHAPE = [{ unexpected: 'shape', id: 'not-a-number' }];
export const REDIRECT_TARGET = 'http://203.0.113.9/elsewhere';

function problem(res: ServerResponse, status: number, title: string, headers: Record<string, string> = {}) {
  res.writeHead(status, { 'content-type': 'application/problem+json', ...headers });
  res.end(JSON.stringify({ type: 'about:blank', title, status, detail: `recording proxy: ${title}` }));
}

/** `stripPrefix` lets a test emulate a gateway route prefix: `/fleet/api/...` reaches the target as `/api/...`. */
export async function startRecordingProxy(options: { target: string; stripPrefix?: string }): Promise<RecordingProxy> {
  const target = new URL(options.target);
  const targetBase = target.pathname.replace(/\/+$/, '');
  const requests: RecordedRequest[] = [];
  let mode: ProxyMode = 'pass';
  let wrongShapeBody: unknown = DEFAULT_WRONG_SHAPE;
  const sockets = new Set<Socket>();

  function forward(req: IncomingMessage, url: string, body: Buffer, onAnswer: (status: number, headers: IncomingHttpHeaders, body: Buffer) => void, onError: (err: Error) => void) {
    const headers: Record<string, string | string[]> = {};
    for (const [name, value] of Object.entries(req.headers)) {
      if (value !== undefined && !HOP_BY_HOP.has(name) && name !== 'host' && name !== 'content-length') headers[name] = value;
    }
    headers.host = target.host;
    if (body.length) headers['content-length'] = String(body.length);
    const upstream = httpRequest(
      { hostname: target.hostname, port: target.port, method: req.method, path: `${targetBase}${url}`, headers },
      (answer) => {
        const chunks: Buffer[] = [];
        answer.on('data', (c: Buffer) => chunks.push(c));
        answer.on('end', () => onAnswer(answer.statusCode ?? 502, answer.headers, Buffer.concat(chunks)));
        answer.on('error', onError);
      },
    );
    upstream.on('error', onError);
    upstream.end(body);
  }

  function answerHeaders(headers: IncomingHttpHeaders, length: number) {
    const out: Record<string, string | string[]> = {};
    for (const [name, value] of Object.entries(headers)) {
      if (value !== undefined && !HOP_BY_HOP.has(name) && name !== 'content-length') out[name] = value;
    }
    out['content-length'] = String(length);
    return out;
  }

  function respond(req: IncomingMessage, res: ServerResponse, url: string, body: Buffer) {
    const upstreamFailed = (err: Error) => problem(res, 502, `target unreachable: ${err.message}`);
    switch (mode) {
      case 'pass':
        return forward(req, url, body, (status, headers, answer) => {
          res.writeHead(status, answerHeaders(headers, answer.length));
          res.end(answer);
        }, upstreamFailed);
      case 'down':
        return req.socket.destroy();
      case 'hang':
        return; // the socket stays open until close()
      case 'status500':
        return problem(res, 500, 'Internal Server Error');
      case 'status502':
      case 'status503':
      case 'status504':
      case 'status401':
        return problem(res, Number(mode.slice('status'.length)), 'Upstream failure');
      case 'status429':
        return problem(res, 429, 'Too Many Requests', { 'retry-after': '7' });
      case 'redirect':
        res.writeHead(302, { location: REDIRECT_TARGET });
        return res.end();
      case 'malformed': {
        const text = '{"content": [{"id": 1, "unitNumber": "T-1",';
        res.writeHead(200, { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(text)) });
        return res.end(text);
      }
      case 'wrongShape': {
        const text = JSON.stringify(wrongShapeBody);
        res.writeHead(200, { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(text)) });
        return res.end(text);
      }
      case 'truncated':
        return forward(req, url, body, (status, headers, answer) => {
          const full = answer.length > 1 ? answer : Buffer.from('{"content":[],"page":0,"size":20,"totalElements":0,"totalPages":0}');
          res.writeHead(status, answerHeaders(headers, full.length));
          res.write(full.subarray(0, Math.floor(full.length / 2)), () => res.socket?.destroy());
        }, upstreamFailed);
    }
  }

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      let url = req.url ?? '/';
      if (options.stripPrefix && url.startsWith(options.stripPrefix)) url = url.slice(options.stripPrefix.length) || '/';
      const q = url.indexOf('?');
      requests.push({
        method: req.method ?? 'GET',
        path: q < 0 ? url : url.slice(0, q),
        query: q < 0 ? '' : url.slice(q + 1),
        url,
        headers: req.headers,
        body: body.toString('utf8'),
      });
      respond(req, res, url, body);
    });
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    port,
    requests,
    clear: () => void (requests.length = 0),
    setMode(next, opts) {
      mode = next;
      wrongShapeBody = opts?.body ?? DEFAULT_WRONG_SHAPE;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

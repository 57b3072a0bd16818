import 'server-only';
// One HTTP attempt to the Fleet API, hardened (contract §5): no redirects followed, a
// per-attempt timeout, a body size cap. Returns the status, headers and raw text; deciding
// what they mean is the client's job.
//
// node:http(s) with a keep-alive pool rather than fetch: Next patches the global fetch (cache
// and tracing work on every call) and a pooled connection saves the TCP (and TLS) handshake.
// Idle sockets close before the server's announced keep-alive timeout (Node's Agent honours
// the `Keep-Alive: timeout=` hint) or after IDLE_SOCKET_MS.
import { Agent as HttpAgent, request as httpRequest, type IncomingMessage } from 'node:http';
import { Agent as HttpsAgent, request as httpsRequest } from 'node:https';
import { createBrotliDecompress, createGunzip, createInflate } from 'node:zlib';
import { pipeline, type Readable } from 'node:stream';
import { upstreamFailure } from './fleet-api-error';

/** Upstream bodies larger than this are refused (502): no page of 500 rows comes near it. */
export const MAX_UPSTREAM_BODY_BYTES = 5 * 1024 * 1024;
/** Open connections per upstream origin; more requests queue in the pool. */
const MAX_SOCKETS = 64;
const IDLE_SOCKET_MS = 4_000;

const agentOptions = { keepAlive: true, maxSockets: MAX_SOCKETS, maxFreeSockets: MAX_SOCKETS, timeout: IDLE_SOCKET_MS, scheduling: 'lifo' as const };
const httpAgent = new HttpAgent(agentOptions);
const httpsAgent = new HttpsAgent(agentOptions);

export interface UpstreamAnswer {
  status: number;
  headers: { get(name: string): string | null };
  text: string;
}

export interface UpstreamRequestInit {
  method: string;
  /** Header names and values, complete: nothing else is added but Host, Connection and Content-Length. */
  headers: Record<string, string>;
  body?: string;
}

const tooLarge = () => upstreamFailure(502, 'the Fleet API answered with a body larger than the dashboard accepts');

/** The body as text, refused past the cap (decompressed size counts when the upstream compresses anyway). */
function readCapped(res: IncomingMessage): Promise<string> {
  const declared = Number(res.headers['content-length'] ?? '0');
  if (declared > MAX_UPSTREAM_BODY_BYTES) return Promise.reject(tooLarge());
  const encoding = String(res.headers['content-encoding'] ?? 'identity').trim().toLowerCase();
  let body: Readable = res;
  if (encoding !== 'identity') {
    const decoder =
      encoding === 'gzip' || encoding === 'x-gzip' ? createGunzip() : encoding === 'deflate' ? createInflate() : encoding === 'br' ? createBrotliDecompress() : null;
    if (!decoder) return Promise.reject(upstreamFailure(502, `the Fleet API answered with an unknown content encoding (${encoding})`));
    // pipeline: an error or abort on either side destroys both, so a broken body cannot hang here.
    body = decoder;
    pipeline(res, decoder, () => {});
  }
  // Plain events rather than an async iterator: fewer promise hops per chunk.
  return new Promise<string>((resolve, reject) => {
    const chunks: Buffer[] = [];
    let total = 0;
    body.on('data', (chunk: Buffer) => {
      total += chunk.byteLength;
      if (total > MAX_UPSTREAM_BODY_BYTES) {
        body.destroy();
        res.destroy();
        reject(tooLarge());
        return;
      }
      chunks.push(chunk);
    });
    body.once('end', () => resolve(chunks.length === 1 ? chunks[0].toString('utf8') : Buffer.concat(chunks, total).toString('utf8')));
    body.once('error', reject);
    // A connection closed (or aborted by the timeout) before the end of the body.
    body.once('close', () => reject(new Error('the upstream body ended early')));
  });
}

function headerReader(res: IncomingMessage): UpstreamAnswer['headers'] {
  return {
    get(name) {
      const value = res.headers[name.toLowerCase()];
      return value === undefined ? null : Array.isArray(value) ? value.join(', ') : value;
    },
  };
}

export async function sendUpstreamAttempt(url: URL, init: UpstreamRequestInit, timeoutMs: number): Promise<UpstreamAnswer> {
  const https = url.protocol === 'https:';
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  const headers: Record<string, string> = { ...init.headers };
  if (init.body !== undefined) headers['Content-Length'] = String(Buffer.byteLength(init.body));
  let res: IncomingMessage | undefined;
  try {
    res = await new Promise<IncomingMessage>((resolve, reject) => {
      const req = (https ? httpsRequest : httpRequest)(url, { method: init.method, headers, agent: https ? httpsAgent : httpAgent, signal: controller.signal }, resolve);
      req.once('error', reject);
      req.end(init.body);
    });
    const status = res.statusCode ?? 0;
    if (status >= 300 && status < 400) {
      throw upstreamFailure(502, `the Fleet API answered with a redirect (${status}), which the dashboard does not follow`);
    }
    return { status, headers: headerReader(res), text: await readCapped(res) };
  } catch (error) {
    // A body not read to the end must not go back to the pool half-consumed.
    if (res && !res.complete) res.destroy();
    if (controller.signal.aborted) throw upstreamFailure(504, `the Fleet API did not answer within ${timeoutMs} ms`, { transient: true });
    if (error instanceof Error && error.name === 'FleetApiError') throw error;
    throw upstreamFailure(502, 'the Fleet API could not be reached', { transient: true });
  } finally {
    clearTimeout(timer);
  }
}

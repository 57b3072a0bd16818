import 'server-only';
// One HTTP attempt to the Fleet API, hardened (contract §5): no redirects followed, a
// per-attempt timeout, a body size cap. Returns the status, headers and raw text; deciding
// what they mean is the client's job.
import { upstreamFailure } from './fleet-api-error';

/** Upstream bodies larger than this are refused (502): no page of 500 rows comes near it. */
export const MAX_UPSTREAM_BODY_BYTES = 5 * 1024 * 1024;

export interface UpstreamAnswer {
  status: number;
  headers: Headers;
  text: string;
}

async function readCapped(res: Response): Promise<string> {
  const declared = Number(res.headers.get('content-length') ?? '0');
  if (declared > MAX_UPSTREAM_BODY_BYTES) {
    await res.body?.cancel();
    throw upstreamFailure(502, 'the Fleet API answered with a body larger than the dashboard accepts');
  }
  if (!res.body) return '';
  const reader = res.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > MAX_UPSTREAM_BODY_BYTES) {
      await reader.cancel();
      throw upstreamFailure(502, 'the Fleet API answered with a body larger than the dashboard accepts');
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}

export async function sendUpstreamAttempt(url: URL, init: RequestInit, timeoutMs: number): Promise<UpstreamAnswer> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    const res = await fetch(url, { ...init, redirect: 'manual', cache: 'no-store', signal: controller.signal });
    if (res.status >= 300 && res.status < 400) {
      await res.body?.cancel();
      throw upstreamFailure(502, `the Fleet API answered with a redirect (${res.status}), which the dashboard does not follow`);
    }
    return { status: res.status, headers: res.headers, text: await readCapped(res) };
  } catch (error) {
    if (controller.signal.aborted) throw upstreamFailure(504, `the Fleet API did not answer within ${timeoutMs} ms`, { transient: true });
    if (error instanceof Error && error.name === 'FleetApiError') throw error;
    throw upstreamFailure(502, 'the Fleet API could not be reached', { transient: true });
  } finally {
    clearTimeout(timer);
  }
}

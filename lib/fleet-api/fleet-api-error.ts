import 'server-only';
import type { Problem } from './schemas/common';

/**
 * The one error the upstream client throws. `status` is what the BFF answers with (502/503/504
 * for upstream failures, the upstream's own 4xx otherwise); `problem` is safe to show (never
 * holds the key); `retryAfter` is passed on for 429/503.
 */
export class FleetApiError extends Error {
  override name = 'FleetApiError';
  constructor(
    readonly status: number,
    readonly problem: Problem,
    readonly retryAfter?: string,
    /** A network error, timeout or 502/503/504 answer: a GET may be retried. */
    readonly transient = false,
  ) {
    super(`${problem.title ?? 'Fleet API error'}${problem.detail ? `: ${problem.detail}` : ''}`);
  }
}

export function upstreamFailure(
  status: 502 | 503 | 504,
  detail: string,
  options: { retryAfter?: string; transient?: boolean } = {},
): FleetApiError {
  const title =
    status === 504 ? 'Fleet API timed out' : status === 503 ? 'Fleet API temporarily unavailable' : 'Fleet API failed';
  return new FleetApiError(status, { type: 'about:blank', title, status, detail }, options.retryAfter, options.transient ?? false);
}

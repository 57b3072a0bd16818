// The last requests the simulator received (test hook `GET /__sim/requests`), with
// credentials redacted so tests can see that they were sent but not what they were.
import type { IncomingHttpHeaders } from 'node:http';

export interface LoggedRequest {
  method: string;
  path: string;
  query: string;
  headers: Record<string, string>;
  body: unknown;
  at: string;
}

const REDACTED = ['authorization', 'cookie'];
export const REQUEST_LOG_LIMIT = 500;

export class RequestLog {
  private entries: LoggedRequest[] = [];

  add(method: string, url: URL, headers: IncomingHttpHeaders, body: unknown) {
    const flat: Record<string, string> = {};
    for (const [name, value] of Object.entries(headers)) {
      if (value === undefined) continue;
      flat[name] = REDACTED.includes(name) ? '[redacted]' : Array.isArray(value) ? value.join(', ') : value;
    }
    this.entries.push({
      method,
      path: url.pathname,
      // The deprecated api_key is a credential too: its presence shows, its value does not.
      query: url.search.replace(/^\?/, '').replace(/(^|&)api_key=[^&]*/g, '$1api_key=[redacted]'),
      headers: flat,
      body: body ?? null,
      at: new Date().toISOString(),
    });
    if (this.entries.length > REQUEST_LOG_LIMIT) this.entries.splice(0, this.entries.length - REQUEST_LOG_LIMIT);
  }

  /** The most recent `limit` entries, oldest first. */
  recent(limit: number): LoggedRequest[] {
    return this.entries.slice(Math.max(0, this.entries.length - limit));
  }

  clear() {
    this.entries = [];
  }
}

export const isUnlogged = (path: string) => path.startsWith('/__sim/') || path === '/__sim' || path.startsWith('/media/');

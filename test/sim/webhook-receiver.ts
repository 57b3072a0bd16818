// A local webhook receiver for tests: records every delivery (raw body, headers, arrival time)
// and answers with the status the test chooses per delivery.
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Json } from './sim-client';

export interface ReceivedDelivery {
  headers: IncomingHttpHeaders;
  rawBody: string;
  body: Json;
  /** Arrival time, ms (monotonic). */
  at: number;
}

export interface Receiver {
  url: string;
  deliveries: ReceivedDelivery[];
  /** Resolves once `count` deliveries (matching `filter`) have arrived. */
  waitFor(count: number, filter?: (d: ReceivedDelivery) => boolean): Promise<ReceivedDelivery[]>;
  close(): Promise<void>;
}

/** `statusFor(n)` answers the n-th delivery (1-based). */
export async function startReceiver(statusFor: (n: number) => number = () => 204): Promise<Receiver> {
  const deliveries: ReceivedDelivery[] = [];
  const waiters: (() => void)[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const rawBody = Buffer.concat(chunks).toString('utf8');
      deliveries.push({ headers: req.headers, rawBody, body: JSON.parse(rawBody), at: performance.now() });
      res.writeHead(statusFor(deliveries.length));
      res.end();
      for (const wake of waiters.splice(0)) wake();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`;
  return {
    url,
    deliveries,
    waitFor: (count, filter = () => true) =>
      new Promise((resolve) => {
        const check = () => {
          const matching = deliveries.filter(filter);
          if (matching.length >= count) resolve(matching);
          else waiters.push(check);
        };
        check();
      }),
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

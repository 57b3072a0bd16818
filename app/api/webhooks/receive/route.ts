// The dashboard's own webhook receiver (contract §4.5). No session: the signature is the
// credential. Everything happens in lib/webhooks/receive-delivery.ts. (POST handlers are
// never cached and run in Node.js by default, which node:crypto and better-sqlite3 need.)
import { receiveDelivery } from '@/lib/webhooks/receive-delivery';

export async function POST(req: Request): Promise<Response> {
  return receiveDelivery(req);
}

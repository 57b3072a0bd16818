// How deliveries are signed (contract §4.5): `t=<unix seconds>,v1=<hex HMAC-SHA256(secret, "<t>.<raw body>")>`.
// Node-only (node:crypto); the simulator signs with it and the dashboard's receiver verifies.
import { createHmac } from 'node:crypto';

export function computeSignature(secret: string, timestamp: number, rawBody: Buffer | string): string {
  return createHmac('sha256', secret).update(`${timestamp}.`).update(rawBody).digest('hex');
}

export function signatureHeader(secret: string, timestamp: number, rawBody: Buffer | string): string {
  return `t=${timestamp},v1=${computeSignature(secret, timestamp, rawBody)}`;
}

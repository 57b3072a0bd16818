// Secret rotation at the receiver over real HTTP: with WEBHOOK_SIGNING_SECRET="new,old" both
// secrets verify during the overlap, and a secret that is in neither is refused.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signatureHeader } from '@/lib/fleet-api/webhook-signature';
import { startStack, type Stack } from '../support/stack';

const NEW_SECRET = 'whsec_rotation_new_7c1e';
const OLD_SECRET = 'whsec_rotation_old_2b9f';

let stack: Stack;
beforeAll(async () => {
  stack = await startStack({ env: { WEBHOOK_SIGNING_SECRET: ` ${NEW_SECRET} , ${OLD_SECRET} ` } });
});
afterAll(async () => {
  await stack?.stop();
});

async function deliverSignedWith(secret: string) {
  const eventId = `evt_${randomUUID()}`;
  const body = JSON.stringify({ id: eventId, type: 'truck.updated', createdAt: new Date().toISOString(), data: { truckId: 3 } });
  const res = await fetch(`${stack.dashboard.url}/api/webhooks/receive`, {
    method: 'POST',
    body,
    headers: { 'content-type': 'application/json', 'x-service-signature': signatureHeader(secret, Math.floor(Date.now() / 1000), body) },
  });
  return { status: res.status, body: (await res.json()) as { eventId?: string } };
}

describe('WEBHOOK_SIGNING_SECRET with two secrets (rotation overlap)', () => {
  it('accepts deliveries signed with the new secret and with the old one', async () => {
    const signedNew = await deliverSignedWith(NEW_SECRET);
    expect(signedNew.status).toBe(200);
    const signedOld = await deliverSignedWith(OLD_SECRET);
    expect(signedOld.status).toBe(200);
    expect(signedOld.body.eventId).not.toBe(signedNew.body.eventId);
  });

  it('refuses a secret that is neither, and the unsplit list used as one secret', async () => {
    expect((await deliverSignedWith('whsec_someone_else')).status).toBe(401);
    expect((await deliverSignedWith(`${NEW_SECRET},${OLD_SECRET}`)).status).toBe(401);
  });
});

import 'server-only';
// The receiver's steps, in the order that matters: size cap, signature over the raw bytes,
// only then JSON parsing, then an idempotent store keyed by the event id.
import { webhookDeliverySchema } from '@/lib/fleet-api/schemas/webhooks';
import { NO_STORE, problemResponse } from '@/lib/server/problem';
import { EVENT_ID_HEADER, SIGNATURE_HEADER, SIGNATURE_TOLERANCE_SEC } from '@/lib/fleet-api/constants';
import { recordDelivery } from './delivery-store';
import { BodyTooLargeError, readCappedBody } from '@/lib/server/read-capped-body';
import { headersToStore } from './headers-to-store';
import { receiverSigningSecrets } from './signing-secrets';
import { verifyWebhookSignature } from './verify';

/** Deliveries are small JSON documents; anything bigger is refused before it is buffered. */
export const MAX_DELIVERY_BYTES = 256 * 1024;

export async function receiveDelivery(req: Request): Promise<Response> {
  let rawBody: Buffer;
  try {
    rawBody = await readCappedBody(req, MAX_DELIVERY_BYTES);
  } catch (error) {
    if (error instanceof BodyTooLargeError) {
      return problemResponse(413, 'Payload too large', `A delivery may be at most ${MAX_DELIVERY_BYTES} bytes.`);
    }
    throw error;
  }

  const verdict = verifyWebhookSignature({
    rawBody,
    header: req.headers.get(SIGNATURE_HEADER),
    secrets: await receiverSigningSecrets(),
    now: Math.floor(Date.now() / 1000),
    toleranceSec: SIGNATURE_TOLERANCE_SEC,
  });
  if (!verdict.ok) return problemResponse(401, 'Invalid signature', verdict.reason);

  let json: unknown;
  try {
    json = JSON.parse(rawBody.toString('utf8'));
  } catch {
    return problemResponse(400, 'Bad request', 'The delivery body is not JSON.');
  }
  const parsed = webhookDeliverySchema.safeParse(json);
  if (!parsed.success) {
    const errors = parsed.error.issues.map((i) => ({ param: i.path.join('.') || 'body', message: i.message }));
    return problemResponse(400, 'Bad request', 'The delivery body is not {id, type, createdAt, data}.', { errors });
  }
  const headerEventId = req.headers.get(EVENT_ID_HEADER);
  if (headerEventId && headerEventId !== parsed.data.id) {
    return problemResponse(400, 'Bad request', `${EVENT_ID_HEADER} does not match the body's id.`);
  }

  const { attempts } = await recordDelivery({
    eventId: parsed.data.id,
    eventType: parsed.data.type,
    headers: headersToStore(req.headers),
    payload: rawBody.toString('utf8'),
    receivedAt: new Date(),
  });
  return Response.json(
    { received: true, eventId: parsed.data.id, attempts, duplicate: attempts > 1 },
    { headers: { 'Cache-Control': NO_STORE } },
  );
}

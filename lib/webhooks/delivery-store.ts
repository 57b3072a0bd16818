import 'server-only';
// Stores verified deliveries, one row per event id: a retry of the same event (contract
// §4.5: same id on every attempt) increments `attempts` instead of adding a row.
import { sql } from 'kysely';
import { getDb } from '@/lib/server/db';
import type { WebhookDeliveryRow } from '@/lib/server/db/schema';
import type { Page } from '@/lib/fleet-api/schemas/common';
import type { StoredDelivery } from './dashboard-schemas';

export interface IncomingDelivery {
  eventId: string;
  eventType: string;
  headers: Record<string, string>;
  payload: string;
  receivedAt: Date;
}


export async function recordDelivery(delivery: IncomingDelivery): Promise<{ attempts: number }> {
  const db = await getDb();
  const at = delivery.receivedAt.toISOString();
  // One statement, so two concurrent retries cannot both insert (works on SQLite and PostgreSQL).
  const row = await db
    .insertInto('webhook_deliveries')
    .values({
      event_id: delivery.eventId,
      event_type: delivery.eventType,
      attempts: 1,
      signature_valid: 1,
      received_at: at,
      last_received_at: at,
      headers: JSON.stringify(delivery.headers),
      payload: delivery.payload,
    })
    .onConflict((oc) =>
      oc.column('event_id').doUpdateSet({
        attempts: sql`webhook_deliveries.attempts + 1`,
        last_received_at: at,
        headers: JSON.stringify(delivery.headers),
      }),
    )
    .returning('attempts')
    .executeTakeFirstOrThrow();
  return { attempts: row.attempts };
}

function toStoredDelivery(row: WebhookDeliveryRow): StoredDelivery {
  return {
    id: row.id,
    eventId: row.event_id,
    eventType: row.event_type,
    attempts: row.attempts,
    signatureValid: row.signature_valid === 1,
    receivedAt: row.received_at,
    lastReceivedAt: row.last_received_at,
    headers: JSON.parse(row.headers) as Record<string, string>,
    payload: row.payload,
  };
}

/** Newest first (by last arrival), paged like the Fleet API's envelopes. */
export async function listDeliveries(page: number, size: number): Promise<Page<StoredDelivery>> {
  const db = await getDb();
  const { total } = await db
    .selectFrom('webhook_deliveries')
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .executeTakeFirstOrThrow();
  const rows = await db
    .selectFrom('webhook_deliveries')
    .selectAll()
    .orderBy('last_received_at', 'desc')
    .orderBy('id', 'desc')
    .limit(size)
    .offset(page * size)
    .execute();
  const totalElements = Number(total);
  return {
    content: rows.map(toStoredDelivery),
    page,
    size,
    totalElements,
    totalPages: Math.ceil(totalElements / size),
  };
}

import 'server-only';
// The audit trail of webhook changes made through the dashboard: who, when, what.
import { getDb } from '@/lib/server/db';
import type { WebhookAuditRow } from '@/lib/server/db/schema';
import type { Page } from '@/lib/fleet-api/schemas/common';
import type { AuditChanges } from './subscription-diff';
import type { AuditAction, AuditEntry } from './dashboard-schemas';

export interface NewAuditEntry {
  actor: string;
  action: AuditAction;
  subscriptionId: number | null;
  changes?: AuditChanges;
  detail?: Record<string, unknown>;
}

export async function recordAudit(entry: NewAuditEntry): Promise<void> {
  const db = await getDb();
  await db
    .insertInto('webhook_audit')
    .values({
      at: new Date().toISOString(),
      actor: entry.actor,
      action: entry.action,
      subscription_id: entry.subscriptionId,
      changes: JSON.stringify(entry.changes ?? {}),
      detail: entry.detail ? JSON.stringify(entry.detail) : null,
    })
    .execute();
}

function toAuditEntry(row: WebhookAuditRow): AuditEntry {
  return {
    id: row.id,
    at: row.at,
    actor: row.actor,
    action: row.action,
    subscriptionId: row.subscription_id,
    changes: JSON.parse(row.changes) as AuditChanges,
    detail: row.detail ? (JSON.parse(row.detail) as Record<string, unknown>) : null,
  };
}

/** Newest first. */
export async function listAudit(page: number, size: number): Promise<Page<AuditEntry>> {
  const db = await getDb();
  const { total } = await db
    .selectFrom('webhook_audit')
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .executeTakeFirstOrThrow();
  const rows = await db
    .selectFrom('webhook_audit')
    .selectAll()
    .orderBy('id', 'desc')
    .limit(size)
    .offset(page * size)
    .execute();
  const totalElements = Number(total);
  return { content: rows.map(toAuditEntry), page, size, totalElements, totalPages: Math.ceil(totalElements / size) };
}

// Row types of the dashboard's own database (Kysely's typed view of the tables the
// migrations create). Timestamps are ISO-8601 strings and booleans 0/1 so that the same
// rows fit SQLite and PostgreSQL.
import type { ColumnType, Generated, Selectable } from 'kysely';
import type { AuditAction } from '@/lib/webhooks/dashboard-schemas';

export interface WebhookDeliveriesTable {
  id: Generated<number>;
  event_id: string;
  event_type: string;
  /** How many times this event id arrived (retries of one event share the row). */
  attempts: number;
  signature_valid: number;
  received_at: string;
  last_received_at: string;
  /** JSON object of the request headers, with credentials and signatures redacted. */
  headers: string;
  /** The raw body as received. */
  payload: string;
}

export interface WebhookAuditTable {
  id: Generated<number>;
  at: string;
  actor: string;
  action: AuditAction;
  subscription_id: number | null;
  /** JSON `{field: {before, after}}`; never holds a secret. */
  changes: string;
  /** JSON of extra facts (e.g. a test's outcome), or null. */
  detail: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface ReceiverSecretsTable {
  subscription_id: number;
  secret: string;
  created_at: string;
}

export interface RevokedSessionsTable {
  /** The session's id (`sid` claim, set at sign-in and kept across renewals). */
  sid: string;
  username: string;
  revoked_at: string;
  /** Unix seconds when the session would have ended anyway; the row can go after that. */
  expires_at: ColumnType<number, number, number>;
}

export interface DashboardDatabase {
  webhook_deliveries: WebhookDeliveriesTable;
  webhook_audit: WebhookAuditTable;
  receiver_secrets: ReceiverSecretsTable;
  revoked_sessions: RevokedSessionsTable;
}

export type WebhookDeliveryRow = Selectable<WebhookDeliveriesTable>;
export type WebhookAuditRow = Selectable<WebhookAuditTable>;

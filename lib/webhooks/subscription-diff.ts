// What an audit entry says changed: the subscription's fields before → after. The secret
// is not among the fields, so it can never reach the audit trail. Pure; used by the BFF.
export const AUDITED_FIELDS = ['url', 'description', 'eventTypes', 'active'] as const;
export type AuditedField = (typeof AUDITED_FIELDS)[number];

export type FieldChange = { before: unknown; after: unknown };
export type AuditChanges = Partial<Record<AuditedField, FieldChange>>;

type SubscriptionLike = Partial<Record<AuditedField, unknown>> | null | undefined;

function normalise(value: unknown): unknown {
  return value === undefined ? null : value;
}

/** Fields whose value differs between `before` and `after` (either may be null: create/delete). */
export function diffSubscription(before: SubscriptionLike, after: SubscriptionLike): AuditChanges {
  const changes: AuditChanges = {};
  for (const field of AUDITED_FIELDS) {
    const from = normalise(before?.[field]);
    const to = normalise(after?.[field]);
    if (JSON.stringify(from) !== JSON.stringify(to)) changes[field] = { before: from, after: to };
  }
  return changes;
}

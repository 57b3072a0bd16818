// Which of a subscription's editable fields differ between two versions. The audit trail
// records these (before → after; the secret is not among the fields, so it never gets
// there) and the edit form sends exactly these in its PATCH. Pure and isomorphic.
export const SUBSCRIPTION_FIELDS = ['url', 'description', 'eventTypes', 'active'] as const;
export type SubscriptionField = (typeof SUBSCRIPTION_FIELDS)[number];

export type FieldChange = { before: unknown; after: unknown };
export type AuditChanges = Partial<Record<SubscriptionField, FieldChange>>;

type SubscriptionLike = Partial<Record<SubscriptionField, unknown>> | null | undefined;

/** Absent and empty mean the same; event types are a set (order is not a change). */
function comparable(value: unknown): string {
  if (value === undefined || value === null || value === '') return 'null';
  if (Array.isArray(value)) return JSON.stringify([...value].map(String).sort());
  return JSON.stringify(value);
}

/** Fields whose value differs between `before` and `after` (either may be null: create/delete). */
export function diffSubscription(before: SubscriptionLike, after: SubscriptionLike): AuditChanges {
  const changes: AuditChanges = {};
  for (const field of SUBSCRIPTION_FIELDS) {
    if (comparable(before?.[field]) !== comparable(after?.[field])) {
      changes[field] = { before: before?.[field] ?? null, after: after?.[field] ?? null };
    }
  }
  return changes;
}

// Webhook subscriptions (contract §4.4) through the BFF, plus the dashboard's own receiver
// log and audit trail: query keys, queryOptions factories, hooks and mutations.
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { bffFetch, isPage, isRecord, isStringList } from '@/lib/client/api';
import { WEBHOOK_EVENT_TYPES } from '@/lib/fleet-api/event-types';
import type {
  CreateSubscriptionBody,
  Subscription,
  UpdateSubscriptionBody,
  WebhookTestResult,
} from '@/lib/fleet-api/schemas/webhooks';
import type { AuditEntry, StoredDelivery } from '@/lib/webhooks/dashboard-schemas';

export const WEBHOOKS_PATH = '/api/fleet/webhooks';
export const EVENT_TYPES_PATH = '/api/fleet/webhooks/event-types';
export const RECEIVED_PATH = '/api/webhooks/received';
export const AUDIT_PATH = '/api/webhooks/audit';
/** The received-deliveries page polls at this interval ("live"). */
export const RECEIVED_POLL_MS = 2000;

export interface PageParams {
  page: number; // zero-based, as the API counts
  size: number;
}

export const webhookKeys = {
  all: ['webhooks'] as const,
  subscriptions: (params: URLSearchParams) => [...webhookKeys.all, 'subscriptions', params.toString()] as const,
  eventTypes: () => [...webhookKeys.all, 'event-types'] as const,
  received: (params: PageParams) => [...webhookKeys.all, 'received', params] as const,
  audit: (params: PageParams) => [...webhookKeys.all, 'audit', params] as const,
};

const pageQuery = ({ page, size }: PageParams) => new URLSearchParams({ page: String(page), size: String(size) });

/** One page of subscriptions for a validated collection query (`listParams('webhooks', …)`). */
export function subscriptionsQueryOptions(params: URLSearchParams) {
  return queryOptions({
    queryKey: webhookKeys.subscriptions(params),
    queryFn: ({ signal }) => bffFetch(WEBHOOKS_PATH, { query: params, shape: isPage<Subscription>, signal }),
    placeholderData: keepPreviousData,
  });
}
export const useSubscriptions = (params: URLSearchParams) => useQuery(subscriptionsQueryOptions(params));

export function eventTypesQueryOptions() {
  return queryOptions({
    queryKey: webhookKeys.eventTypes(),
    queryFn: ({ signal }) => bffFetch(EVENT_TYPES_PATH, { shape: isStringList, signal }),
    staleTime: 10 * 60_000,
  });
}
/** The catalog, or the contract's own list while it loads or if it fails (the form stays usable). */
export function useEventTypeCatalog(): { types: readonly string[]; isFallback: boolean } {
  const query = useQuery(eventTypesQueryOptions());
  return query.data?.length ? { types: query.data, isFallback: false } : { types: WEBHOOK_EVENT_TYPES, isFallback: true };
}

export function receivedDeliveriesQueryOptions(params: PageParams) {
  return queryOptions({
    queryKey: webhookKeys.received(params),
    queryFn: ({ signal }) => bffFetch(RECEIVED_PATH, { query: pageQuery(params), shape: isPage<StoredDelivery>, signal }),
    refetchInterval: RECEIVED_POLL_MS,
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
}
export const useReceivedDeliveries = (params: PageParams) => useQuery(receivedDeliveriesQueryOptions(params));

export function auditQueryOptions(params: PageParams) {
  return queryOptions({
    queryKey: webhookKeys.audit(params),
    queryFn: ({ signal }) => bffFetch(AUDIT_PATH, { query: pageQuery(params), shape: isPage<AuditEntry>, signal }),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
}
export const useWebhookAudit = (params: PageParams) => useQuery(auditQueryOptions(params));

/** Every change shows up in the table and in the audit trail. */
function useInvalidateWebhooks() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: webhookKeys.all });
}

export function useCreateSubscription() {
  const invalidate = useInvalidateWebhooks();
  return useMutation({
    mutationFn: (body: CreateSubscriptionBody) =>
      bffFetch(WEBHOOKS_PATH, { method: 'POST', body, shape: isRecord<Subscription> }),
    onSuccess: invalidate,
  });
}

export function useUpdateSubscription() {
  const invalidate = useInvalidateWebhooks();
  return useMutation({
    mutationFn: ({ id, patch }: { id: number; patch: UpdateSubscriptionBody }) =>
      bffFetch(`${WEBHOOKS_PATH}/${id}`, { method: 'PATCH', body: patch, shape: isRecord<Subscription> }),
    onSuccess: invalidate,
  });
}

export function useDeleteSubscription() {
  const invalidate = useInvalidateWebhooks();
  return useMutation({
    mutationFn: (id: number) => bffFetch(`${WEBHOOKS_PATH}/${id}`, { method: 'DELETE' }),
    onSuccess: invalidate,
  });
}

export function useTestSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      bffFetch(`${WEBHOOKS_PATH}/${id}/test`, { method: 'POST', body: {}, shape: isRecord<WebhookTestResult> }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: [...webhookKeys.all] }),
  });
}

// Fixed numbers of the Fleet API contract (contract.md §3, §4.1, §4.5).
export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 500;

/** The `api_key` query parameter stops working at this instant (spec §5.2). */
export const API_KEY_QUERY_SUNSET = new Date('2026-12-01T00:00:00Z');
export const API_KEY_QUERY_SUNSET_HTTP = 'Tue, 01 Dec 2026 00:00:00 GMT';

export const SIGNATURE_HEADER = 'x-service-signature';
export const EVENT_ID_HEADER = 'x-service-event-id';
export const EVENT_TYPE_HEADER = 'x-service-event-type';
export const DELIVERY_ATTEMPT_HEADER = 'x-service-delivery-attempt';
/** A receiver refuses signatures whose timestamp is further than this from its clock. */
export const SIGNATURE_TOLERANCE_SEC = 300;
export const WEBHOOK_MAX_ATTEMPTS = 3;

/** EV trucks below this charge level are listed as low (fleet summary `ev.lowCharge`). */
export const LOW_CHARGE_PERCENT = 20;
/** Default window of driver scores and safety reports when `from`/`to` are absent. */
export const DEFAULT_RANGE_DAYS = 30;

/** Defaults of the embedded simulator (contract §2). */
export const SIM_DEFAULTS = {
  port: 4010,
  apiKey: 'sim-dev-key',
  seed: 42,
  trucks: 200,
  drivers: 260,
  events: 20000,
  /** Secret of the seeded demo subscription; the dashboard's receiver verifies with it in demo mode. */
  demoWebhookSecret: 'whsec_demo_3f9a1c7e5b2d4068a1c3e5f7b9d1f2a4',
  webhookBackoffMs: 1000,
  webhookTimeoutMs: 5000,
} as const;

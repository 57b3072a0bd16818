// Webhook deliveries (contract §4.5): POST the raw JSON bytes, signed; 3 attempts in all,
// waiting base then 2×base between them; success = any 2xx within the timeout. The same
// event id goes with every attempt so receivers can de-duplicate.
import {
  DELIVERY_ATTEMPT_HEADER,
  EVENT_ID_HEADER,
  EVENT_TYPE_HEADER,
  SIGNATURE_HEADER,
  WEBHOOK_MAX_ATTEMPTS,
} from '../../lib/fleet-api/constants';
import { signatureHeader } from '../../lib/fleet-api/webhook-signature';

export interface WebhookEvent {
  id: string;
  type: string;
  createdAt: string;
  data: unknown;
}

export interface DeliveryTarget {
  url: string;
  secret: string;
}

export interface AttemptResult {
  eventId: string;
  delivered: boolean;
  attempt: number;
  responseStatus: number | null;
  error: string | null;
}

export interface DeliveryEngineOptions {
  backoffMs: number;
  timeoutMs: number;
  quiet?: boolean;
}

export class DeliveryEngine {
  private closed = false;
  private readonly timers = new Set<NodeJS.Timeout>();
  private readonly inFlight = new Set<AbortController>();

  constructor(private readonly options: DeliveryEngineOptions) {}

  /** Resolves with the first attempt's outcome; retries continue in the background. */
  deliver(target: DeliveryTarget, event: WebhookEvent): Promise<AttemptResult> {
    const rawBody = JSON.stringify(event); // sent and signed as exactly these bytes
    return new Promise((resolveFirst) => {
      const run = async (attempt: number) => {
        const result = await this.attempt(target, event, rawBody, attempt);
        if (attempt === 1) resolveFirst(result);
        if (result.delivered || attempt >= WEBHOOK_MAX_ATTEMPTS || this.closed) {
          if (!result.delivered) this.log(`gave up on ${event.type} ${event.id} to ${target.url}: ${result.error}`);
          return;
        }
        const wait = this.options.backoffMs * 2 ** (attempt - 1);
        const timer = setTimeout(() => {
          this.timers.delete(timer);
          void run(attempt + 1);
        }, wait);
        this.timers.add(timer);
      };
      void run(1);
    });
  }

  private async attempt(target: DeliveryTarget, event: WebhookEvent, rawBody: string, attempt: number): Promise<AttemptResult> {
    const controller = new AbortController();
    this.inFlight.add(controller);
    const timer = setTimeout(() => controller.abort(new Error(`no answer within ${this.options.timeoutMs} ms`)), this.options.timeoutMs);
    const base = { eventId: event.id, attempt };
    try {
      const timestamp = Math.floor(Date.now() / 1000); // real clock: receivers compare with theirs
      const response = await fetch(target.url, {
        method: 'POST',
        body: rawBody,
        redirect: 'manual',
        signal: controller.signal,
        headers: {
          'Content-Type': 'application/json',
          'User-Agent': 'fleet-api-simulator',
          [EVENT_ID_HEADER]: event.id,
          [EVENT_TYPE_HEADER]: event.type,
          [DELIVERY_ATTEMPT_HEADER]: String(attempt),
          [SIGNATURE_HEADER]: signatureHeader(target.secret, timestamp, rawBody),
        },
      });
      await response.arrayBuffer().catch(() => undefined); // read fully so the socket is reused
      const delivered = response.status >= 200 && response.status < 300;
      return { ...base, delivered, responseStatus: response.status, error: delivered ? null : `receiver answered ${response.status}` };
    } catch (error) {
      const reason = controller.signal.aborted ? (controller.signal.reason as Error) : (error as Error);
      const cause = (reason as { cause?: { code?: string } }).cause?.code;
      return { ...base, delivered: false, responseStatus: null, error: cause ? `${reason.message} (${cause})` : reason.message };
    } finally {
      clearTimeout(timer);
      this.inFlight.delete(controller);
    }
  }

  private log(message: string) {
    if (!this.options.quiet) console.warn(`[sim webhooks] ${message}`);
  }

  /** Stops pending retries and aborts deliveries in flight. */
  close() {
    this.closed = true;
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
    for (const controller of this.inFlight) controller.abort(new Error('simulator closed'));
  }
}

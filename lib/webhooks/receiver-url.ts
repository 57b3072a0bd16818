// Where this dashboard's own receiver listens; shared by the BFF (which keeps the secrets of
// subscriptions pointing here) and the subscription form (which warns about them).
export const RECEIVER_PATH = '/api/webhooks/receive';

/** True for any URL whose path is this dashboard's receiver (host names vary: localhost, proxies). */
export function isReceiverUrl(url: string): boolean {
  try {
    return new URL(url).pathname.replace(/\/+$/, '') === RECEIVER_PATH;
  } catch {
    return false;
  }
}

// What a stored delivery keeps of the request headers.
import { describe, expect, it } from 'vitest';
import { headersToStore } from '@/lib/webhooks/headers-to-store';

describe('headersToStore', () => {
  const stored = headersToStore(
    new Headers({
      'content-type': 'application/json',
      'user-agent': 'fleet-api-simulator',
      'x-service-event-id': 'evt_1',
      'x-service-signature': 't=1,v1=abc',
      authorization: 'Bearer secret-token',
      'proxy-authorization': 'Basic abc',
      cookie: 'session=1',
      'x-api-key': 'k',
      'x-webhook-secret': 's',
      'x-nonce': 'n0nce',
      'content-security-policy': "default-src 'self'",
      'x-forwarded-for': '127.0.0.1',
      'x-dashboard-path': '/api/webhooks/receive',
    }),
  );

  it('keeps what the sender sent', () => {
    expect(stored).toMatchObject({ 'content-type': 'application/json', 'user-agent': 'fleet-api-simulator', 'x-service-event-id': 'evt_1' });
  });

  it('redacts credentials, cookies, secrets and signatures', () => {
    for (const name of ['x-service-signature', 'authorization', 'proxy-authorization', 'cookie', 'x-api-key', 'x-webhook-secret']) {
      expect(stored[name], name).toBe('[redacted]');
    }
  });

  it('drops headers added on the way in', () => {
    for (const name of ['x-nonce', 'content-security-policy', 'x-forwarded-for', 'x-dashboard-path']) expect(stored).not.toHaveProperty(name);
  });
});

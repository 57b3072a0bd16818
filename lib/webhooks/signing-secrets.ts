import 'server-only';
// Every secret the receiver accepts: the configured WEBHOOK_SIGNING_SECRET (comma-separated,
// so an old and a new secret overlap during rotation) plus the captured secrets of
// subscriptions created to this receiver (see receiver-secrets.ts).
import { getServerConfig } from '@/lib/server/config';
import { listReceiverSecrets } from './receiver-secrets';

export function configuredSigningSecrets(): string[] {
  return getServerConfig()
    .webhookSigningSecret.split(',')
    .map((s) => s.trim())
    .filter(Boolean);
}

export async function receiverSigningSecrets(): Promise<string[]> {
  return [...new Set([...configuredSigningSecrets(), ...(await listReceiverSecrets())])];
}

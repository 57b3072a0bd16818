import 'server-only';
// Secrets of subscriptions that deliver to this dashboard's own receiver. The Fleet API
// shows a subscription's secret in full only in the create response (contract §4.4), so
// the BFF keeps it here at that moment; without it, a subscription an admin creates to
// this receiver would sign with a secret the receiver has never seen, and every delivery
// would be refused.
import { getDb } from '@/lib/server/db';

export async function rememberReceiverSecret(subscriptionId: number, secret: string): Promise<void> {
  const db = await getDb();
  await db
    .insertInto('receiver_secrets')
    .values({ subscription_id: subscriptionId, secret, created_at: new Date().toISOString() })
    .onConflict((oc) => oc.column('subscription_id').doUpdateSet({ secret }))
    .execute();
}

export async function forgetReceiverSecret(subscriptionId: number): Promise<void> {
  const db = await getDb();
  await db.deleteFrom('receiver_secrets').where('subscription_id', '=', subscriptionId).execute();
}

export async function listReceiverSecrets(): Promise<string[]> {
  const db = await getDb();
  const rows = await db.selectFrom('receiver_secrets').select('secret').execute();
  return rows.map((r) => r.secret);
}

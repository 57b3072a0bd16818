import type { Metadata } from 'next';
import { Suspense } from 'react';
import { WebhooksView } from '@/components/webhooks/webhooks-view';
import { requirePagePermission } from '@/lib/auth/session';

export const metadata: Metadata = { title: 'Webhooks' };

export default async function WebhooksPage() {
  await requirePagePermission('manageWebhooks');
  // The table keeps its state in the URL (nuqs), read on the client.
  return (
    <Suspense>
      <WebhooksView />
    </Suspense>
  );
}

import { ArrowLeft } from 'lucide-react';
import type { Metadata } from 'next';
import Link from 'next/link';
import { PageHeader } from '@/components/ui/page-header';
import { ReceivedDeliveries } from '@/components/webhooks/received-deliveries';
import { requirePagePermission } from '@/lib/auth/session';

export const metadata: Metadata = { title: 'Received deliveries' };

export default async function ReceivedDeliveriesPage() {
  await requirePagePermission('manageWebhooks');
  return (
    <div className="flex flex-col gap-4">
      <Link href="/webhooks" className="inline-flex w-fit items-center gap-1 text-sm text-brand-700 hover:underline">
        <ArrowLeft aria-hidden className="h-4 w-4" />
        Webhooks
      </Link>
      <PageHeader title="Received deliveries" description="Webhook deliveries this dashboard received and verified." />
      <ReceivedDeliveries />
    </div>
  );
}

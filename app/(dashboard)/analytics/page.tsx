import type { Metadata } from 'next';
import { Suspense } from 'react';
import { AnalyticsView } from '@/components/analytics/analytics-view';
import { PageHeader } from '@/components/ui/page-header';
import { requirePagePermission } from '@/lib/auth/session';

export const metadata: Metadata = { title: 'Analytics' };

export default async function AnalyticsPage() {
  await requirePagePermission('readSafety');
  return (
    <>
      <PageHeader title="Safety analytics" description="The safety report by tag, type, driver or truck, and the daily trend." />
      <Suspense>
        <AnalyticsView />
      </Suspense>
    </>
  );
}

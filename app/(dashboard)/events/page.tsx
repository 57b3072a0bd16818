import type { Metadata } from 'next';
import { Suspense } from 'react';
import { EventsView } from '@/components/events/events-view';
import { PageHeader } from '@/components/ui/page-header';
import { requirePagePermission } from '@/lib/auth/session';

export const metadata: Metadata = { title: 'Events' };

export default async function EventsPage() {
  await requirePagePermission('readSafety');
  return (
    <>
      <PageHeader title="DMS events" description="Driver-monitoring events, newest first. Open one to watch its video; j/k move to the next/previous." />
      <Suspense>
        <EventsView />
      </Suspense>
    </>
  );
}

import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { Suspense } from 'react';
import { DriverScoreView } from '@/components/scores/driver-score-view';
import { PageHeader } from '@/components/ui/page-header';
import { requirePagePermission } from '@/lib/auth/session';

export const metadata: Metadata = { title: 'Driver score' };

export default async function DriverScorePage({ params }: { params: Promise<{ driverId: string }> }) {
  await requirePagePermission('readSafety');
  const { driverId } = await params;
  if (!/^[1-9]\d{0,14}$/.test(driverId)) notFound();
  return (
    <>
      <p className="mb-1 text-sm">
        <Link href="/scores" className="text-brand-700 hover:underline">← Driver scores</Link>
      </p>
      <PageHeader title={`Driver #${driverId}`} description="Scores and events in the chosen range." />
      <Suspense>
        <DriverScoreView driverId={Number(driverId)} />
      </Suspense>
    </>
  );
}

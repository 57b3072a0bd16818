import type { Metadata } from 'next';
import { Suspense } from 'react';
import { ScoresView } from '@/components/scores/scores-view';
import { PageHeader } from '@/components/ui/page-header';
import { requirePagePermission } from '@/lib/auth/session';

export const metadata: Metadata = { title: 'Driver scores' };

export default async function ScoresPage() {
  await requirePagePermission('readSafety');
  return (
    <>
      <PageHeader title="Driver scores" description="Who drives safely and who needs coaching; worst distraction first." />
      <Suspense>
        <ScoresView />
      </Suspense>
    </>
  );
}

'use client';

import Link from 'next/link';
import { Card } from '@/components/ui/card';
import { ErrorState } from '@/components/ui/error-state';
import { formatDateTime, formatNumber, utcTitle } from '@/lib/format';
import { useFleetSummary } from '@/lib/queries/fleet-summary';
import { EvSection } from './ev-section';
import { StatCard } from './stat-card';

/** The fleet summary: KPI cards for everyone, safety numbers only for roles that may read safety data. */
export function OverviewView({ canReadSafety }: { canReadSafety: boolean }) {
  const summary = useFleetSummary();
  const s = summary.data;
  if (summary.isError) {
    return (
      <Card>
        <ErrorState error={summary.error} onRetry={() => summary.refetch()} />
      </Card>
    );
  }
  const n = (v: number | null | undefined) => (s ? formatNumber(v ?? null, 0) : undefined);

  return (
    <div className="space-y-6">
      <section aria-label="Fleet" className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <StatCard label="Trucks" value={n(s?.trucks?.total)} testId="kpi-trucks" hint={<Link href="/trucks" className="text-brand-700 hover:underline">View trucks</Link>} />
        <StatCard
          label="Drivers assigned / total"
          value={s ? `${formatNumber(s.drivers?.assigned ?? null, 0)} / ${formatNumber(s.drivers?.total ?? null, 0)}` : undefined}
          testId="kpi-drivers"
          hint={<Link href="/drivers" className="text-brand-700 hover:underline">View drivers</Link>}
        />
        {canReadSafety && (
          <>
            <StatCard label="Events, last 7 days" value={n(s?.safety?.eventsLast7Days)} testId="kpi-events-7d" hint={<Link href="/events" className="text-brand-700 hover:underline">Review events</Link>} />
            <StatCard
              label="Average overall score"
              value={s ? formatNumber(s.safety?.avgOverallScore ?? null, 1) : undefined}
              testId="kpi-avg-score"
              hint={<Link href="/scores" className="text-brand-700 hover:underline">Driver scores</Link>}
            />
          </>
        )}
      </section>
      <EvSection ev={s?.ev} />
      {s?.generatedAt && (
        <p className="text-xs text-slate-500">
          Summary generated <time dateTime={s.generatedAt} title={utcTitle(s.generatedAt)}>{formatDateTime(s.generatedAt)}</time>
        </p>
      )}
    </div>
  );
}

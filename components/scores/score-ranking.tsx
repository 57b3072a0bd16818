'use client';

import Link from 'next/link';
import { Card, CardHeader } from '@/components/ui/card';
import { ErrorState } from '@/components/ui/error-state';
import { Skeleton } from '@/components/ui/skeleton';
import type { DayRange } from '@/lib/client/date-range';
import { useScoreRanking } from '@/lib/queries/driver-scores';
import { ScoreBand } from './score-band';

/** Top five (leaderboard) or bottom five (needs coaching) drivers of the range by overall score. */
export function ScoreRanking({ range, order }: { range: DayRange; order: 'best' | 'worst' }) {
  const ranking = useScoreRanking(range, order);
  const title = order === 'best' ? 'Leaderboard' : 'Needs coaching';
  const description = order === 'best' ? 'Highest overall scores' : 'Lowest overall scores';
  return (
    <Card>
      <CardHeader title={title} description={description} />
      {ranking.isError ? (
        <ErrorState error={ranking.error} onRetry={() => ranking.refetch()} compact />
      ) : !ranking.data ? (
        <div className="space-y-2 p-4">
          {Array.from({ length: 5 }, (_, i) => (
            <Skeleton key={i} className="h-6 w-full" />
          ))}
        </div>
      ) : ranking.data.content.length === 0 ? (
        <p className="p-4 text-sm text-slate-500">No scores in this range.</p>
      ) : (
        <ol className="divide-y divide-slate-100" aria-label={title}>
          {ranking.data.content.map((row, i) => (
            <li key={row.driverId ?? i} className="flex items-center justify-between gap-3 px-4 py-2 text-sm">
              <span className="flex min-w-0 items-center gap-2">
                <span className="w-4 shrink-0 text-right text-slate-500 tabular-nums">{i + 1}.</span>
                {row.driverId ? (
                  <Link href={`/scores/${row.driverId}?from=${range.from}&to=${range.to}`} className="truncate font-medium text-brand-700 hover:underline">
                    {row.driverName ?? `Driver ${row.driverId}`}
                  </Link>
                ) : (
                  <span className="truncate">{row.driverName ?? '—'}</span>
                )}
              </span>
              <ScoreBand score={row.overallScore} />
            </li>
          ))}
        </ol>
      )}
    </Card>
  );
}

'use client';

import { useMemo } from 'react';
import { DataTable } from '@/components/data-table/data-table';
import { useTableUrlState } from '@/components/data-table/use-table-url-state';
import { DateRangePicker } from '@/components/ui/date-range-picker';
import type { DriverScore } from '@/lib/fleet-api/schemas/safety';
import { DEFAULT_SCORE_SORT, driverScoreListParams, useDriverScores } from '@/lib/queries/driver-scores';
import { driverScoreHref, scoreColumns } from './score-columns';
import { ScoreRanking } from './score-ranking';
import { useRangeState } from './use-range-state';

/** Driver scores for a range: leaderboard, needs-coaching list, and the full sortable table. */
export function ScoresView() {
  const [range, setRange] = useRangeState();
  const [query, setQuery] = useTableUrlState('driverScores');
  const params = useMemo(() => driverScoreListParams(query, range), [query, range]);
  const scores = useDriverScores(params);
  const columns = useMemo(() => scoreColumns(range), [range]);

  return (
    <div className="space-y-4">
      <DateRangePicker
        value={range}
        onChange={(next) => {
          setRange(next);
          if (query.page) setQuery({ ...query, page: 0 });
        }}
      />
      <div className="grid gap-4 md:grid-cols-2">
        <ScoreRanking range={range} order="best" />
        <ScoreRanking range={range} order="worst" />
      </div>
      <p className="text-sm text-slate-600">
        Scores run 0–100, higher is safer: <strong>Good</strong> 85 and up, <strong>Watch</strong> 70–84, <strong>Coach</strong> below 70.
      </p>
      <DataTable<DriverScore>
        resource="driverScores"
        label="Driver scores"
        columns={columns}
        data={scores.data}
        query={query}
        defaultSort={DEFAULT_SCORE_SORT}
        onQueryChange={(next) => setQuery(next)}
        isFetching={scores.isFetching}
        isPlaceholderData={scores.isPlaceholderData}
        error={scores.error}
        onRetry={() => void scores.refetch()}
        getRowId={(s, i) => String(s.driverId ?? `row-${i}`)}
        rowHref={(s) => (s.driverId ? driverScoreHref(s.driverId, range) : undefined)}
        emptyMessage="No driver scores in this range."
      />
    </div>
  );
}

'use client';

import { ChartCard } from '@/components/charts/chart-card';
import { DateRangePicker } from '@/components/ui/date-range-picker';
import { ErrorState } from '@/components/ui/error-state';
import { Segmented } from '@/components/ui/segmented';
import { Skeleton } from '@/components/ui/skeleton';
import { Card } from '@/components/ui/card';
import { formatDayRange, todayUtc } from '@/lib/client/date-range';
import { formatNumber } from '@/lib/format';
import { useSafetyReport } from '@/lib/queries/analytics';
import { DistractionChart } from './distraction-chart';
import { GroupTypeChart } from './group-type-chart';
import { GROUP_LABELS, byDistraction, distractionColumns, groupColumns, groupRows, trendRows, TREND_COLUMNS, type Grouping } from './report-rows';
import { TrendChart } from './trend-chart';
import { useAnalyticsState } from './use-analytics-state';

/** Bars drawn per chart; the data table and CSV always hold every group. */
const CHART_GROUP_LIMIT = 15;

export function AnalyticsView() {
  const { range, grouping, setRange, setGrouping } = useAnalyticsState();
  const report = useSafetyReport({ ...range, groupBy: grouping });
  const trend = useSafetyReport({ ...range, groupBy: 'day' });
  const rows = groupRows(report.data, grouping);
  const charted = rows.slice(0, CHART_GROUP_LIMIT);
  const distractionRows = byDistraction(rows);
  const label = GROUP_LABELS[grouping].toLowerCase();
  const shown = rows.length > CHART_GROUP_LIMIT ? ` The chart shows the ${CHART_GROUP_LIMIT} largest of ${rows.length}; the table lists all.` : '';
  const slug = `${range.from}_${range.to}`;

  return (
    <div className="space-y-4">
      <div className="flex flex-col gap-3 lg:flex-row lg:items-start lg:justify-between">
        <DateRangePicker value={range} onChange={setRange} />
        <Segmented<Grouping>
          label="Group by"
          value={grouping}
          onChange={setGrouping}
          options={(Object.keys(GROUP_LABELS) as Grouping[]).map((g) => ({ value: g, label: GROUP_LABELS[g] }))}
        />
      </div>

      <Card className="flex flex-wrap items-baseline gap-x-2 px-4 py-3">
        <span className="text-sm text-slate-600">Events {formatDayRange(range)}:</span>
        <span className="text-2xl font-semibold tabular-nums" data-testid="report-total">
          {report.data ? formatNumber(report.data.totals?.eventCount ?? null, 0) : '…'}
        </span>
      </Card>

      {report.isError ? (
        <Card>
          <ErrorState error={report.error} onRetry={() => report.refetch()} />
        </Card>
      ) : !report.data ? (
        <Skeleton className="h-80 w-full" />
      ) : (
        <div className="grid gap-4 xl:grid-cols-2">
          <ChartCard
            title={`Events per ${label}, by type`}
            description={formatDayRange(range)}
            note={
              grouping === 'tag'
                ? `An event with several tags counts once in each of its tags, so the bars can add up to more than the ${formatNumber(report.data.totals?.eventCount ?? null, 0)} events in total.${shown}`
                : shown.trim() || undefined
            }
            columns={groupColumns(grouping)}
            rows={rows}
            filename={`events-per-${grouping}_${slug}.csv`}
          >
            {rows.length ? <GroupTypeChart rows={charted} /> : <p className="py-8 text-center text-sm text-slate-500">No events in this range.</p>}
          </ChartCard>
          <ChartCard
            title={`Average distraction score per ${label}`}
            description="0–100, higher is safer; lowest first"
            note={rows.length > CHART_GROUP_LIMIT ? `The chart shows the ${CHART_GROUP_LIMIT} lowest of ${rows.length}; the table lists all.` : undefined}
            columns={distractionColumns(grouping)}
            rows={distractionRows}
            filename={`distraction-per-${grouping}_${slug}.csv`}
          >
            {rows.length ? <DistractionChart rows={distractionRows.slice(0, CHART_GROUP_LIMIT)} /> : <p className="py-8 text-center text-sm text-slate-500">No events in this range.</p>}
          </ChartCard>
        </div>
      )}

      {trend.isError ? (
        <Card>
          <ErrorState error={trend.error} onRetry={() => trend.refetch()} />
        </Card>
      ) : !trend.data ? (
        <Skeleton className="h-72 w-full" />
      ) : (
        <ChartCard
          title="Daily trend"
          description={range.to >= todayUtc() ? 'Events per UTC day; today is still counting' : 'Events per UTC day'}
          columns={TREND_COLUMNS}
          rows={trendRows(trend.data, range)}
          filename={`daily-trend_${slug}.csv`}
        >
          <TrendChart rows={trendRows(trend.data, range)} />
        </ChartCard>
      )}
    </div>
  );
}

// The safety report (contract §4.8) through the BFF. `from` and `to` are inclusive UTC days
// and are sent unchanged: the report itself counts the end day whole.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { bffFetch, isRecord } from '@/lib/client/api';
import type { DayRange } from '@/lib/client/date-range';
import type { ReportGroupBy } from '@/lib/fleet-api/enums';
import type { SafetyReport } from '@/lib/fleet-api/schemas/safety';

const SAFETY_REPORT_PATH = '/api/fleet/analytics/safety-report';

export interface SafetyReportParams extends DayRange {
  groupBy: ReportGroupBy;
}

export function safetyReportSearchParams({ from, to, groupBy }: SafetyReportParams): URLSearchParams {
  return new URLSearchParams({ from, to, groupBy });
}

export function safetyReportQueryOptions(params: SafetyReportParams) {
  return queryOptions({
    queryKey: ['safety-report', params] as const,
    queryFn: ({ signal }) =>
      bffFetch(SAFETY_REPORT_PATH, {
        query: safetyReportSearchParams(params),
        shape: isRecord<SafetyReport>,
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

export function useSafetyReport(params: SafetyReportParams) {
  return useQuery(safetyReportQueryOptions(params));
}

'use client';

import { parseAsStringLiteral, useQueryStates } from 'nuqs';
import { useMemo } from 'react';
import { lastDays, parseAsDay, type DayRange } from '@/lib/client/date-range';
import { DEFAULT_RANGE_DAYS } from '@/lib/fleet-api/constants';
import { GROUP_LABELS, type Grouping } from './report-rows';

const GROUPINGS = Object.keys(GROUP_LABELS) as Grouping[];

/** The analytics page's state, all in the URL: `?from&to&groupBy`. */
export function useAnalyticsState() {
  const [state, setState] = useQueryStates({
    from: parseAsDay,
    to: parseAsDay,
    groupBy: parseAsStringLiteral(GROUPINGS).withDefault('tag'),
  });
  const fallback = useMemo(() => lastDays(DEFAULT_RANGE_DAYS), []);
  const range: DayRange =
    state.from && state.to && state.from <= state.to ? { from: state.from, to: state.to } : fallback;
  return {
    range,
    grouping: state.groupBy,
    setRange: (next: DayRange) => void setState({ from: next.from, to: next.to }),
    setGrouping: (groupBy: Grouping) => void setState({ groupBy }),
  };
}

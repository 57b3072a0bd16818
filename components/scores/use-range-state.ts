'use client';

import { useQueryStates } from 'nuqs';
import { useMemo } from 'react';
import { lastDays, parseAsDay, type DayRange } from '@/lib/client/date-range';
import { DEFAULT_RANGE_DAYS } from '@/lib/fleet-api/constants';

/** `?from&to` inclusive UTC days; the last 30 days when absent or backwards. */
export function useRangeState() {
  const [state, setState] = useQueryStates({ from: parseAsDay, to: parseAsDay });
  const fallback = useMemo(() => lastDays(DEFAULT_RANGE_DAYS), []);
  const range: DayRange = state.from && state.to && state.from <= state.to ? { from: state.from, to: state.to } : fallback;
  return [range, (next: DayRange) => void setState(next, { history: 'push', scroll: false })] as const;
}

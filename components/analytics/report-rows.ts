// Safety report → chart/table rows. Pure; the charts, their data tables and CSVs all read
// the same rows, so the picture and the numbers cannot disagree.
import { addDays, type DayRange } from '@/lib/client/date-range';
import { DMS_EVENT_TYPES } from '@/lib/fleet-api/enums';
import type { SafetyReport } from '@/lib/fleet-api/schemas/safety';
import { humanizeEnum } from '@/lib/format';
import type { TableColumn, TableRow } from '@/lib/client/csv';

export const GROUP_LABELS = { tag: 'Tag', type: 'Type', driver: 'Driver', truck: 'Truck' } as const;
export type Grouping = keyof typeof GROUP_LABELS;

/** Groups by event count (largest first), each with its count per event type. */
export function groupRows(report: SafetyReport | undefined, grouping: Grouping): TableRow[] {
  const groups = [...(report?.groups ?? [])].sort((a, b) => (b.eventCount ?? 0) - (a.eventCount ?? 0));
  return groups.map((g) => {
    const key = g.key ?? '—';
    // Driver/truck groups are keyed by id; an upstream may add a readable `label` (the simulator does).
    const label = typeof g.label === 'string' && g.label ? g.label : null;
    const row: TableRow = {
      group: grouping === 'type' ? humanizeEnum(key) : label ? `${label} (#${key})` : key,
      eventCount: g.eventCount ?? null,
      avgDistractionScore: g.avgDistractionScore == null ? null : Math.round(g.avgDistractionScore * 10) / 10,
    };
    for (const type of DMS_EVENT_TYPES) row[type] = g.byType?.[type] ?? 0;
    return row;
  });
}

export function groupColumns(grouping: Grouping): TableColumn[] {
  return [
    { key: 'group', label: GROUP_LABELS[grouping] },
    { key: 'eventCount', label: 'Events' },
    ...DMS_EVENT_TYPES.map((type) => ({ key: type, label: humanizeEnum(type) })),
  ];
}

/** The same groups, lowest (least safe) average distraction score first; groups without one last. */
export function byDistraction(rows: readonly TableRow[]): TableRow[] {
  const score = (r: TableRow) => (typeof r.avgDistractionScore === 'number' ? r.avgDistractionScore : Infinity);
  return [...rows].sort((a, b) => score(a) - score(b));
}

export function distractionColumns(grouping: Grouping): TableColumn[] {
  return [
    { key: 'group', label: GROUP_LABELS[grouping] },
    { key: 'avgDistractionScore', label: 'Avg. distraction score' },
    { key: 'eventCount', label: 'Events' },
  ];
}

/** One row per day of the range, days without events as 0 (the report omits them). */
export function trendRows(report: SafetyReport | undefined, range: DayRange): TableRow[] {
  const byDay = new Map((report?.groups ?? []).map((g) => [g.key ?? '', g.eventCount ?? 0]));
  const rows: TableRow[] = [];
  for (let day = range.from; day <= range.to; day = addDays(day, 1)) {
    rows.push({ day, eventCount: byDay.get(day) ?? 0 });
    if (rows.length > 400) break; // a picker range is at most about a year
  }
  return rows;
}

export const TREND_COLUMNS: TableColumn[] = [
  { key: 'day', label: 'Day (UTC)' },
  { key: 'eventCount', label: 'Events' },
];

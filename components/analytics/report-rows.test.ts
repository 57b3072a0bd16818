import { describe, expect, it } from 'vitest';
import type { SafetyReport } from '@/lib/fleet-api/schemas/safety';
import { byDistraction, groupRows, trendRows } from './report-rows';

const report = {
  from: '2026-11-01',
  to: '2026-11-03',
  groupBy: 'tag',
  totals: { eventCount: 3, byType: {}, bySeverity: {} },
  groups: [
    { key: 'night', eventCount: 1, byType: { PHONE_USE: 1 }, bySeverity: {}, avgDistractionScore: 80.26 },
    { key: 'reefer', eventCount: 3, byType: { DISTRACTION: 2, SMOKING: 1 }, bySeverity: {}, avgDistractionScore: 61 },
    { key: 'new', eventCount: 2, byType: {}, bySeverity: {}, avgDistractionScore: null },
  ],
} as SafetyReport;

describe('report rows', () => {
  it('orders groups by count and spreads counts per type (0 when absent)', () => {
    const rows = groupRows(report, 'tag');
    expect(rows.map((r) => r.group)).toEqual(['reefer', 'new', 'night']);
    expect(rows[0]).toMatchObject({ eventCount: 3, DISTRACTION: 2, SMOKING: 1, PHONE_USE: 0, avgDistractionScore: 61 });
    expect(rows[2].avgDistractionScore).toBe(80.3);
    expect(groupRows({ ...report, groups: [{ key: 'PHONE_USE', eventCount: 1 }] } as SafetyReport, 'type')[0].group).toBe('Phone use');
    expect(groupRows({ ...report, groups: [{ key: '46', label: 'Olga Hill', eventCount: 1 }] } as SafetyReport, 'driver')[0].group).toBe('Olga Hill (#46)');
    expect(groupRows({ ...report, groups: [{ key: '7', eventCount: 1 }] } as SafetyReport, 'truck')[0].group).toBe('7');
  });

  it('puts the least safe distraction average first and groups without one last', () => {
    expect(byDistraction(groupRows(report, 'tag')).map((r) => r.group)).toEqual(['reefer', 'night', 'new']);
  });

  it('has one trend row per day of the inclusive range, zero for days without events', () => {
    const days = { ...report, groups: [{ key: '2026-11-02', eventCount: 5 }] } as SafetyReport;
    expect(trendRows(days, { from: '2026-11-01', to: '2026-11-03' })).toEqual([
      { day: '2026-11-01', eventCount: 0 },
      { day: '2026-11-02', eventCount: 5 },
      { day: '2026-11-03', eventCount: 0 },
    ]);
    expect(groupRows(undefined, 'tag')).toEqual([]);
  });
});

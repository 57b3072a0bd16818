// What both sources of the safety report (exact scan, rollups) fill: totals, groups in
// creation order, and each group's drivers in first-seen order (the order their scores are
// averaged in, which decides the last bit of a floating-point mean).
import { DMS_EVENT_TYPES, SEVERITIES } from '../../lib/fleet-api/enums';

export interface Counts {
  eventCount: number;
  byType: Record<string, number>;
  bySeverity: Record<string, number>;
}

export interface ReportGroup extends Counts {
  key: string;
  /** Human name of the key where it is an id (driver name, unit number). */
  label?: string;
  avgDistractionScore: number | null;
}

export const zeroCounts = (): Counts => ({
  eventCount: 0,
  byType: Object.fromEntries(DMS_EVENT_TYPES.map((t) => [t, 0])),
  bySeverity: Object.fromEntries(SEVERITIES.map((s) => [s, 0])),
});

export const addCount = (c: Counts, type: string, severity: string, n: number) => {
  c.eventCount += n;
  c.byType[type] += n;
  c.bySeverity[severity] += n;
};

/** Totals, groups (in creation order) and each group's drivers (in first-seen order). */
export class ReportBuilder {
  readonly totals = zeroCounts();
  readonly groups = new Map<string, ReportGroup>();
  readonly drivers = new Map<string, Set<number>>();

  group(k: string): ReportGroup {
    let group = this.groups.get(k);
    if (!group) this.groups.set(k, (group = { key: k, ...zeroCounts(), avgDistractionScore: null }));
    return group;
  }

  member(k: string, driverId: number) {
    const members = this.drivers.get(k) ?? new Set<number>();
    members.add(driverId);
    this.drivers.set(k, members);
  }
}

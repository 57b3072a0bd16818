// The simulator's notion of "now": SIM_NOW pins it (tests of the api_key sunset, seeding
// window, default date ranges); otherwise the real clock.
export type Clock = () => Date;

export function createClock(fixedNow?: string): Clock {
  if (!fixedNow) return () => new Date();
  const pinned = new Date(fixedNow);
  if (Number.isNaN(pinned.getTime())) throw new Error(`now must be an ISO instant, got "${fixedNow}"`);
  return () => new Date(pinned);
}

export const isoDay = (d: Date) => d.toISOString().slice(0, 10);

export function addDays(day: string, days: number): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return isoDay(d);
}

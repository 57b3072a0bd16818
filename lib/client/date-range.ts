// Inclusive UTC day ranges, as the safety pages use them: `from` and `to` are `YYYY-MM-DD`
// and BOTH ends count (contract §4.8). Events are filtered by instants, so the end day
// becomes "before the next midnight" there. Pure and isomorphic.
import { createParser } from 'nuqs/server';
import { isValidDate } from '@/lib/fleet-api/list-query';

const DAY_MS = 86_400_000;

export interface DayRange {
  from: string;
  to: string;
}

/** Today's UTC day, `YYYY-MM-DD`. */
export function todayUtc(now: Date = new Date()): string {
  return now.toISOString().slice(0, 10);
}

export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** The last `days` whole UTC days, today included (7 → today and the six days before). */
export function lastDays(days: number, now: Date = new Date()): DayRange {
  const to = todayUtc(now);
  return { from: addDays(to, -(days - 1)), to };
}

/** How many days an inclusive range spans (a one-day range is 1). */
export function rangeLength({ from, to }: DayRange): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;
}

/** Which preset (7/30/90) a range equals, if any, counted back from today. */
export function presetOf(range: DayRange, presets: readonly number[], now: Date = new Date()): number | null {
  if (range.to !== todayUtc(now)) return null;
  return presets.find((days) => lastDays(days, now).from === range.from) ?? null;
}

/** A readable error for a typed-in range, or null when it is fine. */
export function rangeProblem(range: { from: string; to: string }): string | null {
  if (!isValidDate(range.from)) return 'The start day is not a valid date.';
  if (!isValidDate(range.to)) return 'The end day is not a valid date.';
  if (range.from > range.to) return 'The start day is after the end day.';
  return null;
}

/**
 * Inclusive days as instant bounds for `occurredAt`: from 00:00:00Z of the first day up to,
 * not including, 00:00:00Z of the day after the last.
 */
export function occurredAtBounds({ from, to }: Partial<DayRange>): Record<string, string> {
  const bounds: Record<string, string> = {};
  if (from) bounds['occurredAt.greaterThanOrEqual'] = `${from}T00:00:00Z`;
  if (to) bounds['occurredAt.lessThan'] = `${addDays(to, 1)}T00:00:00Z`;
  return bounds;
}

const dayFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' });
const dayYearFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });

/** "1 Nov – 30 Nov 2026 (inclusive)"; the year is repeated only when the range crosses one. */
export function formatDayRange({ from, to }: DayRange): string {
  const start = new Date(`${from}T00:00:00Z`);
  const end = new Date(`${to}T00:00:00Z`);
  const sameYear = from.slice(0, 4) === to.slice(0, 4);
  const first = (sameYear ? dayFormat : dayYearFormat).format(start);
  return from === to
    ? `${dayYearFormat.format(end)} (inclusive, one whole UTC day)`
    : `${first} – ${dayYearFormat.format(end)} (inclusive)`;
}

/** nuqs parser for a `YYYY-MM-DD` URL value; anything else reads as absent. */
export const parseAsDay = createParser({
  parse: (value: string) => (isValidDate(value) ? value : null),
  serialize: (value: string) => value,
});

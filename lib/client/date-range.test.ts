import { describe, expect, it } from 'vitest';
import { addDays, formatDayRange, lastDays, occurredAtBounds, presetOf, rangeLength, rangeProblem } from './date-range';

const now = new Date('2026-11-22T13:45:00Z');

describe('inclusive day ranges', () => {
  it('counts today as the last of N days', () => {
    expect(lastDays(7, now)).toEqual({ from: '2026-11-16', to: '2026-11-22' });
    expect(rangeLength(lastDays(30, now))).toBe(30);
    expect(rangeLength({ from: '2026-11-01', to: '2026-11-01' })).toBe(1);
  });

  it('turns the end day into "before the next midnight" for instant filters', () => {
    expect(occurredAtBounds({ from: '2026-11-01', to: '2026-11-30' })).toEqual({
      'occurredAt.greaterThanOrEqual': '2026-11-01T00:00:00Z',
      'occurredAt.lessThan': '2026-12-01T00:00:00Z',
    });
    expect(occurredAtBounds({ to: '2026-12-31' })).toEqual({ 'occurredAt.lessThan': '2027-01-01T00:00:00Z' });
    expect(occurredAtBounds({})).toEqual({});
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
  });

  it('says the range is inclusive', () => {
    expect(formatDayRange({ from: '2026-11-01', to: '2026-11-30' })).toBe('1 Nov – 30 Nov 2026 (inclusive)');
    expect(formatDayRange({ from: '2026-12-20', to: '2027-01-05' })).toBe('20 Dec 2026 – 5 Jan 2027 (inclusive)');
    expect(formatDayRange({ from: '2026-11-03', to: '2026-11-03' })).toBe('3 Nov 2026 (inclusive, one whole UTC day)');
  });

  it('recognises presets and explains bad ranges', () => {
    expect(presetOf(lastDays(90, now), [7, 30, 90], now)).toBe(90);
    expect(presetOf({ from: '2026-11-01', to: '2026-11-22' }, [7, 30, 90], now)).toBeNull();
    expect(rangeProblem({ from: '2026-11-05', to: '2026-11-01' })).toMatch(/after/);
    expect(rangeProblem({ from: '2026-02-30', to: '2026-03-01' })).toMatch(/start day/);
    expect(rangeProblem({ from: '2026-11-01', to: '' })).toMatch(/end day/);
    expect(rangeProblem({ from: '2026-11-01', to: '2026-11-01' })).toBeNull();
  });
});

// Inclusive whole-UTC-day ranges (contract §4.7, §4.8): `from`..`to` both count; the SQL
// bound is [from T00:00:00Z, to+1 T00:00:00Z). Default: the last DEFAULT_RANGE_DAYS days.
import { DEFAULT_RANGE_DAYS } from '../../lib/fleet-api/constants';
import { isValidDate } from '../../lib/fleet-api/list-query';
import { addDays, isoDay } from '../clock';
import { badRequest } from './problem';

export interface DayRange {
  from: string;
  to: string;
  /** Inclusive lower bound as an ISO instant. */
  startInstant: string;
  /** Exclusive upper bound: the start of the day after `to`. */
  endInstant: string;
  days: number;
}

export function dayRange(from: string | undefined, to: string | undefined, now: Date): DayRange {
  const errors = [];
  if (from !== undefined && !isValidDate(from)) errors.push({ param: 'from', message: 'must be a date YYYY-MM-DD' });
  if (to !== undefined && !isValidDate(to)) errors.push({ param: 'to', message: 'must be a date YYYY-MM-DD' });
  if (errors.length) throw badRequest(errors);
  const end = to ?? (from && from > isoDay(now) ? from : isoDay(now));
  const start = from ?? addDays(end, -(DEFAULT_RANGE_DAYS - 1));
  if (start > end) throw badRequest([{ param: 'from', message: 'must not be after to' }]);
  const days = Math.round((Date.parse(`${end}T00:00:00Z`) - Date.parse(`${start}T00:00:00Z`)) / 86_400_000) + 1;
  return { from: start, to: end, startInstant: `${start}T00:00:00.000Z`, endInstant: `${addDays(end, 1)}T00:00:00.000Z`, days };
}

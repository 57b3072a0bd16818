// EV trucks bucketed by charge level for the overview's distribution chart. Pure.
import { LOW_CHARGE_PERCENT } from '@/lib/fleet-api/constants';
import type { TableRow } from '@/lib/client/csv';

const BUCKET_WIDTH = 10;

/** Ten buckets 0–9 … 90–100 % (100 joins the top bucket); trucks without a level are counted apart. */
export function chargeBuckets(levels: readonly (number | null | undefined)[]): { rows: TableRow[]; unknown: number } {
  const counts = new Array<number>(100 / BUCKET_WIDTH).fill(0);
  let unknown = 0;
  for (const level of levels) {
    if (level === null || level === undefined || !Number.isFinite(level)) unknown++;
    else counts[Math.min(counts.length - 1, Math.max(0, Math.floor(level / BUCKET_WIDTH)))]++;
  }
  const rows = counts.map((trucks, i) => {
    const low = i * BUCKET_WIDTH;
    const high = i === counts.length - 1 ? 100 : low + BUCKET_WIDTH - 1;
    return { bucket: `${low}–${high} %`, trucks, low: low < LOW_CHARGE_PERCENT ? 'yes' : 'no' };
  });
  return { rows, unknown };
}

export const CHARGE_BUCKET_COLUMNS = [
  { key: 'bucket', label: 'Charge level' },
  { key: 'trucks', label: 'EV trucks' },
  { key: 'low', label: `Below ${LOW_CHARGE_PERCENT} %` },
];

import { describe, expect, it } from 'vitest';
import { chargeBuckets } from './charge-buckets';

describe('charge buckets', () => {
  it('puts every truck in one of ten buckets, 100 % in the top one, missing levels apart', () => {
    const { rows, unknown } = chargeBuckets([0, 9.9, 10, 19.99, 20, 55, 99, 100, null, undefined]);
    expect(rows.map((r) => r.trucks)).toEqual([2, 2, 1, 0, 0, 1, 0, 0, 0, 2]);
    expect(unknown).toBe(2);
    expect(rows[0]).toMatchObject({ bucket: '0–9 %', low: 'yes' });
    expect(rows[1]).toMatchObject({ bucket: '10–19 %', low: 'yes' });
    expect(rows[2].low).toBe('no');
    expect(rows[9].bucket).toBe('90–100 %');
  });
});

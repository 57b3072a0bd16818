import { describe, expect, it } from 'vitest';
import type { Page } from '@/lib/fleet-api/schemas/common';
import { walkPages, type WalkProgress } from './walk-pages';

/** A collection of `total` numbered rows served `size` at a time, recording the pages asked for. */
function collection(total: number, size: number) {
  const asked: number[] = [];
  const fetchPage = async (page: number): Promise<Page<number>> => {
    asked.push(page);
    const content = Array.from({ length: Math.max(0, Math.min(size, total - page * size)) }, (_, i) => page * size + i);
    return { content, page, size, totalElements: total, totalPages: Math.ceil(total / size) };
  };
  return { asked, fetchPage };
}

describe('walkPages', () => {
  it('reads page 0 up to totalPages - 1 and reports "page k of n"', async () => {
    const { asked, fetchPage } = collection(1234, 500);
    const progress: WalkProgress[] = [];
    const rows = await walkPages(fetchPage, { signal: new AbortController().signal, onProgress: (p) => progress.push(p) });
    expect(asked).toEqual([0, 1, 2]);
    expect(rows).toHaveLength(1234);
    expect(rows.at(-1)).toBe(1233);
    expect(progress.map((p) => `${p.done}/${p.total}`)).toEqual(['1/3', '2/3', '3/3']);
  });

  it('stops after one request when there is nothing', async () => {
    const { asked, fetchPage } = collection(0, 500);
    expect(await walkPages(fetchPage, { signal: new AbortController().signal })).toEqual([]);
    expect(asked).toEqual([0]);
  });

  it('stops when cancelled', async () => {
    const { asked, fetchPage } = collection(5000, 500);
    const abort = new AbortController();
    const walking = walkPages(fetchPage, {
      signal: abort.signal,
      onProgress: (p) => {
        if (p.done === 2) abort.abort();
      },
    });
    await expect(walking).rejects.toThrow();
    expect(asked).toEqual([0, 1]);
  });
});

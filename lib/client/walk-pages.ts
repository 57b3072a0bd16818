// Reads every page of a collection query, as spec §4.1 rule 2 says: page=0 and up until
// page = totalPages - 1, with identical size, sort and filters on every request. Callers
// give a sort that ends in the stable `id,asc` key (rule 3; `listParams` does).
import type { Page } from '@/lib/fleet-api/schemas/common';

export interface WalkProgress {
  /** Pages read so far (1-based "page k"). */
  done: number;
  /** Pages in all, from the latest response. */
  total: number;
  rows: number;
}

export async function walkPages<T>(
  fetchPage: (page: number, signal: AbortSignal) => Promise<Page<T>>,
  { signal, onProgress }: { signal: AbortSignal; onProgress?: (progress: WalkProgress) => void },
): Promise<T[]> {
  const rows: T[] = [];
  for (let page = 0; ; page++) {
    signal.throwIfAborted();
    const result = await fetchPage(page, signal);
    rows.push(...result.content);
    onProgress?.({ done: page + 1, total: Math.max(result.totalPages, page + 1), rows: rows.length });
    // Stop at the last page; an empty page also ends the walk (rows removed meanwhile).
    if (page >= result.totalPages - 1 || result.content.length === 0) return rows;
  }
}

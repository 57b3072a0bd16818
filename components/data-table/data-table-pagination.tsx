'use client';

import { ChevronFirst, ChevronLast, ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Select } from '@/components/ui/select';
import { PAGE_SIZE_OPTIONS } from '@/lib/client/table-state';
import { formatNumber } from '@/lib/format';

/** "Rows 41–60 of 1,234"; sizes and totals come from the response, which may clamp. */
export function rowRangeText(page: { page: number; size: number; totalElements: number; content: unknown[] }) {
  if (page.totalElements === 0 || page.content.length === 0) return `Rows 0 of ${formatNumber(page.totalElements)}`;
  const first = page.page * page.size + 1;
  const last = first + page.content.length - 1;
  return `Rows ${formatNumber(first)}–${formatNumber(last)} of ${formatNumber(page.totalElements)}`;
}

export function DataTablePagination({
  data,
  requestedPage,
  size,
  onPageChange,
  onSizeChange,
}: {
  data: { page: number; size: number; totalElements: number; totalPages: number; content: unknown[] } | undefined;
  requestedPage: number;
  size: number;
  onPageChange: (page: number) => void;
  onSizeChange: (size: number) => void;
}) {
  const totalPages = data?.totalPages ?? 0;
  const page = data?.page ?? requestedPage;
  const lastPage = Math.max(totalPages - 1, 0);
  const atStart = page <= 0;
  const atEnd = page >= lastPage;
  return (
    <nav aria-label="Pagination" className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 border-t border-slate-200 px-3 py-2 text-sm">
      <p aria-live="polite" className="text-slate-600 tabular-nums">
        {data ? rowRangeText(data) : 'Loading…'}
      </p>
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
        <label className="flex items-center gap-2 whitespace-nowrap text-slate-600">
          <span>Rows per page</span>
          <span className="inline-block w-24">
            <Select value={String(size)} onChange={(e) => onSizeChange(Number(e.target.value))} options={PAGE_SIZE_OPTIONS.map(String)} />
          </span>
        </label>
        <div className="flex items-center gap-1">
          <Button size="icon" variant="ghost" aria-label="First page" disabled={!data || atStart} onClick={() => onPageChange(0)}>
            <ChevronFirst aria-hidden className="h-4 w-4" />
          </Button>
          <Button size="icon" variant="ghost" aria-label="Previous page" disabled={!data || atStart} onClick={() => onPageChange(Math.min(page - 1, lastPage))}>
            <ChevronLeft aria-hidden className="h-4 w-4" />
          </Button>
          <span className="px-2 whitespace-nowrap text-slate-700 tabular-nums">
            Page {formatNumber(page + 1)} of {formatNumber(Math.max(totalPages, 1))}
          </span>
          <Button size="icon" variant="ghost" aria-label="Next page" disabled={!data || atEnd} onClick={() => onPageChange(page + 1)}>
            <ChevronRight aria-hidden className="h-4 w-4" />
          </Button>
          <Button size="icon" variant="ghost" aria-label="Last page" disabled={!data || atEnd} onClick={() => onPageChange(lastPage)}>
            <ChevronLast aria-hidden className="h-4 w-4" />
          </Button>
        </div>
      </div>
    </nav>
  );
}

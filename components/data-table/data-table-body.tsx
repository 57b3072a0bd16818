'use client';

import type { ReactTable, Row, RowData } from '@tanstack/react-table';
import { useVirtualizer } from '@tanstack/react-virtual';
import clsx from 'clsx';
import { useEffect, useState, type KeyboardEvent, type MouseEvent, type RefObject } from 'react';
import { Skeleton } from '@/components/ui/skeleton';
import type { dataTableFeatures } from './columns';

/** Above this many rows only the visible ones are rendered (a page of 500 stays fast). */
const VIRTUALIZE_FROM = 100;
const ROW_HEIGHT = 41;

export function DataTableBody<T extends RowData>({
  table,
  scrollRef,
  skeletonRows,
  rowIndexOffset,
  onRowClick,
  onRowKeyDown,
}: {
  table: ReactTable<typeof dataTableFeatures, T>;
  scrollRef: RefObject<HTMLDivElement | null>;
  skeletonRows: number;
  rowIndexOffset: number;
  onRowClick?: (row: T) => (e: MouseEvent) => void;
  onRowKeyDown?: (row: T) => (e: KeyboardEvent) => void;
}) {
  const rows = table.getRowModel().rows;
  const columns = table.getAllLeafColumns();
  const virtual = rows.length > VIRTUALIZE_FROM;
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 12,
    // Attached once mounted: a virtualizer created during hydration never saw its scroll box.
    enabled: virtual && mounted,
  });

  if (skeletonRows > 0) {
    return (
      <tbody aria-label="Loading">
        {Array.from({ length: skeletonRows }, (_, i) => (
          <tr key={i}>
            {columns.map((c) => (
              <td key={c.id} className="border-b border-slate-100 px-3 py-3">
                <Skeleton className="h-4 w-full max-w-32" />
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    );
  }

  const renderRow = (row: Row<typeof dataTableFeatures, T>, index: number) => (
    <tr
      key={row.id}
      data-index={index}
      aria-rowindex={rowIndexOffset + index + 2}
      tabIndex={onRowClick ? 0 : undefined}
      onClick={onRowClick?.(row.original)}
      onKeyDown={onRowKeyDown?.(row.original)}
      className={clsx(
        'group h-[41px] focus-visible:outline-none',
        onRowClick && 'cursor-pointer hover:bg-slate-50 focus-visible:bg-brand-50 focus-visible:shadow-[inset_3px_0_0_var(--color-brand-600)]',
      )}
    >
      {row.getAllCells().map((cell) => {
        const meta = cell.column.columnDef.meta;
        return (
          <td
            key={cell.id}
            className={clsx(
              'border-b border-slate-100 px-3 py-2 align-middle whitespace-nowrap',
              meta?.align === 'right' && 'text-right tabular-nums',
              meta?.className,
            )}
          >
            <table.FlexRender cell={cell} />
          </td>
        );
      })}
    </tr>
  );

  if (!virtual) return <tbody>{rows.map(renderRow)}</tbody>;
  // Server render and hydration: the first screenful, plainly.
  if (!mounted) return <tbody>{rows.slice(0, 30).map(renderRow)}</tbody>;

  const items = virtualizer.getVirtualItems();
  const top = items[0]?.start ?? 0;
  const bottom = virtualizer.getTotalSize() - (items.at(-1)?.end ?? 0);
  return (
    <tbody>
      {top > 0 && (
        <tr aria-hidden style={{ height: top }}>
          <td colSpan={columns.length} />
        </tr>
      )}
      {items.map((item) => renderRow(rows[item.index], item.index))}
      {bottom > 0 && (
        <tr aria-hidden style={{ height: bottom }}>
          <td colSpan={columns.length} />
        </tr>
      )}
    </tbody>
  );
}

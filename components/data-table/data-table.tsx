'use client';

import { useTable, type RowData, type SortingState, type Updater } from '@tanstack/react-table';
import clsx from 'clsx';
import { useRouter } from 'next/navigation';
import { useMemo, useRef, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import type { TableFilter, TableQuery } from '@/lib/client/table-state';
import type { SortKey } from '@/lib/fleet-api/list-query';
import type { Page } from '@/lib/fleet-api/schemas/common';
import { VOCABULARY, type CollectionName } from '@/lib/fleet-api/vocabulary';
import { dataTableFeatures, type DataTableColumn } from './columns';
import { DataTableBody } from './data-table-body';
import { DataTableHeader } from './data-table-header';
import { DataTablePagination } from './data-table-pagination';
import { FilterChips, FilterEditor, type FilterableColumn } from './data-table-filters';

export interface DataTableProps<T extends RowData> {
  /** The collection, for its sortable properties and filter fields (VOCABULARY). */
  resource: CollectionName;
  columns: DataTableColumn<T>[];
  data: Page<T> | undefined;
  query: TableQuery;
  onQueryChange: (next: TableQuery) => void;
  isFetching?: boolean;
  isPlaceholderData?: boolean;
  error?: unknown;
  onRetry?: () => void;
  retryLabel?: string;
  getRowId: (row: T, index: number) => string;
  /** Where a row leads (click, or Enter on the focused row). */
  rowHref?: (row: T) => string | undefined;
  /** Accessible name of the table, e.g. "Trucks". */
  label: string;
  emptyMessage?: string;
  /** Controls beside "Add filter" (search box, export, …). */
  toolbar?: ReactNode;
  /** Show the "Add filter" editor and the criteria chips (default true; off when a page has its own filter UI). */
  filters?: boolean;
  /**
   * The order the server uses when no sort is asked for (e.g. newest first). Shown on the
   * headers, and a click then toggles it instead of removing it (removal would silently
   * fall back to the same default).
   */
  defaultSort?: SortKey[];
}

/**
 * The ONE server-side table: the server pages, sorts and filters (TanStack Table in
 * manual mode); the table only renders the page it is given and reports what the person
 * asked for through `onQueryChange`.
 */
export function DataTable<T extends RowData>({
  resource,
  columns,
  data,
  query,
  onQueryChange,
  isFetching = false,
  isPlaceholderData = false,
  error,
  onRetry,
  retryLabel,
  getRowId,
  rowHref,
  label,
  emptyMessage = 'No rows match.',
  toolbar,
  filters: showFilters = true,
  defaultSort,
}: DataTableProps<T>) {
  const router = useRouter();
  const scrollRef = useRef<HTMLDivElement>(null);
  const sortable = useMemo(() => new Set<string>(VOCABULARY[resource].sort), [resource]);
  const tableColumns = useMemo(
    () =>
      columns.map((c) => {
        const id = c.id ?? ('accessorKey' in c ? String(c.accessorKey) : '');
        return { ...c, enableSorting: c.enableSorting ?? sortable.has(id) } as DataTableColumn<T>;
      }),
    [columns, sortable],
  );
  const sorting: SortingState = useMemo(
    () =>
      (query.sort.length ? query.sort : (defaultSort ?? [])).map((s) => ({ id: s.property, desc: s.direction === 'desc' })),
    [query.sort, defaultSort],
  );
  const rows = useMemo(() => data?.content ?? [], [data]);

  const table = useTable({
    features: dataTableFeatures,
    columns: tableColumns,
    data: rows,
    getRowId,
    manualSorting: true,
    enableMultiSort: true,
    sortDescFirst: false,
    enableSortingRemoval: !defaultSort,
    // Shift-click adds a key; a plain click sorts by that column alone.
    isMultiSortEvent: (e) => (e as { shiftKey?: boolean }).shiftKey === true,
    state: { sorting },
    onSortingChange: (updater: Updater<SortingState>) => {
      const next = typeof updater === 'function' ? updater(sorting) : updater;
      onQueryChange({
        ...query,
        page: 0,
        sort: next.map((s) => ({ property: s.id, direction: s.desc ? 'desc' : 'asc' })),
      });
    },
  });

  const filterable: FilterableColumn[] = columns.flatMap((c) =>
    c.meta?.filterField ? [{ field: c.meta.filterField, label: c.meta.label }] : [],
  );
  const setFilters = (next: TableFilter[]) => onQueryChange({ ...query, page: 0, filters: next });

  function openRow(row: T, newTab: boolean) {
    const href = rowHref?.(row);
    if (!href) return;
    if (newTab) window.open(href, '_blank', 'noopener');
    else router.push(href);
  }
  const onRowClick = (row: T) => (e: MouseEvent) => {
    // Links and buttons inside a row do their own thing.
    if ((e.target as HTMLElement).closest('a,button,input,label')) return;
    openRow(row, e.metaKey || e.ctrlKey);
  };
  const onRowKeyDown = (row: T) => (e: KeyboardEvent) => {
    if (e.key === 'Enter' && e.target === e.currentTarget) openRow(row, e.metaKey || e.ctrlKey);
  };

  const columnCount = table.getAllLeafColumns().length;
  const firstLoad = !data && !error;
  return (
    <section aria-label={label} className="rounded-lg border border-slate-200 bg-white shadow-xs">
      {(showFilters || toolbar) && (
        <div className="flex flex-col gap-2 border-b border-slate-200 p-3">
          <div className="flex flex-wrap items-start gap-2">
            {toolbar}
            {showFilters && <FilterEditor key={filterable.map((f) => f.field).join()} resource={resource} columns={filterable} filters={query.filters} onChange={setFilters} />}
          </div>
          {showFilters && <FilterChips resource={resource} columns={filterable} filters={query.filters} onChange={setFilters} />}
        </div>
      )}
      {error && data ? (
        <div className="border-b border-slate-200 p-3">
          <ErrorState error={error} onRetry={onRetry} retryLabel={retryLabel} compact />
        </div>
      ) : null}
      <div
        ref={scrollRef}
        className="relative max-h-[calc(100dvh-15rem)] min-h-40 overflow-auto"
        aria-busy={isFetching || undefined}
      >
        <table
          aria-label={label}
          aria-rowcount={data ? data.totalElements + 1 : undefined}
          className={clsx('w-full border-separate border-spacing-0 text-sm transition-opacity', isPlaceholderData && 'opacity-60')}
        >
          <DataTableHeader table={table} />
          {error && !data ? (
            <tbody>
              <tr>
                <td colSpan={columnCount}>
                  <ErrorState error={error} onRetry={onRetry} retryLabel={retryLabel} />
                </td>
              </tr>
            </tbody>
          ) : data && rows.length === 0 ? (
            <tbody>
              <tr>
                <td colSpan={columnCount}>
                  <EmptyState
                    title={data.totalElements > 0 ? 'This page is past the end' : emptyMessage}
                    description={
                      data.totalElements > 0
                        ? `There are ${data.totalPages} pages at this size.`
                        : query.filters.length || query.keyword
                          ? 'Try removing a filter or changing the search.'
                          : undefined
                    }
                  />
                </td>
              </tr>
            </tbody>
          ) : (
            <DataTableBody
              table={table}
              scrollRef={scrollRef}
              skeletonRows={firstLoad ? Math.min(query.size, 12) : 0}
              rowIndexOffset={(data?.page ?? 0) * (data?.size ?? 0)}
              onRowClick={rowHref ? onRowClick : undefined}
              onRowKeyDown={rowHref ? onRowKeyDown : undefined}
            />
          )}
        </table>
      </div>
      <DataTablePagination
        data={data}
        requestedPage={query.page}
        size={query.size}
        onPageChange={(page) => onQueryChange({ ...query, page })}
        onSizeChange={(size) => onQueryChange({ ...query, size, page: 0 })}
      />
    </section>
  );
}

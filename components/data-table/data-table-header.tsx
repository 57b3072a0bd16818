'use client';

import type { ReactTable, RowData } from '@tanstack/react-table';
import clsx from 'clsx';
import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import type { dataTableFeatures } from './columns';

/** Sticky header; sortable columns are buttons (shift-click or shift-Enter adds a sort key). */
export function DataTableHeader<T extends RowData>({ table }: { table: ReactTable<typeof dataTableFeatures, T> }) {
  const multi = table.state.sorting.length > 1;
  return (
    <thead>
      {table.getHeaderGroups().map((group) => (
        <tr key={group.id}>
          {group.headers.map((header) => {
            const column = header.column;
            const meta = column.columnDef.meta;
            const sorted = column.getIsSorted();
            const canSort = column.getCanSort();
            const right = meta?.align === 'right';
            return (
              <th
                key={header.id}
                scope="col"
                aria-sort={sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : canSort ? 'none' : undefined}
                className={clsx(
                  'sticky top-0 z-10 border-b border-slate-200 bg-slate-50 px-3 py-2 text-xs font-semibold tracking-wide whitespace-nowrap text-slate-600 uppercase',
                  right ? 'text-right' : 'text-left',
                )}
              >
                {header.isPlaceholder ? null : canSort ? (
                  <button
                    type="button"
                    onClick={column.getToggleSortingHandler()}
                    title="Sort (shift-click to add to the sort)"
                    className={clsx('inline-flex items-center gap-1 rounded uppercase hover:text-slate-900', right && 'flex-row-reverse')}
                  >
                    <table.FlexRender header={header} />
                    {sorted === 'asc' ? (
                      <ArrowUp aria-hidden className="h-3.5 w-3.5 text-brand-600" />
                    ) : sorted === 'desc' ? (
                      <ArrowDown aria-hidden className="h-3.5 w-3.5 text-brand-600" />
                    ) : (
                      <ArrowUpDown aria-hidden className="h-3.5 w-3.5 text-slate-400" />
                    )}
                    {sorted && multi && (
                      <span className="text-[10px] text-brand-600" aria-label={`sort key ${column.getSortIndex() + 1}`}>
                        {column.getSortIndex() + 1}
                      </span>
                    )}
                  </button>
                ) : (
                  <table.FlexRender header={header} />
                )}
              </th>
            );
          })}
        </tr>
      ))}
    </thead>
  );
}

// Column definitions for the one data table. Columns live beside each feature
// (components/trucks/truck-columns.tsx …) and describe themselves through `meta`.
import { rowSortingFeature, tableFeatures, type ColumnDef, type RowData } from '@tanstack/react-table';
import { formatNumber } from '@/lib/format';

export interface DataTableColumnMeta {
  /** Plain-text name of the column (filter chips, the filter field list, CSV headers). */
  label: string;
  /** The vocabulary filter field this column filters (`VOCABULARY[resource].filters`). */
  filterField?: string;
  /** Numbers align right. */
  align?: 'left' | 'right';
  /** Extra classes for the cells (widths, wrapping). */
  className?: string;
}

export const dataTableFeatures = tableFeatures({
  rowSortingFeature,
  columnMeta: {} as DataTableColumnMeta,
});

/**
 * A column of a data table. Its `id` (or `accessorKey`) is the API sort property, so a
 * column is sortable exactly when the collection's vocabulary lists it in `sort`.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type DataTableColumn<T extends RowData> = ColumnDef<typeof dataTableFeatures, T, any>;

/**
 * A right-aligned number column whose id is the API property: `1,234.5 km`, or "—" when the
 * value is missing (contract-only fields may be absent upstream).
 */
export function numberColumn<T extends RowData>(
  property: keyof T & string,
  header: string,
  { label = header, digits = 1, unit, filterField }: { label?: string; digits?: number; unit?: string; filterField?: string } = {},
): DataTableColumn<T> {
  return {
    id: property,
    accessorKey: property,
    header,
    meta: { label, align: 'right', ...(filterField ? { filterField } : {}) },
    cell: ({ row }) => {
      const value = row.original[property] as number | null | undefined;
      const text = formatNumber(value, digits);
      return unit && value != null && Number.isFinite(value) ? `${text} ${unit}` : text;
    },
  } as DataTableColumn<T>;
}

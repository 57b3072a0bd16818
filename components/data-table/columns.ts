// Column definitions for the one data table. Columns live beside each feature
// (components/trucks/truck-columns.tsx …) and describe themselves through `meta`.
import { rowSortingFeature, tableFeatures, type ColumnDef, type RowData } from '@tanstack/react-table';

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

/** What the workbench's tables read from a column definition's `meta`. */
import type { RowData } from '@tanstack/react-table'

declare module '@tanstack/react-table' {
  // TanStack's augmentation point: the names of its type parameters are fixed.
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  interface ColumnMeta<TData extends RowData, TValue> {
    /** The column's name in the column menu (its header may be an icon or a checkbox). */
    label?: string
    /** Extra classes for the column's cells (widths, alignment). */
    className?: string
  }
}

export {}

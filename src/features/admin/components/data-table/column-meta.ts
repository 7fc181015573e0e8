/** What the workbench's tables read from a column definition's `meta`. */
import type { RowData } from '@tanstack/react-table'

/**
 * What a column is to the layout. On a phone each row is a card (row-card.tsx): the 'title'
 * heads it, the 'figure's follow it (the first three columns without a role when none is
 * declared), the 'actions' and 'select' columns keep their place at its ends, and 'detail'
 * columns show on wider screens only. An 'id' is a long identifier, shortened in its cell
 * (short-id.tsx) and left off the card.
 */
export type ColumnRole = 'title' | 'figure' | 'detail' | 'id' | 'actions' | 'select'

declare module '@tanstack/react-table' {
  // TanStack's augmentation point: the names of its type parameters are fixed.
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  interface ColumnMeta<TData extends RowData, TValue> {
    /** The column's name in the column menu (its header may be an icon or a checkbox). */
    label?: string
    /** Extra classes for the column's cells (widths, alignment). */
    className?: string
    role?: ColumnRole
  }
}

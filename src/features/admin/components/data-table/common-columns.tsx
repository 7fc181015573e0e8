/**
 * The row-actions column of a list built from TanStack columns (a section's list declares
 * its columns in list-columns.tsx and gets its actions from section-table.tsx).
 */
import type { ColumnDef } from '@tanstack/react-table'
import type { ReactNode } from 'react'

/**
 * The last column, headed 'Actions' for screen readers only, with the row's buttons.
 * `className` sizes it for the number of buttons.
 */
export function rowActionsColumn<Row>(
  cell: (row: Row) => ReactNode,
  className = 'w-12 text-right',
): ColumnDef<Row> {
  return {
    id: 'actions',
    header: () => <span className="sr-only">Actions</span>,
    enableHiding: false,
    meta: { className, role: 'actions' },
    cell: ({ row }) => cell(row.original),
  }
}

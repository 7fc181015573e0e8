/**
 * Columns every section's list repeats: 'Active' and the row actions (the cells they hold:
 * row-parts.tsx).
 */
import type { ColumnDef } from '@tanstack/react-table'
import type { ReactNode } from 'react'
import { Badge } from '@/components/ui/badge'
import { DataTableColumnHeader } from './data-table-column-header'

/** The sortable 'Active' column: an Active or Inactive badge. */
export function activeColumn<Row extends { is_active: boolean }>(): ColumnDef<Row> {
  return {
    id: 'is_active',
    accessorFn: (row) => row.is_active,
    header: ({ column }) => <DataTableColumnHeader column={column} title="Active" />,
    meta: { label: 'Active' },
    cell: ({ row }) =>
      row.original.is_active ? (
        <Badge variant="success">Active</Badge>
      ) : (
        <Badge variant="secondary">Inactive</Badge>
      ),
  }
}

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
    meta: { className },
    cell: ({ row }) => cell(row.original),
  }
}

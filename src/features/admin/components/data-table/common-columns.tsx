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

const updatedFormat = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' })

/** The sortable 'Sort order' column, a number. */
export function sortOrderColumn<Row extends { sort_order: number }>(): ColumnDef<Row> {
  return {
    id: 'sort_order',
    accessorFn: (row) => row.sort_order,
    header: ({ column }) => <DataTableColumnHeader column={column} title="Sort order" />,
    meta: { label: 'Sort order', className: 'text-right tabular-nums' },
  }
}

/** The sortable 'Updated' column: the date and minute of the row's last change. */
export function updatedColumn<Row extends { updated_at: string }>(): ColumnDef<Row> {
  return {
    id: 'updated_at',
    accessorFn: (row) => row.updated_at,
    header: ({ column }) => <DataTableColumnHeader column={column} title="Updated" />,
    meta: { label: 'Updated', className: 'whitespace-nowrap' },
    cell: ({ row }) => (
      <time dateTime={row.original.updated_at}>
        {updatedFormat.format(new Date(row.original.updated_at))}
      </time>
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

import type { ColumnDef } from '@tanstack/react-table'
import { Checkbox } from '@/components/ui/checkbox'

/**
 * The row-selection column: a checkbox per row and one in the heading for the page.
 * Native checkboxes, so Space toggles them and screen readers name them.
 */
export function selectionColumn<Row>(rowName: (row: Row) => string): ColumnDef<Row> {
  return {
    id: 'select',
    enableSorting: false,
    enableHiding: false,
    meta: { className: 'w-10', role: 'select' },
    header: ({ table }) => (
      <Checkbox
        className="align-middle"
        aria-label="Select all rows on this page"
        checked={table.getIsAllPageRowsSelected()}
        ref={(element) => {
          if (element) {
            element.indeterminate =
              table.getIsSomePageRowsSelected() && !table.getIsAllPageRowsSelected()
          }
        }}
        onChange={(event) => table.toggleAllPageRowsSelected(event.target.checked)}
      />
    ),
    cell: ({ row }) => (
      <Checkbox
        className="align-middle"
        aria-label={`Select ${rowName(row.original)}`}
        checked={row.getIsSelected()}
        disabled={!row.getCanSelect()}
        onChange={(event) => row.toggleSelected(event.target.checked)}
      />
    ),
  }
}

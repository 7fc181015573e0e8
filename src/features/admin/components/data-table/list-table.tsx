/**
 * A list that is not a section's (a log, the staff, a file library): DataTable over
 * columns declared once with their CSV shape (list-columns.tsx), so its table and its
 * export cannot drift apart. Columns that are only the table's (the row's actions, a
 * Details link) go before or after the declared ones.
 *
 * @example
 * const columns: ListColumn<StaffMember>[] = [
 *   { id: 'email', label: 'Email', value: (row) => row.email, title: true },
 *   { id: 'role', label: 'Role', value: (row) => ROLE_LABELS[row.role] },
 * ]
 * <ListTable name="staff" label="Staff" columns={columns} after={[actions]} … />
 */
import type { ColumnDef } from '@tanstack/react-table'
import { useMemo, type ReactNode } from 'react'
import { DataTable, type DataTableProps } from './data-table'
import { listCsvColumns, listTableColumns, type ListColumn } from './list-columns'

export type ListTableProps<Row> = Omit<DataTableProps<Row>, 'columns' | 'csv'> & {
  /** The declared columns; keep the array's identity between renders (a constant, useMemo). */
  columns: readonly ListColumn<Row>[]
  /** The table's own columns before the declared ones (the selection's checkboxes). */
  before?: readonly ColumnDef<Row>[]
  /** The table's own columns after the declared ones (the row's actions). */
  after?: readonly ColumnDef<Row>[]
  /** The title column's cell, when it is drawn apart from the column (the link to its form). */
  titleCell?: (row: Row, name: string) => ReactNode
  /** Which declared columns the table shows now (all by default); the CSV has every one. */
  shown?: (column: ListColumn<Row>) => boolean
}

const NONE: readonly never[] = []

export function ListTable<Row>({
  columns,
  before = NONE,
  after = NONE,
  titleCell,
  shown,
  ...props
}: ListTableProps<Row>) {
  const { sortKeys } = props.listOptions
  // Stable columns keep each cell mounted between renders (an open <details> stays open).
  const tableColumns = useMemo(
    () => [
      ...before,
      ...listTableColumns(shown ? columns.filter(shown) : columns, sortKeys, titleCell),
      ...after,
    ],
    [before, columns, shown, sortKeys, titleCell, after],
  )
  const csv = useMemo(() => ({ columns: listCsvColumns(columns) }), [columns])
  return <DataTable {...props} columns={tableColumns} csv={csv} />
}

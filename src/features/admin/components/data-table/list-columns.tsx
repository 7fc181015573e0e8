/**
 * A list's columns, each declared once with its CSV shape: the table's column (TanStack's
 * ColumnDef) and the export's column are both derived from the declaration, so a column
 * cannot be renamed or dropped in one and not the other (section-table.tsx and
 * list-table.tsx put them together). Also the columns many lists share ('Name', 'Slug',
 * 'Active', 'Sort order', 'Updated').
 */
import type { CellContext, ColumnDef } from '@tanstack/react-table'
import type { ReactNode } from 'react'
import { Badge } from '@/components/ui/badge'
import { cn } from '@/lib/utils'
import type { ColumnRole } from './column-meta'
import { yesNo, type CsvColumn } from './csv'
import { DataTableColumnHeader } from './data-table-column-header'
import { ShortId } from './short-id'

export type ListColumn<Row> = {
  /** The column's id: its sort key in the URL and its key in the remembered column choice. */
  id: string
  /** Its name: the heading, the entry in the column menu and the CSV header. */
  label: string
  /** The row's value: the cell's text unless `cell` is given, and the CSV cell (a flag as yes/no). */
  value: (row: Row) => unknown
  /** The cell when it is more than the value as text. */
  cell?: (row: Row, context: CellContext<Row, unknown>) => ReactNode
  /** Without `cell`: the cell's text when the value is null ('—'). */
  blank?: string
  /** The heading when shorter than the label ('Currency' for 'Default currency'). */
  heading?: string
  /** Extra classes for the column's cells (widths, alignment). */
  className?: string
  /**
   * The row's name: it cannot be hidden, and in a section's list it links to the row's form
   * and names the row's checkbox and buttons ('Select Poker', 'Delete Poker'). One per list.
   */
  title?: boolean
  /**
   * Its part in the layout (column-meta.ts): one of a phone card's 'figure's, a 'detail' of
   * wider screens only, or an 'id' (without `cell`: shortened, whole on hover, with a copy
   * button).
   */
  role?: Extract<ColumnRole, 'figure' | 'detail' | 'id'>
  /** Shown whatever the column menu says (the menu does not offer it), like the title. */
  alwaysShown?: boolean
  /**
   * Before every other column in the table (an icon, a flag, what a log leads with); the
   * CSV keeps the declared order.
   */
  leading?: boolean
  /** In the CSV under another header or value; false: not exported (a logo). */
  csv?: false | { header?: string; value?: (row: Row) => unknown }
  /** false: exported only (a field the table has no room for). */
  table?: boolean
}

/** The value as a CSV cell: a flag reads yes/no. */
function csvValue(value: unknown): unknown {
  return typeof value === 'boolean' ? yesNo(value) : value
}

/** The value as the cell's text, `blank` for none. */
function textOr(value: unknown, blank: string): ReactNode {
  return value === null || value === undefined ? blank : String(value)
}

/** A long id, shortened with a copy button; a dash for none. */
function idCell(value: unknown, label: string): ReactNode {
  return value === null || value === undefined || value === '' ? (
    '—'
  ) : (
    <ShortId value={String(value)} label={label} />
  )
}

/** The export's columns, in the declared order. */
export function listCsvColumns<Row>(columns: readonly ListColumn<Row>[]): CsvColumn<Row>[] {
  return columns.flatMap((column) => {
    if (column.csv === false) return []
    const value = column.csv?.value ?? column.value
    return [
      { header: column.csv?.header ?? column.label, value: (row: Row) => csvValue(value(row)) },
    ]
  })
}

/**
 * The table's columns: the leading ones first, then the others as declared. A column is
 * sortable when the list's state accepts its id as a sort key (the database sorts).
 * `titleCell`, when given, renders the title column's cell (the link to the row's form).
 */
export function listTableColumns<Row>(
  columns: readonly ListColumn<Row>[],
  sortKeys: readonly string[],
  titleCell?: (row: Row, name: string) => ReactNode,
): ColumnDef<Row>[] {
  const shown = columns.filter((column) => column.table !== false)
  const ordered = [
    ...shown.filter((column) => column.leading),
    ...shown.filter((column) => !column.leading),
  ]
  return ordered.map((column) => {
    const { blank, role } = column
    const cell =
      column.cell ??
      (role === 'id' ? (row: Row) => idCell(column.value(row), column.label) : undefined) ??
      (blank === undefined ? undefined : (row: Row) => textOr(column.value(row), blank))
    const render: ColumnDef<Row>['cell'] =
      column.title && titleCell
        ? ({ row }) => titleCell(row.original, String(column.value(row.original)))
        : cell
          ? (context) => cell(context.row.original, context)
          : undefined
    return {
      id: column.id,
      accessorFn: column.value,
      header: ({ column: tableColumn }) => (
        <DataTableColumnHeader column={tableColumn} title={column.heading ?? column.label} />
      ),
      enableSorting: sortKeys.includes(column.id),
      enableHiding: !column.title && !column.alwaysShown,
      meta: {
        label: column.label,
        // The title wraps rather than push the row's actions out of view.
        className: column.title
          ? cn('min-w-32 whitespace-normal', column.className)
          : column.className,
        role: column.title ? 'title' : role,
      },
      ...(render ? { cell: render } : {}),
    }
  })
}

/** The row's name: the title column's value. */
export function rowNameOf<Row>(columns: readonly ListColumn<Row>[]): (row: Row) => string {
  const title = columns.find((column) => column.title)
  if (!title) throw new Error('A section list declares one title column.')
  return (row) => String(title.value(row))
}

/** 'Name', the row's title. */
export function nameColumn<Row extends { name: string }>(): ListColumn<Row> {
  return { id: 'name', label: 'Name', value: (row) => row.name, title: true }
}

/** 'Slug': the cell as `cell` shows it (code, a link), the slug itself in the CSV. */
export function slugColumn<Row extends { slug: string }>(
  cell: (row: Row) => ReactNode,
): ListColumn<Row> {
  return { id: 'slug', label: 'Slug', value: (row) => row.slug, cell }
}

/** 'Active': an Active or Inactive badge; yes/no in the CSV. */
export function activeColumn<Row extends { is_active: boolean }>(): ListColumn<Row> {
  return {
    id: 'is_active',
    label: 'Active',
    value: (row) => row.is_active,
    cell: (row) =>
      row.is_active ? (
        <Badge variant="success">Active</Badge>
      ) : (
        <Badge variant="secondary">Inactive</Badge>
      ),
  }
}

/** A number, right-aligned in figures of one width; `cell` formats it. */
export function numberColumn<Row>(
  id: string,
  label: string,
  value: (row: Row) => number | null,
  cell?: (row: Row) => ReactNode,
): ListColumn<Row> {
  return { id, label, value, cell, className: 'text-right tabular-nums' }
}

/** 'Sort order', a number. */
export function sortOrderColumn<Row extends { sort_order: number }>(): ListColumn<Row> {
  return numberColumn('sort_order', 'Sort order', (row) => row.sort_order)
}

const updatedFormat = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' })

/** 'Updated': the date and minute of the row's last change; the timestamp in the CSV. */
export function updatedColumn<Row extends { updated_at: string }>(): ListColumn<Row> {
  return {
    id: 'updated_at',
    label: 'Updated',
    value: (row) => row.updated_at,
    className: 'whitespace-nowrap',
    cell: (row) => (
      <time dateTime={row.updated_at}>{updatedFormat.format(new Date(row.updated_at))}</time>
    ),
  }
}

import type { Column } from '@tanstack/react-table'
import { ArrowDown, ArrowUp, ChevronsUpDown } from 'lucide-react'
import { cn } from '@/lib/utils'
import type { SortDirection } from './sort-direction'

/** The button of a sortable column heading: its title, the direction as an icon and in words. */
export function SortButton({
  title,
  sorted,
  onClick,
  className,
}: {
  title: string
  sorted: SortDirection
  onClick: () => void
  className?: string
}) {
  const Icon = sorted === 'asc' ? ArrowUp : sorted === 'desc' ? ArrowDown : ChevronsUpDown
  return (
    <button
      type="button"
      onClick={onClick}
      className={cn(
        '-ml-2 inline-flex h-8 items-center gap-1 rounded-md px-2 font-medium hover:bg-accent hover:text-accent-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
        className,
      )}
    >
      {title}
      <Icon className="size-3.5" aria-hidden="true" />
      <span className="sr-only">
        {sorted === 'asc'
          ? ', sorted ascending'
          : sorted === 'desc'
            ? ', sorted descending'
            : ', not sorted'}
      </span>
    </button>
  )
}

/** A column heading; a sortable one is a button that cycles ascending, descending. */
export function DataTableColumnHeader<Row, Value>({
  column,
  title,
  className,
}: {
  column: Column<Row, Value>
  title: string
  className?: string
}) {
  if (!column.getCanSort()) return <span className={className}>{title}</span>
  const sorted = column.getIsSorted()
  return (
    <SortButton
      title={title}
      sorted={sorted}
      onClick={() => column.toggleSorting(sorted === 'asc')}
      className={className}
    />
  )
}

/**
 * A list on a phone: each row a card (the pattern of Linear's and Stripe's apps), its
 * title first, under it the two or three figures that matter, each named, and the row's
 * actions at its end, in reach of a thumb; no column scrolls sideways. Which column is
 * which comes from the columns' `meta.role` (column-meta.ts).
 */
import { flexRender, type Cell, type Row as TableRowModel } from '@tanstack/react-table'
import type { ReactNode } from 'react'
import { Skeleton } from '@/components/ui/skeleton'
import { cn } from '@/lib/utils'
import type { ColumnRole } from './column-meta'
import { rowOpenProps } from './row-open'

const DEFAULT_FIGURES = 3

type AnyCell<Row> = Cell<Row, unknown>

/** Each cell's place on the card; without declared figures, the first three plain columns. */
function cardCells<Row>(row: TableRowModel<Row>) {
  const cells = row.getVisibleCells()
  const role = (cell: AnyCell<Row>): ColumnRole | undefined => cell.column.columnDef.meta?.role
  const declared = cells.some((cell) => role(cell) === 'figure')
  return {
    select: cells.find((cell) => role(cell) === 'select'),
    title: cells.find((cell) => role(cell) === 'title'),
    figures: declared
      ? cells.filter((cell) => role(cell) === 'figure')
      : cells.filter((cell) => role(cell) === undefined).slice(0, DEFAULT_FIGURES),
    actions: cells.find((cell) => role(cell) === 'actions'),
  }
}

const render = <Row,>(cell: AnyCell<Row> | undefined): ReactNode =>
  cell ? flexRender(cell.column.columnDef.cell, cell.getContext()) : null

function RowCard<Row>({ row, onOpen }: { row: TableRowModel<Row>; onOpen?: () => void }) {
  const { select, title, figures, actions } = cardCells(row)
  return (
    <li
      className={cn(
        'flex items-start gap-3 px-3 py-3',
        onOpen &&
          'cursor-pointer hover:bg-muted/50 focus-visible:bg-muted/50 focus-visible:outline-none',
      )}
      data-state={row.getIsSelected() ? 'selected' : undefined}
      {...(onOpen ? rowOpenProps(onOpen) : {})}
    >
      {select ? <div className="pt-0.5">{render(select)}</div> : null}
      <div className="min-w-0 flex-1 space-y-1.5">
        <div className="break-words font-medium">{render(title)}</div>
        {figures.length > 0 ? (
          <dl className="flex flex-wrap items-center gap-x-4 gap-y-1.5 text-sm">
            {figures.map((cell) => (
              <div key={cell.id} className="flex min-w-0 items-center gap-1.5">
                <dt className="whitespace-nowrap text-muted-foreground">
                  {cell.column.columnDef.meta?.label}
                </dt>
                <dd className="min-w-0 break-words">{render(cell)}</dd>
              </div>
            ))}
          </dl>
        ) : null}
      </div>
      {actions ? <div className="-my-1 shrink-0">{render(actions)}</div> : null}
    </li>
  )
}

export function RowCards<Row>({
  label,
  rows,
  busy,
  dimmed,
  openRow,
}: {
  label: string
  rows: TableRowModel<Row>[]
  busy: boolean
  dimmed: boolean
  openRow?: (row: Row) => void
}) {
  return (
    <ul
      aria-label={label}
      aria-busy={busy || undefined}
      className={cn('divide-y', dimmed && 'opacity-60 transition-opacity')}
    >
      {rows.map((row) => (
        <RowCard
          key={row.id}
          row={row}
          onOpen={openRow ? () => openRow(row.original) : undefined}
        />
      ))}
    </ul>
  )
}

/** Cards of grey bars while the first page loads. */
export function SkeletonCards({ count }: { count: number }) {
  return (
    <ul aria-label="Loading" className="divide-y">
      {Array.from({ length: count }, (_, index) => (
        <li key={index} data-testid="skeleton-row" className="space-y-2 p-3">
          <Skeleton className="h-5 w-2/3" />
          <Skeleton className="h-4 w-1/2" />
        </li>
      ))}
    </ul>
  )
}

import type * as React from 'react'
import { cn } from '@/lib/utils'
import { slotComponent } from './slot'

/**
 * A table in shadcn's shape. The container scrolls sideways, so on a phone a wide table
 * scrolls inside its card instead of widening the page.
 */
function Table({ className, ...props }: React.ComponentProps<'table'>) {
  return (
    <div data-slot="table-container" className="relative w-full overflow-x-auto">
      <table
        data-slot="table"
        className={cn('w-full caption-bottom text-sm', className)}
        {...props}
      />
    </div>
  )
}

const TableHeader = slotComponent('thead', 'table-header', '[&_tr]:border-b')
const TableBody = slotComponent('tbody', 'table-body', '[&_tr:last-child]:border-0')
const TableRow = slotComponent(
  'tr',
  'table-row',
  'border-b transition-colors hover:bg-muted/50 data-[state=selected]:bg-muted',
)
const TableHead = slotComponent(
  'th',
  'table-head',
  'h-10 whitespace-nowrap px-2 text-left align-middle font-medium text-muted-foreground [&:has([role=checkbox])]:pr-0',
)
const TableCell = slotComponent(
  'td',
  'table-cell',
  'whitespace-nowrap p-2 align-middle [&:has([role=checkbox])]:pr-0',
)
const TableCaption = slotComponent('caption', 'table-caption', 'mt-4 text-sm text-muted-foreground')

export { Table, TableHeader, TableBody, TableRow, TableHead, TableCell, TableCaption }

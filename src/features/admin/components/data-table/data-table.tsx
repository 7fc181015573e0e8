/**
 * The workbench's list: TanStack Table over one PostgREST request per page. Paging,
 * sorting, search and filters are done by the database (range, order, count) and the
 * whole view state lives in the URL (use-list-state.ts). Column visibility is remembered
 * per browser; row selection feeds a bulk-actions slot; loading, empty and error each
 * render their own block; 'Export CSV' streams every row of the filtered set.
 *
 * @example
 * <DataTable name="countries" label="Countries" columns={columns} listOptions={options}
 *   queryKey={(state) => countryKeys.list(state)} fetchPage={fetchCountryPage}
 *   getRowId={(row) => row.id} csv={{ filename: 'countries', columns: csvColumns }}
 *   empty={{ title: 'No countries yet', description: 'Add the first market.' }} />
 */
import { keepPreviousData, useQuery, type QueryKey } from '@tanstack/react-query'
import {
  flexRender,
  getCoreRowModel,
  useReactTable,
  type ColumnDef,
  type Row as TableRowModel,
  type RowSelectionState,
  type SortingState,
  type VisibilityState,
} from '@tanstack/react-table'
import { AlertCircle, Inbox, RotateCw } from 'lucide-react'
import { useState, type ReactNode } from 'react'
import { toast } from 'sonner'
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { Skeleton } from '@/components/ui/skeleton'
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@/components/ui/table'
import { cn } from '@/lib/utils'
import './column-meta'
import { csvChunks, csvFilename, csvStream, saveCsv, type CsvColumn } from './csv'
import { ariaSort } from './sort-direction'
import { DataTablePagination } from './data-table-pagination'
import { DataTableToolbar } from './data-table-toolbar'
import {
  isFiltered,
  pageRange,
  type FilterOption,
  type ListState,
  type ListStateOptions,
} from './list-state'
import type { FetchPage } from './types'
import { useListState } from './use-list-state'

export type DataTableProps<Row> = {
  /** Machine name: the CSV file name and the key of the remembered column choice. */
  name: string
  /** Accessible name of the table ('Countries'). */
  label: string
  // TanStack's column helpers produce columns of many value types in one list.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  columns: ColumnDef<Row, any>[]
  /** Module-level constant (its identity keys the parsed state). */
  listOptions: ListStateOptions
  queryKey: (state: ListState) => QueryKey
  fetchPage: FetchPage<Row>
  getRowId: (row: Row) => string
  /** 'estimated' shows the total as "About n rows". */
  countMode?: 'exact' | 'estimated'
  csv: { columns: readonly CsvColumn<Row>[] }
  /** Buttons beside 'Export CSV' ('New country'). */
  actions?: ReactNode
  /** Shown above the table while rows are selected; none: no selection column. */
  bulkActions?: (rows: Row[], clearSelection: () => void) => ReactNode
  /** The empty list (nothing matches no filter): what to do next. */
  empty: { title: string; description: string; action?: ReactNode }
  /** Options of filters declared with `accepts` (read from the database), by filter key. */
  filterOptions?: Readonly<Record<string, readonly FilterOption[]>>
  /**
   * Renders the loaded rows instead of one plain <TableRow> each (sortable rows, say);
   * build each row's cells with DataTableRowCells.
   */
  renderRows?: (rows: TableRowModel<Row>[]) => ReactNode
}

/** The cells of one row, as the table renders them. */
export function DataTableRowCells<Row>({ row }: { row: TableRowModel<Row> }) {
  return row.getVisibleCells().map((cell) => (
    <TableCell key={cell.id} className={cell.column.columnDef.meta?.className}>
      {flexRender(cell.column.columnDef.cell, cell.getContext())}
    </TableCell>
  ))
}

const SKELETON_ROWS = 5

function storedVisibility(name: string): VisibilityState {
  try {
    const raw = window.localStorage.getItem(`admin-table-columns:${name}`)
    const parsed: unknown = raw ? JSON.parse(raw) : {}
    return parsed && typeof parsed === 'object' ? (parsed as VisibilityState) : {}
  } catch {
    return {}
  }
}

export function DataTable<Row>({
  name,
  label,
  columns,
  listOptions,
  queryKey,
  fetchPage,
  getRowId,
  countMode = 'exact',
  csv,
  actions,
  bulkActions,
  empty,
  filterOptions,
  renderRows,
}: DataTableProps<Row>) {
  const { state, update } = useListState(listOptions)
  const query = useQuery({
    queryKey: queryKey(state),
    queryFn: ({ signal }) => fetchPage(state, pageRange(state), { signal, count: true }),
    placeholderData: keepPreviousData,
  })

  const [columnVisibility, setColumnVisibility] = useState<VisibilityState>(() =>
    storedVisibility(name),
  )
  // A selection belongs to the view it was made in: another page or filter starts afresh.
  const viewKey = JSON.stringify(queryKey(state))
  const [selection, setSelection] = useState<{ view: string; rows: RowSelectionState }>({
    view: viewKey,
    rows: {},
  })
  const rowSelection = selection.view === viewKey ? selection.rows : {}
  const [exporting, setExporting] = useState(false)

  const sorting: SortingState = state.sort ? [{ id: state.sort, desc: state.order === 'desc' }] : []
  const rows = query.data?.rows ?? []
  const total = query.data?.total ?? null

  // TanStack Table keeps its own state; this app does not run the React Compiler.
  // eslint-disable-next-line react-hooks/incompatible-library
  const table = useReactTable({
    data: rows,
    columns,
    getRowId,
    getCoreRowModel: getCoreRowModel(),
    manualPagination: true,
    manualSorting: true,
    manualFiltering: true,
    enableSortingRemoval: false,
    enableRowSelection: bulkActions !== undefined,
    rowCount: total ?? undefined,
    state: {
      sorting,
      columnVisibility,
      rowSelection,
      pagination: { pageIndex: state.page - 1, pageSize: state.perPage },
    },
    onSortingChange: (updater) => {
      const next = typeof updater === 'function' ? updater(sorting) : updater
      const first = next[0]
      update(first ? { sort: first.id, order: first.desc ? 'desc' : 'asc' } : { sort: null })
    },
    onColumnVisibilityChange: (updater) => {
      setColumnVisibility((current) => {
        const next = typeof updater === 'function' ? updater(current) : updater
        try {
          window.localStorage.setItem(`admin-table-columns:${name}`, JSON.stringify(next))
        } catch {
          // Storage full or disabled: the choice lasts for this visit only.
        }
        return next
      })
    },
    onRowSelectionChange: (updater) => {
      const next = typeof updater === 'function' ? updater(rowSelection) : updater
      setSelection({ view: viewKey, rows: next })
    },
  })

  const clearSelection = () => setSelection({ view: viewKey, rows: {} })
  const selectedRows = table.getSelectedRowModel().rows.map((row) => row.original)
  const visibleColumns = table.getVisibleLeafColumns().length

  async function exportCsv() {
    setExporting(true)
    let count = 0
    try {
      const chunks = csvChunks(csv.columns, async (from, to) => {
        const page = await fetchPage(state, { from, to }, { count: false })
        count += page.rows.length
        return page.rows
      })
      await saveCsv(csvStream(chunks), csvFilename(name))
      toast.success(`Exported ${count} ${count === 1 ? 'row' : 'rows'} to CSV.`)
    } catch (error) {
      toast.error(`Export failed: ${error instanceof Error ? error.message : String(error)}`)
    } finally {
      setExporting(false)
    }
  }

  let body: ReactNode
  if (query.isPending) {
    body = Array.from({ length: SKELETON_ROWS }, (_, index) => (
      <TableRow key={index} data-testid="skeleton-row">
        {Array.from({ length: visibleColumns }, (_, cell) => (
          <TableCell key={cell}>
            <Skeleton className="h-5 w-full min-w-8" />
          </TableCell>
        ))}
      </TableRow>
    ))
  } else if (query.isError && !query.data) {
    body = null
  } else if (rows.length === 0) {
    const narrowed = isFiltered(state)
    body = (
      <TableRow className="hover:bg-transparent">
        <TableCell colSpan={visibleColumns} className="whitespace-normal py-12">
          <div className="mx-auto flex max-w-sm flex-col items-center gap-2 text-center">
            <Inbox className="size-8 text-muted-foreground" aria-hidden="true" />
            <p className="font-medium">
              {narrowed
                ? 'Nothing matches this search'
                : state.page > 1
                  ? 'No rows on this page'
                  : empty.title}
            </p>
            <p className="text-sm text-muted-foreground">
              {narrowed
                ? 'Try other words or clear the search and filters.'
                : state.page > 1
                  ? 'Go back to the first page.'
                  : empty.description}
            </p>
            {narrowed ? (
              <Button variant="outline" size="sm" onClick={() => update({ q: '', filters: {} })}>
                Clear search and filters
              </Button>
            ) : state.page > 1 ? (
              <Button variant="outline" size="sm" onClick={() => update({ page: 1 })}>
                First page
              </Button>
            ) : (
              empty.action
            )}
          </div>
        </TableCell>
      </TableRow>
    )
  } else if (renderRows) {
    body = renderRows(table.getRowModel().rows)
  } else {
    body = table.getRowModel().rows.map((row) => (
      <TableRow key={row.id} data-state={row.getIsSelected() ? 'selected' : undefined}>
        <DataTableRowCells row={row} />
      </TableRow>
    ))
  }

  return (
    <div className="space-y-4">
      <DataTableToolbar
        table={table}
        state={state}
        filters={listOptions.filters ?? []}
        filterOptions={filterOptions}
        onChange={update}
        onExport={() => void exportCsv()}
        exporting={exporting}
        actions={actions}
      />
      {bulkActions && selectedRows.length > 0 ? (
        <div
          role="region"
          aria-label="Bulk actions"
          className="flex flex-wrap items-center gap-2 rounded-md border bg-muted/40 px-3 py-2 text-sm"
        >
          <span className="font-medium">{selectedRows.length} selected</span>
          {bulkActions(selectedRows, clearSelection)}
          <Button variant="ghost" size="sm" onClick={clearSelection}>
            Clear selection
          </Button>
        </div>
      ) : null}
      {query.isError ? (
        <Alert variant="destructive">
          <AlertCircle aria-hidden="true" />
          <AlertTitle>The list could not be loaded</AlertTitle>
          <AlertDescription>
            <p>{query.error.message}</p>
            <Button
              variant="outline"
              size="sm"
              onClick={() => void query.refetch()}
              disabled={query.isFetching}
            >
              <RotateCw aria-hidden="true" />
              Retry
            </Button>
          </AlertDescription>
        </Alert>
      ) : null}
      <div className="rounded-lg border bg-card">
        <Table
          aria-label={label}
          aria-busy={query.isFetching || undefined}
          className={cn(query.isPlaceholderData && 'opacity-60 transition-opacity')}
        >
          <TableHeader>
            {table.getHeaderGroups().map((group) => (
              <TableRow key={group.id} className="hover:bg-transparent">
                {group.headers.map((header) => {
                  const sorted = header.column.getIsSorted()
                  return (
                    <TableHead
                      key={header.id}
                      className={header.column.columnDef.meta?.className}
                      aria-sort={ariaSort(sorted)}
                    >
                      {header.isPlaceholder
                        ? null
                        : flexRender(header.column.columnDef.header, header.getContext())}
                    </TableHead>
                  )
                })}
              </TableRow>
            ))}
          </TableHeader>
          <TableBody>{body}</TableBody>
        </Table>
      </div>
      <DataTablePagination
        page={state.page}
        perPage={state.perPage}
        total={total}
        estimated={countMode === 'estimated'}
        onPage={(page) => update({ page })}
        onPerPage={(perPage) => update({ perPage })}
      />
    </div>
  )
}

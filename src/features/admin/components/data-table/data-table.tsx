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
import { keepPreviousData, skipToken, useQuery, type QueryKey } from '@tanstack/react-query'
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
import { useContext, useMemo, useState, type ReactNode } from 'react'
import { useNavigate } from 'react-router-dom'
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
import { CurrentSectionContext } from '../../auth/use-section-access'
import { SavedViewsMenu, viewParamsOf } from '../saved-views'
import './column-meta'
import { csvChunks, csvFilename, csvStream, saveCsv, type CsvColumn } from './csv'
import { ariaSort } from './sort-direction'
import { DataTablePagination } from './data-table-pagination'
import { DataTableToolbar } from './data-table-toolbar'
import { RowCards, SkeletonCards } from './row-cards'
import type { RowCount } from './row-count'
import { rowOpenProps } from './row-open'
import { useIsPhone } from './use-is-phone'
import {
  isFiltered,
  pageRange,
  parseListState,
  writeListState,
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
  /**
   * Counts the filtered rows apart from the page (a traffic log: exact from the rollups, or an
   * estimate); without it the page's request counts them exactly.
   */
  fetchCount?: (state: ListState, signal: AbortSignal) => Promise<RowCount>
  /** Where a click anywhere on the row goes (a log's detail panel); Enter on the row too. */
  rowHref?: (row: Row) => string
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
  /** `renderRows` fits a phone as it is (a grid of tiles): no cards there. */
  keepRowsOnPhone?: boolean
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
  fetchCount,
  rowHref,
  csv,
  actions,
  bulkActions,
  empty,
  filterOptions,
  renderRows,
  keepRowsOnPhone = false,
}: DataTableProps<Row>) {
  const { state, update } = useListState(listOptions)
  const phone = useIsPhone()
  // A list inside a section's route saves and opens views of its search, filters and sort.
  const section = useContext(CurrentSectionContext)
  const viewParams = useMemo(
    () => viewParamsOf(writeListState(new URLSearchParams(), { ...state, page: 1 }, listOptions)),
    [state, listOptions],
  )
  const navigate = useNavigate()
  // Whether the page counts follows from the list's fetchers, constants: not part of the view.
  // eslint-disable-next-line @tanstack/query/exhaustive-deps
  const query = useQuery({
    queryKey: queryKey(state),
    queryFn: ({ signal }) =>
      fetchPage(state, pageRange(state), { signal, count: fetchCount === undefined }),
    placeholderData: keepPreviousData,
  })
  // The count depends on the search and filters only: paging and sorting do not ask again.
  const countState: ListState = { ...state, page: 1, perPage: 0, sort: null, order: 'asc' }
  const countQuery = useQuery({
    queryKey: [...queryKey(countState), 'count'],
    queryFn: fetchCount ? ({ signal }) => fetchCount(countState, signal) : skipToken,
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
  const pageTotal = query.data?.total ?? null
  const count: RowCount | null = fetchCount
    ? (countQuery.data ?? null)
    : pageTotal === null
      ? null
      : { value: pageTotal, exact: true }
  const total = count?.value ?? null

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

  const cards = phone && !(renderRows && keepRowsOnPhone)
  const openRow = rowHref ? (row: Row) => void navigate(rowHref(row)) : undefined
  const failed = query.isError && !query.data
  const narrowed = isFiltered(state)
  const emptyState =
    query.isPending || failed || rows.length > 0 ? null : (
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
    )

  let body: ReactNode
  if (cards) {
    body = query.isPending ? (
      <SkeletonCards count={SKELETON_ROWS} />
    ) : failed ? null : emptyState ? (
      <div className="px-3 py-12">{emptyState}</div>
    ) : (
      <RowCards
        label={label}
        rows={table.getRowModel().rows}
        busy={query.isFetching}
        dimmed={query.isPlaceholderData}
        openRow={openRow}
      />
    )
  } else {
    let tableRows: ReactNode
    if (query.isPending) {
      tableRows = Array.from({ length: SKELETON_ROWS }, (_, index) => (
        <TableRow key={index} data-testid="skeleton-row">
          {Array.from({ length: visibleColumns }, (_, cell) => (
            <TableCell key={cell}>
              <Skeleton className="h-5 w-full min-w-8" />
            </TableCell>
          ))}
        </TableRow>
      ))
    } else if (emptyState) {
      tableRows = (
        <TableRow className="hover:bg-transparent">
          <TableCell colSpan={visibleColumns} className="whitespace-normal py-12">
            {emptyState}
          </TableCell>
        </TableRow>
      )
    } else if (failed) {
      tableRows = null
    } else if (renderRows) {
      tableRows = renderRows(table.getRowModel().rows)
    } else {
      tableRows = table.getRowModel().rows.map((row) => (
        <TableRow
          key={row.id}
          data-state={row.getIsSelected() ? 'selected' : undefined}
          className={cn(
            openRow && 'cursor-pointer focus-visible:bg-muted/50 focus-visible:outline-none',
          )}
          {...(openRow ? rowOpenProps(() => openRow(row.original)) : {})}
        >
          <DataTableRowCells row={row} />
        </TableRow>
      ))
    }
    body = (
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
        <TableBody>{tableRows}</TableBody>
      </Table>
    )
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
        phone={phone}
        savedViews={
          section ? (
            <SavedViewsMenu
              section={section}
              list={name}
              params={viewParams}
              onOpen={(view) =>
                update(parseListState(new URLSearchParams(view.state.params), listOptions))
              }
            />
          ) : null
        }
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
      <div className="rounded-lg border bg-card">{body}</div>
      <DataTablePagination
        page={state.page}
        perPage={state.perPage}
        count={count}
        onPage={(page) => update({ page })}
        onPerPage={(perPage) => update({ perPage })}
      />
    </div>
  )
}

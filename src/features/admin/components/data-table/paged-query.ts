/**
 * What every section's page fetch repeats: the search and the yes/no filters (listPage),
 * then the list's order with id as a unique tie-breaker (rows never move between pages,
 * and the CSV export is complete), the page's range and the abort signal; the rows, and
 * the total when counted (pagedQuery). listPageFetcher makes a list's whole page fetch of
 * its select.
 */
import { unwrap, type ErrorLike } from '@/lib/result'
import { booleanFilterValue, searchAny } from './list-filters'
import type { ListState, ListStateOptions } from './list-state'
import type { FetchPage } from './types'

type FetchOptions = Parameters<FetchPage<unknown>>[2]
type QueryResult = { data: unknown; error: ErrorLike | null; count: number | null }
/** The rows of a successful answer (a union of success and failure, as postgrest-js types it). */
type RowsOf<Result> = Result extends { error: null; data: infer Rows } ? Rows : never

/** A postgrest-js select once filtered: what pagedQuery calls of it, each returning itself. */
type ListQuery<Self> = PromiseLike<QueryResult> & {
  order(column: string, options: { ascending: boolean; nullsFirst?: boolean }): Self
  range(from: number, to: number): Self
  abortSignal(signal: AbortSignal): Self
}

/** The select's count option: the total only when the list asks for it (not the export). */
export function countOption({ count }: FetchOptions): { count: 'exact' } | undefined {
  return count ? { count: 'exact' } : undefined
}

export async function pagedQuery<Query extends ListQuery<Query>>(
  query: Query,
  state: ListState,
  { from, to }: { from: number; to: number },
  { signal, count }: FetchOptions,
  /** The column sorted by when the URL names none (the list's default sort). */
  defaultSort: string,
  /**
   * A view without an id names its unique column (`tieBreaker`); `nullsLast` keeps rows
   * without a value at the end in either direction (a brand never checked).
   */
  { tieBreaker = 'id', nullsLast = false }: { tieBreaker?: string; nullsLast?: boolean } = {},
): Promise<{ rows: RowsOf<Awaited<Query>>; total: number | null }> {
  let paged = query
    .order(state.sort ?? defaultSort, {
      ascending: state.order === 'asc',
      ...(nullsLast ? { nullsFirst: false } : {}),
    })
    .order(tieBreaker, { ascending: true })
    .range(from, to)
  if (signal) paged = paged.abortSignal(signal)
  const result = await paged
  return { rows: unwrap(result) as RowsOf<Awaited<Query>>, total: count ? result.count : null }
}

/** A select the list's search and yes/no filters narrow (postgrest-js's or and filter). */
type FilterableQuery<Self> = ListQuery<Self> & {
  or(filters: string): Self
  filter(column: string, operator: string, value: unknown): Self
}

/**
 * pagedQuery of the rows matching the list's search (in any of `search`) and its yes/no
 * filters (those with a column), in the list's default order unless the URL names one.
 */
export function listPage<Query extends FilterableQuery<Query>>(
  query: Query,
  state: ListState,
  range: { from: number; to: number },
  options: FetchOptions,
  { list, search }: { list: ListStateOptions; search: readonly string[] },
) {
  let narrowed = query
  if (state.q) narrowed = narrowed.or(searchAny(state.q, search))
  for (const { key, column } of list.filters ?? []) {
    const value = column ? booleanFilterValue(state, key) : null
    if (column && value !== null) narrowed = narrowed.filter(column, 'eq', value)
  }
  return pagedQuery(narrowed, state, range, options, list.defaultSort?.sort ?? 'id')
}

/** A select's row, as postgrest-js types it from the columns. */
type SelectedRow<Query> = RowsOf<Awaited<Query>> extends readonly (infer Row)[] ? Row : never

type ListSpec<Query> = {
  /**
   * The list's select, with the count option the list asks for (the export does not);
   * `state` for conditions beyond the search and the yes/no filters.
   */
  select: (count: ReturnType<typeof countOption>, state: ListState) => Query
  list: ListStateOptions
  /** The columns the search looks in. */
  search: readonly string[]
}

/**
 * A list's page fetch: `select`, narrowed and paged by listPage; `row` reshapes each row
 * when the list shows it otherwise than selected (an embedded count as a number). The
 * rows' type follows the select (postgrest-js reads it from the columns and the
 * generated database types): `PageRowOf<typeof fetchPage>`.
 *
 * @example
 * export const fetchPageList = listPageFetcher({
 *   select: (count) => supabase.from('pages').select(PAGE_LIST_COLUMNS, count),
 *   list: pageListOptions,
 *   search: ['title', 'slug'],
 * })
 */
export function listPageFetcher<Query extends FilterableQuery<Query>, Row>(
  spec: ListSpec<Query> & { row: (selected: SelectedRow<Query>) => Row },
): FetchPage<Row>
export function listPageFetcher<Query extends FilterableQuery<Query>>(
  spec: ListSpec<Query>,
): FetchPage<SelectedRow<Query>>
export function listPageFetcher<Query extends FilterableQuery<Query>, Row>({
  select,
  list,
  search,
  row,
}: ListSpec<Query> & { row?: (selected: SelectedRow<Query>) => Row }): FetchPage<unknown> {
  return async (state, range, options) => {
    const query = select(countOption(options), state)
    const { rows, total } = await listPage(query, state, range, options, { list, search })
    const selected = rows as SelectedRow<Query>[]
    return { rows: row ? selected.map(row) : selected, total }
  }
}

/** The row type of a page fetch. */
export type PageRowOf<Fetch> = Fetch extends FetchPage<infer Row> ? Row : never

/**
 * The view state of an admin list (page, page size, sort, search, filters) read from and
 * written to the URL's search parameters, react-admin's way
 * (`?q=…&sort=…&order=…&page=…&perPage=…&<filter>=…`), so reload, Back and a pasted link
 * show the same view. Pure: the hook in use-list-state.ts binds it to the router.
 */

export type SortOrder = 'asc' | 'desc'

export type ListState = {
  /** 1-based page number. */
  page: number
  perPage: number
  /** Id of the sorted column, or null for the list's default order. */
  sort: string | null
  order: SortOrder
  /** Free-text search, trimmed; '' for none. */
  q: string
  /** Declared filters that are set, by key. */
  filters: Record<string, string>
}

export type FilterOption = { value: string; label: string }

/** A filter the toolbar offers as a select; its value lives in the URL under `key`. */
export type FilterDefinition = {
  key: string
  label: string
  options: readonly FilterOption[]
  /**
   * For options read from the database (DataTable's `filterOptions`): which URL values to
   * keep, checked without the options, so a pasted link filters before they have loaded.
   */
  accepts?: (value: string) => boolean
  /**
   * Offered in the toolbar only while the URL sets it: a rarely used key that arrives in a
   * link (Analytics' drill-downs) shows, and can be cleared, without crowding the toolbar.
   */
  onlyWhenSet?: boolean
  /**
   * The words for a URL value the options do not hold (a link's free-text or numeric value,
   * or one whose option has not loaded): 'Position 3' rather than '3'. Default: the value.
   */
  valueLabel?: (value: string) => string
  /** A yes/no filter's column ('true'/'false' in the URL): listPage narrows by it. */
  column?: string
}

export type ListStateOptions = {
  /** Column ids the database may sort by; any other `sort` in the URL is ignored. */
  sortKeys: readonly string[]
  filters?: readonly FilterDefinition[]
  defaultSort?: { sort: string; order: SortOrder }
  defaultPerPage?: number
}

export const PAGE_SIZES = [10, 25, 50, 100] as const
export const DEFAULT_PER_PAGE = 25
export const MAX_SEARCH_LENGTH = 100

/** The URL parameters a list owns (besides its filters' keys). */
const LIST_PARAMS = ['page', 'perPage', 'sort', 'order', 'q'] as const

function positiveInt(value: string | null): number | null {
  if (value === null || !/^\d{1,6}$/.test(value)) return null
  const number = Number(value)
  return number >= 1 ? number : null
}

/** Reads the list state from the URL; anything invalid falls back to its default. */
export function parseListState(params: URLSearchParams, options: ListStateOptions): ListState {
  const perPageParam = positiveInt(params.get('perPage'))
  const perPage =
    perPageParam !== null && (PAGE_SIZES as readonly number[]).includes(perPageParam)
      ? perPageParam
      : (options.defaultPerPage ?? DEFAULT_PER_PAGE)
  const sortParam = params.get('sort')
  const sortValid = sortParam !== null && options.sortKeys.includes(sortParam)
  const orderParam = params.get('order')
  const filters: Record<string, string> = {}
  for (const filter of options.filters ?? []) {
    const value = params.get(filter.key)
    const known = filter.accepts
      ? filter.accepts
      : (candidate: string) => filter.options.some((option) => option.value === candidate)
    if (value !== null && known(value)) {
      filters[filter.key] = value
    }
  }
  return {
    page: positiveInt(params.get('page')) ?? 1,
    perPage,
    sort: sortValid ? sortParam : (options.defaultSort?.sort ?? null),
    order:
      sortValid && (orderParam === 'asc' || orderParam === 'desc')
        ? orderParam
        : sortValid
          ? 'asc'
          : (options.defaultSort?.order ?? 'asc'),
    q: (params.get('q') ?? '').trim().slice(0, MAX_SEARCH_LENGTH),
    filters,
  }
}

/**
 * The URL parameters for `state`, keeping every parameter the list does not own (an open
 * form's `edit`, say). Defaults are left out, so the plain list has a plain URL.
 */
export function writeListState(
  params: URLSearchParams,
  state: ListState,
  options: ListStateOptions,
): URLSearchParams {
  const next = new URLSearchParams(params)
  for (const key of LIST_PARAMS) next.delete(key)
  for (const filter of options.filters ?? []) next.delete(filter.key)

  if (state.q) next.set('q', state.q)
  for (const [key, value] of Object.entries(state.filters)) next.set(key, value)
  const isDefaultSort =
    state.sort === (options.defaultSort?.sort ?? null) &&
    state.order === (options.defaultSort?.order ?? 'asc')
  if (state.sort && !isDefaultSort) {
    next.set('sort', state.sort)
    next.set('order', state.order)
  }
  if (state.perPage !== (options.defaultPerPage ?? DEFAULT_PER_PAGE)) {
    next.set('perPage', String(state.perPage))
  }
  if (state.page > 1) next.set('page', String(state.page))
  return next
}

/** True when a search or a filter narrows the list. */
export function isFiltered(state: ListState): boolean {
  return state.q !== '' || Object.keys(state.filters).length > 0
}

/** The row range of the state's page, for PostgREST's `range(from, to)` (inclusive). */
export function pageRange(state: Pick<ListState, 'page' | 'perPage'>): {
  from: number
  to: number
} {
  const from = (state.page - 1) * state.perPage
  return { from, to: from + state.perPage - 1 }
}

/**
 * A search term as a quoted PostgREST `ilike` pattern for `.or()`: the LIKE wildcards and
 * the quote characters of the user's text are escaped, so "50%" finds "50%" and a comma
 * cannot add a condition.
 *
 * @example
 * query.or(['name', 'slug'].map((column) => `${column}.ilike.${ilikeContains(q)}`).join(','))
 */
export function ilikeContains(term: string): string {
  const escapedLike = term.replace(/[\\%_]/g, (char) => `\\${char}`)
  const quoted = escapedLike.replace(/["\\]/g, (char) => `\\${char}`)
  return `"*${quoted}*"`
}

import type { ListState } from './list-state'

/** What a page fetch returns: the rows and, when counted, the size of the whole filtered set. */
export type PageResult<Row> = { rows: Row[]; total: number | null }

/**
 * How a list reads its rows: one PostgREST request for the rows [from, to] of the list in
 * `state` (search, filters and order applied by the database). `count` asks for the total
 * as well (`count: 'exact'` or `'estimated'` in the select); the CSV export leaves it off.
 */
export type FetchPage<Row> = (
  state: ListState,
  range: { from: number; to: number },
  options: { signal?: AbortSignal; count: boolean },
) => Promise<PageResult<Row>>

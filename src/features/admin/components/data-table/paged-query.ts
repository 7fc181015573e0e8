/**
 * The tail every section's page fetch repeats once its filters are set: the list's order,
 * then id as a unique tie-breaker (rows never move between pages, and the CSV export is
 * complete), the page's range and the abort signal; the rows, and the total when counted.
 */
import { unwrap, type ErrorLike } from '@/lib/result'
import type { ListState } from './list-state'
import type { FetchPage } from './types'

type FetchOptions = Parameters<FetchPage<unknown>>[2]
type QueryResult = { data: unknown; error: ErrorLike | null; count: number | null }
/** The rows of a successful answer (a union of success and failure, as postgrest-js types it). */
type RowsOf<Result> = Result extends { error: null; data: infer Rows } ? Rows : never

/** A postgrest-js select once filtered: what pagedQuery calls of it, each returning itself. */
type ListQuery<Self> = PromiseLike<QueryResult> & {
  order(column: string, options: { ascending: boolean }): Self
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
): Promise<{ rows: RowsOf<Awaited<Query>>; total: number | null }> {
  let paged = query
    .order(state.sort ?? defaultSort, { ascending: state.order === 'asc' })
    .order('id', { ascending: true })
    .range(from, to)
  if (signal) paged = paged.abortSignal(signal)
  const result = await paged
  return { rows: unwrap(result) as RowsOf<Awaited<Query>>, total: count ? result.count : null }
}

/** How a column is sorted: ascending, descending or not at all (TanStack Table's own values). */
export type SortDirection = 'asc' | 'desc' | false

/** The aria-sort of a heading sorted this way. */
export function ariaSort(sorted: SortDirection) {
  return sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : undefined
}

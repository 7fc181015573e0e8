/**
 * Pieces of a section's page fetch that every list repeats: yes/no filters (e.g. the
 * 'Active' one) in the URL as 'true'/'false', and the search over several text columns.
 */
import { ilikeContains, type FilterDefinition, type ListState } from './list-state'

/**
 * A filter with two options: `yes` ('true') and `no` ('false'); with `column`, listPage
 * narrows the rows by it.
 */
export function booleanFilter(
  key: string,
  label: string,
  yes: string,
  no: string,
  column?: string,
): FilterDefinition {
  return {
    key,
    label,
    column,
    options: [
      { value: 'true', label: yes },
      { value: 'false', label: no },
    ],
  }
}

/** The 'Active' filter of a table with is_active. */
export const ACTIVE_FILTER = booleanFilter('active', 'Active', 'Active', 'Inactive', 'is_active')

/** A yes/no filter's value, or null when it is not set. */
export function booleanFilterValue(state: ListState, key: string): boolean | null {
  const value = state.filters[key]
  return value === 'true' || value === 'false' ? value === 'true' : null
}

/** The PostgREST `or` of a search for `term` in any of `columns` (query.or(...)). */
export function searchAny(term: string, columns: readonly string[]): string {
  const pattern = ilikeContains(term)
  return columns.map((column) => `${column}.ilike.${pattern}`).join(',')
}

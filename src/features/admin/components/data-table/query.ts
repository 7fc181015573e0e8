/**
 * The list's server side, for api/ modules: list state, filters and paging. Importing it
 * loads no React and no client, so the fetchers also run where the UI cannot (the
 * integration tests call them in Node).
 */
export {
  ilikeContains,
  pageRange,
  type FilterDefinition,
  type FilterOption,
  type ListState,
  type ListStateOptions,
  type SortOrder,
} from './list-state'
export type { FetchPage, PageResult } from './types'
export type { PageRowOf } from './paged-query'
export { ACTIVE_FILTER, booleanFilter, booleanFilterValue, searchAny } from './list-filters'
export { countOption, listPage, listPageFetcher, pagedQuery } from './paged-query'

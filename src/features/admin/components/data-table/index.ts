/** The workbench's list: import from here. */
export { DataTable, DataTableRowCells, type DataTableProps } from './data-table'
export { DataTableColumnHeader } from './data-table-column-header'
export { selectionColumn } from './selection-column'
export { type CsvColumn, yesNo } from './csv'
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
export { useListState } from './use-list-state'
export { rowActionsColumn } from './common-columns'
export {
  activeColumn,
  nameColumn,
  numberColumn,
  slugColumn,
  sortOrderColumn,
  updatedColumn,
  type ListColumn,
} from './list-columns'
export { SectionTable, type SectionList } from './section-table'
export { RowEditLink } from './row-parts'
export { ACTIVE_FILTER, booleanFilter, booleanFilterValue, searchAny } from './list-filters'
export { countOption, listPage, pagedQuery } from './paged-query'

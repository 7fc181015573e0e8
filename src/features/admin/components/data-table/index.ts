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
export { activeColumn, rowActionsColumn, sortOrderColumn, updatedColumn } from './common-columns'
export { BulkActiveButtons, RowDeleteButton, RowEditLink } from './row-parts'
export { ACTIVE_FILTER, booleanFilter, booleanFilterValue, searchAny } from './list-filters'
export { countOption, pagedQuery } from './paged-query'

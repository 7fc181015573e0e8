/** The workbench's list: import from here. */
export { DataTable, type DataTableProps } from './data-table'
export { DataTableColumnHeader } from './data-table-column-header'
export { selectionColumn } from './selection-column'
export type { CsvColumn } from './csv'
export {
  ilikeContains,
  type FilterDefinition,
  type ListState,
  type ListStateOptions,
  type SortOrder,
} from './list-state'
export type { FetchPage, PageResult } from './types'

/** The workbench's list: import from here (api/ modules from ./query, which loads no UI). */
export { DataTable, DataTableRowCells, type DataTableProps } from './data-table'
export { DataTableColumnHeader } from './data-table-column-header'
export { selectionColumn } from './selection-column'
export * from './query'
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
export { ListTable, type ListTableProps } from './list-table'
export { SectionTable, type SectionList } from './section-table'
export { RowEditLink, RowTitleLink } from './row-parts'
export { ShortId } from './short-id'
export { Clipped } from './clipped'
export { rowCountText, type RowCount } from './row-count'

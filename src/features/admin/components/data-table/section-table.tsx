/**
 * A section's list, from its definition: the columns as declared (each with its CSV
 * shape, list-columns.tsx) and what every section's list repeats, derived from the
 * section's table and noun: the selection column and the bulk Activate/Deactivate buttons
 * with their toast ('Activated 3 categories.'), the row's Edit and Delete buttons, the
 * 'New …' link, the empty state and the CSV's file name. Write controls show only to a
 * role that may write the section.
 *
 * @example
 * const categoriesList: SectionList<CategoryListRow> = {
 *   section: categoriesSection, columns, options: categoryListOptions, keys: categoryKeys,
 *   fetchPage: fetchCategoryPage, setActive: categoryRows.setActive, editButton: true,
 *   empty: { description: 'Add the first with New category.', readOnly: '…' },
 * }
 * <SectionTable list={categoriesList} canWrite={canWrite} remove={useDeleteCategory()} />
 */
import { useQueryClient, type QueryKey } from '@tanstack/react-query'
import type { ColumnDef, Row as TableRowModel } from '@tanstack/react-table'
import type { ReactNode } from 'react'
import type { SectionOwnTable } from '../../section-definition'
import { notifyError, notifySuccess, type DeleteFlow } from '../form'
import { rowActionsColumn } from './common-columns'
import { rowNameOf, type ListColumn } from './list-columns'
import type { FilterOption, ListState, ListStateOptions } from './list-state'
import {
  BulkActiveButtons,
  NewRowLink,
  RowDeleteButton,
  RowEditButton,
  RowTitleLink,
} from './row-parts'
import { ListTable } from './list-table'
import { selectionColumn } from './selection-column'
import type { FetchPage } from './types'

/** What a section's list is: everything but the role looking at it. */
export type SectionList<Row extends { id: string }> = {
  /** The section: its label names the table, its table's name the CSV, its noun the texts. */
  section: { label: string; table: Pick<SectionOwnTable, 'name' | 'noun' | 'plural' | 'shortNoun'> }
  columns: readonly ListColumn<Row>[]
  /** Module-level constant (its identity keys the parsed state). */
  options: ListStateOptions
  keys: { all: QueryKey; list: (state: ListState) => QueryKey }
  fetchPage: FetchPage<Row>
  /** The table's accessible name when not the section's label ('Postback sources'). */
  label?: string
  /** The list without rows: its title (default 'No {plural} yet') and what to do next. */
  empty: { title?: string; description: string; readOnly: string }
  /** An Edit button in the row's actions (the title links to the form in any case). */
  editButton?: boolean
  /** Which rows offer Delete (default: every row). */
  canDelete?: (row: Row) => boolean
  /**
   * Sets rows active or inactive, returning how many changed: the rows get checkboxes and
   * the selection the Activate and Deactivate buttons.
   */
  setActive?: (ids: string[], active: boolean) => Promise<number>
}

/** The title's cell: the link to the row's form. */
function titleLink<Row extends { id: string }>(row: Row, name: string) {
  return <RowTitleLink id={row.id}>{name}</RowTitleLink>
}

export function SectionTable<Row extends { id: string }>({
  list,
  canWrite,
  remove,
  rowButtons,
  filterOptions,
  renderRows,
}: {
  list: SectionList<Row>
  canWrite: boolean
  /** The row's Delete button and its dialog (the section's delete hook, deleteWithUndo). */
  remove?: DeleteFlow
  /** The row's own buttons, before Edit and Delete (Duplicate). */
  rowButtons?: (row: Row) => ReactNode
  filterOptions?: Readonly<Record<string, readonly FilterOption[]>>
  renderRows?: (rows: TableRowModel<Row>[]) => ReactNode
}) {
  const queryClient = useQueryClient()
  const { section, setActive, editButton, canDelete } = list
  const { table } = section
  const plural = table.plural ?? `${table.noun}s`
  const selectable = canWrite && setActive !== undefined

  const rowName = rowNameOf(list.columns)
  const buttons = (rowButtons ? 1 : 0) + (editButton ? 1 : 0) + (remove ? 1 : 0)
  // Rebuilt on every render, as the delete flow's callbacks are.
  const before: ColumnDef<Row>[] = selectable ? [selectionColumn<Row>(rowName)] : []
  const after: ColumnDef<Row>[] =
    canWrite && buttons > 0
      ? [
          rowActionsColumn<Row>(
            (row) => (
              <span className="inline-flex gap-1">
                {rowButtons?.(row)}
                {editButton ? <RowEditButton id={row.id} name={rowName(row)} /> : null}
                {remove && (canDelete?.(row) ?? true) ? (
                  <RowDeleteButton
                    name={rowName(row)}
                    disabled={remove.checking}
                    onDelete={() => void remove.requestDelete({ id: row.id, name: rowName(row) })}
                  />
                ) : null}
              </span>
            ),
            buttons > 1 ? 'w-24 text-right' : 'w-12 text-right',
          ),
        ]
      : []

  async function bulkSetActive(rows: Row[], active: boolean, done: () => void) {
    if (!setActive) return
    try {
      const count = await setActive(
        rows.map((row) => row.id),
        active,
      )
      notifySuccess(
        `${active ? 'Activated' : 'Deactivated'} ${count} ${count === 1 ? table.noun : plural}.`,
      )
      done()
      await queryClient.invalidateQueries({ queryKey: list.keys.all })
    } catch (error) {
      notifyError(error, `Could not change the ${plural}`)
    }
  }

  const newLink = canWrite ? <NewRowLink noun={table.shortNoun ?? table.noun} /> : null

  return (
    <>
      <ListTable
        name={table.name.replaceAll('_', '-')}
        label={list.label ?? section.label}
        columns={list.columns}
        before={before}
        after={after}
        titleCell={titleLink}
        listOptions={list.options}
        queryKey={list.keys.list}
        fetchPage={list.fetchPage}
        getRowId={(row) => row.id}
        filterOptions={filterOptions}
        renderRows={renderRows}
        actions={newLink}
        bulkActions={
          selectable
            ? (rows, clear) => (
                <BulkActiveButtons onSet={(active) => void bulkSetActive(rows, active, clear)} />
              )
            : undefined
        }
        empty={{
          title: list.empty.title ?? `No ${plural} yet`,
          description: canWrite ? list.empty.description : list.empty.readOnly,
          action: newLink ?? undefined,
        }}
      />
      {remove?.dialog}
    </>
  )
}

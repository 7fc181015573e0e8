/**
 * The category list: icon, name, slug, number of brands tagged, active, sort order,
 * updated. The default category has no delete action (the database refuses it).
 */
import { useQueryClient } from '@tanstack/react-query'
import { createColumnHelper } from '@tanstack/react-table'
import { Pencil, Plus } from 'lucide-react'
import { useMemo } from 'react'
import { Link, useSearchParams } from 'react-router-dom'
import { DEFAULT_CATEGORY } from '@/config/paths'
import { Badge } from '@/components/ui/badge'
import { buttonVariants } from '@/components/ui/button'
import {
  activeColumn,
  BulkActiveButtons,
  DataTable,
  DataTableColumnHeader,
  RowDeleteButton,
  RowEditLink,
  rowActionsColumn,
  selectionColumn,
  sortOrderColumn,
  updatedColumn,
  type CsvColumn,
} from '../components/data-table'
import { formHref } from '../components/edit-links'
import { notifyError, notifySuccess } from '../components/form'
import { categoryListOptions, fetchCategoryPage, type CategoryListRow } from './api/list-categories'
import { setCategoriesActive } from './api/save-category'
import { CategoryIcon } from './category-icon'
import { categoryKeys } from './keys'
import { useDeleteCategory } from './use-delete-category'

const column = createColumnHelper<CategoryListRow>()

const csvColumns: CsvColumn<CategoryListRow>[] = [
  { header: 'Name', value: (row) => row.name },
  { header: 'Slug', value: (row) => row.slug },
  { header: 'Icon', value: (row) => row.icon },
  { header: 'Brands', value: (row) => row.brand_count },
  { header: 'Active', value: (row) => (row.is_active ? 'yes' : 'no') },
  { header: 'Sort order', value: (row) => row.sort_order },
  { header: 'Updated', value: (row) => row.updated_at },
]

export function CategoriesTable({ canWrite }: { canWrite: boolean }) {
  const [params] = useSearchParams()
  const queryClient = useQueryClient()
  const { requestDelete, checking, dialog } = useDeleteCategory()

  const columns = useMemo(
    () => [
      ...(canWrite ? [selectionColumn<CategoryListRow>((row) => row.name)] : []),
      column.accessor('icon', {
        header: 'Icon',
        enableSorting: false,
        meta: { label: 'Icon', className: 'w-12' },
        cell: (info) => <CategoryIcon name={info.getValue()} labelled />,
      }),
      column.accessor('name', {
        header: ({ column: c }) => <DataTableColumnHeader column={c} title="Name" />,
        enableHiding: false,
        meta: { label: 'Name' },
        cell: (info) => (
          <RowEditLink to={formHref(params, info.row.original.id)}>{info.getValue()}</RowEditLink>
        ),
      }),
      column.accessor('slug', {
        header: ({ column: c }) => <DataTableColumnHeader column={c} title="Slug" />,
        meta: { label: 'Slug' },
        cell: (info) => (
          <span className="inline-flex items-center gap-2">
            <code className="text-xs">{info.getValue()}</code>
            {info.getValue() === DEFAULT_CATEGORY ? <Badge variant="outline">Default</Badge> : null}
          </span>
        ),
      }),
      column.accessor('brand_count', {
        header: 'Brands',
        enableSorting: false,
        meta: { label: 'Brands', className: 'text-right tabular-nums' },
      }),
      activeColumn<CategoryListRow>(),
      sortOrderColumn<CategoryListRow>(),
      updatedColumn<CategoryListRow>(),
      ...(canWrite
        ? [
            rowActionsColumn<CategoryListRow>(
              ({ id, name, slug }) => (
                <span className="inline-flex gap-1">
                  <Link
                    to={formHref(params, id)}
                    aria-label={`Edit ${name}`}
                    className={buttonVariants({ variant: 'ghost', size: 'icon-sm' })}
                  >
                    <Pencil aria-hidden="true" />
                  </Link>
                  {slug === DEFAULT_CATEGORY ? null : (
                    <RowDeleteButton
                      name={name}
                      disabled={checking}
                      onDelete={() => void requestDelete({ id, name })}
                    />
                  )}
                </span>
              ),
              'w-24 text-right',
            ),
          ]
        : []),
    ],
    [canWrite, params, checking, requestDelete],
  )

  async function bulkSetActive(rows: CategoryListRow[], active: boolean, done: () => void) {
    try {
      const count = await setCategoriesActive(
        rows.map((row) => row.id),
        active,
      )
      notifySuccess(
        `${active ? 'Activated' : 'Deactivated'} ${count} ${count === 1 ? 'category' : 'categories'}.`,
      )
      done()
      await queryClient.invalidateQueries({ queryKey: categoryKeys.all })
    } catch (error) {
      notifyError(error, 'Could not change the categories')
    }
  }

  const newCategory = (
    <Link to={formHref(params, 'new')} className={buttonVariants({ size: 'sm' })}>
      <Plus aria-hidden="true" />
      New category
    </Link>
  )

  return (
    <>
      <DataTable
        name="categories"
        label="Categories"
        columns={columns}
        listOptions={categoryListOptions}
        queryKey={categoryKeys.list}
        fetchPage={fetchCategoryPage}
        getRowId={(row) => row.id}
        csv={{ columns: csvColumns }}
        actions={canWrite ? newCategory : null}
        bulkActions={
          canWrite
            ? (rows, clear) => (
                <BulkActiveButtons onSet={(active) => void bulkSetActive(rows, active, clear)} />
              )
            : undefined
        }
        empty={{
          title: 'No categories yet',
          description: canWrite
            ? 'Add the first with New category; its ranking appears at /{country}/{slug}.'
            : 'An editor or admin can add categories.',
          action: canWrite ? newCategory : undefined,
        }}
      />
      {dialog}
    </>
  )
}

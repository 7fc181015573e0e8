/**
 * The page list: title, slug (a link to the public page when published), published or
 * draft, in the footer, sort order, updated. 'Search', 'New page', 'Export CSV' and the
 * Published filter come with the workbench's table.
 */
import { createColumnHelper } from '@tanstack/react-table'
import { ExternalLink, Pencil, Plus } from 'lucide-react'
import { useMemo } from 'react'
import { Link, useSearchParams } from 'react-router-dom'
import { Badge } from '@/components/ui/badge'
import { buttonVariants } from '@/components/ui/button'
import {
  DataTable,
  DataTableColumnHeader,
  RowDeleteButton,
  RowEditLink,
  rowActionsColumn,
  sortOrderColumn,
  updatedColumn,
  type CsvColumn,
} from '../components/data-table'
import { formHref } from '../components/edit-links'
import { fetchPageList, pageListOptions, type PageListRow } from './api/list-pages'
import { pageKeys } from './keys'
import { useDeletePage } from './use-delete-page'

const column = createColumnHelper<PageListRow>()

const csvColumns: CsvColumn<PageListRow>[] = [
  { header: 'Title', value: (row) => row.title },
  { header: 'Slug', value: (row) => row.slug },
  { header: 'Published', value: (row) => (row.is_published ? 'yes' : 'no') },
  { header: 'In footer', value: (row) => (row.show_in_footer ? 'yes' : 'no') },
  { header: 'Sort order', value: (row) => row.sort_order },
  { header: 'Updated', value: (row) => row.updated_at },
]

export function PagesTable({ canWrite }: { canWrite: boolean }) {
  const [params] = useSearchParams()
  const { requestDelete, checking, dialog } = useDeletePage()

  const columns = useMemo(
    () => [
      column.accessor('title', {
        header: ({ column: c }) => <DataTableColumnHeader column={c} title="Title" />,
        enableHiding: false,
        meta: { label: 'Title' },
        cell: (info) => (
          <RowEditLink to={formHref(params, info.row.original.id)}>{info.getValue()}</RowEditLink>
        ),
      }),
      column.accessor('slug', {
        header: ({ column: c }) => <DataTableColumnHeader column={c} title="Slug" />,
        meta: { label: 'Slug' },
        cell: (info) =>
          info.row.original.is_published ? (
            <a
              href={`/${info.getValue()}`}
              target="_blank"
              rel="noreferrer"
              className="inline-flex items-center gap-1 text-xs underline-offset-2 hover:underline"
            >
              <code>/{info.getValue()}</code>
              <ExternalLink className="size-3" aria-hidden="true" />
              <span className="sr-only">(opens the public page in a new tab)</span>
            </a>
          ) : (
            <code className="text-xs">/{info.getValue()}</code>
          ),
      }),
      column.accessor('is_published', {
        header: ({ column: c }) => <DataTableColumnHeader column={c} title="Status" />,
        meta: { label: 'Status' },
        cell: (info) =>
          info.getValue() ? (
            <Badge variant="success">Published</Badge>
          ) : (
            <Badge variant="secondary">Draft</Badge>
          ),
      }),
      column.accessor('show_in_footer', {
        header: 'In footer',
        enableSorting: false,
        meta: { label: 'In footer' },
        cell: (info) => (info.getValue() ? 'Yes' : 'No'),
      }),
      sortOrderColumn<PageListRow>(),
      updatedColumn<PageListRow>(),
      ...(canWrite
        ? [
            rowActionsColumn<PageListRow>(
              ({ id, title }) => (
                <span className="inline-flex gap-1">
                  <Link
                    to={formHref(params, id)}
                    aria-label={`Edit ${title}`}
                    className={buttonVariants({ variant: 'ghost', size: 'icon-sm' })}
                  >
                    <Pencil aria-hidden="true" />
                  </Link>
                  <RowDeleteButton
                    name={title}
                    disabled={checking}
                    onDelete={() => void requestDelete({ id, name: title })}
                  />
                </span>
              ),
              'w-24 text-right',
            ),
          ]
        : []),
    ],
    [canWrite, params, checking, requestDelete],
  )

  const newPage = (
    <Link to={formHref(params, 'new')} className={buttonVariants({ size: 'sm' })}>
      <Plus aria-hidden="true" />
      New page
    </Link>
  )

  return (
    <>
      <DataTable
        name="pages"
        label="Pages"
        columns={columns}
        listOptions={pageListOptions}
        queryKey={pageKeys.list}
        fetchPage={fetchPageList}
        getRowId={(row) => row.id}
        csv={{ columns: csvColumns }}
        actions={canWrite ? newPage : null}
        empty={{
          title: 'No pages yet',
          description: canWrite
            ? 'Add the first with New page; once published it is at /{slug}.'
            : 'An editor or admin can add pages.',
          action: canWrite ? newPage : undefined,
        }}
      />
      {dialog}
    </>
  )
}
